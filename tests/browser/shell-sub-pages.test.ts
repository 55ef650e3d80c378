/**
 * Sub-page restore of section 2: opening the access-audit list (one of the six lists) afresh goes
 * back to the detail or examine page stored in session storage (`ev-sub-page`); a list of another
 * kind never does; leaving the sub-page for its list, or closing its tab, forgets it.
 */
import { expect } from 'chai'
import { ROUTES, type RoutePath } from '../../src/core/domain/routes'
import { STORAGE_KEYS } from '../../src/core/storage'
import { createRouteTable } from '../../src/shell/router/routeTable'
import { forgetSubPages, pendingSubPage, recordSubPage } from '../../src/shell/router/subPages'
import type { ScreenModule } from '../../src/ui/screen'
import { afterEach, beforeEach, describe, it } from './mocha'

const screen = () => Promise.resolve({ default: () => null } as unknown as ScreenModule)
const table = createRouteTable([ROUTES.map((route) => ({ path: route.path as RoutePath, load: screen }))])
const LIST = '/universal-services/access-audit'
const DETAIL = '/universal-services/access-audit-detail/42'

beforeEach(() => sessionStorage.removeItem(STORAGE_KEYS.subPage))
afterEach(() => sessionStorage.removeItem(STORAGE_KEYS.subPage))

describe('sub-page restore', () => {
  it('stores an opened detail page and restores it when the console starts on its list', () => {
    recordSubPage(table, LIST, DETAIL, 'tab=2')
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.subPage) ?? '{}')).to.deep.equal({
      [LIST]: `${DETAIL}?tab=2`,
    })
    expect(pendingSubPage(table, null, LIST, false)).to.equal(`${DETAIL}?tab=2`)
  })

  it('restores it when the list is opened from elsewhere without an open tab, not when its tab is open', () => {
    recordSubPage(table, LIST, DETAIL, '')
    expect(pendingSubPage(table, '/welcome', LIST, false)).to.equal(DETAIL)
    expect(pendingSubPage(table, '/welcome', LIST, true)).to.equal(null)
  })

  it('forgets the sub-page when the user goes from it back to its list', () => {
    recordSubPage(table, LIST, DETAIL, '')
    expect(pendingSubPage(table, DETAIL, LIST, false)).to.equal(null)
    recordSubPage(table, DETAIL, LIST, '')
    expect(pendingSubPage(table, null, LIST, false)).to.equal(null)
  })

  it('forgets the sub-page when its tab is closed', () => {
    recordSubPage(table, LIST, DETAIL, '')
    forgetSubPages([DETAIL])
    expect(pendingSubPage(table, null, LIST, false)).to.equal(null)
  })

  it('never stores sub-pages of lists outside the six of section 2', () => {
    recordSubPage(table, '/welcome', '/universal-services/accessproof-release-detail/1/2', '')
    expect(sessionStorage.getItem(STORAGE_KEYS.subPage)).to.equal(null)
  })
})
