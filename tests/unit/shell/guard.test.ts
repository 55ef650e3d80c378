/**
 * Where the guard sends a signed-in user (src/shell/router/guard.ts) in the console's own route
 * table: the route named monitor goes to /welcome with no message (section 6), a permitted page
 * whose screen this version lacks is named with its area, and a mistyped address stays 页面不存在.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MENU_ROUTES } from '../../../src/core/domain/routes'
import { buildAuthMap, NO_PERMISSION_MESSAGE } from '../../../src/core/permissions'
import { unavailableText } from '../../../src/shell/pages/RefusalResult'
import { redirectFor } from '../../../src/shell/router/guard'
import { createRouteTable } from '../../../src/shell/router/routeTable'
import { CONSOLE_ROUTES, SHELL_ROUTES } from '../../../src/shell/routes'

const everyPage = buildAuthMap(MENU_ROUTES.map((route) => ({ resPath: `${route.name}/view` })))

describe('the guard’s redirects', () => {
  it('sends /monitor to /welcome with no message', () => {
    expect(redirectFor(CONSOLE_ROUTES, '/monitor', {})).toEqual({ to: '/welcome', message: '' })
  })

  it('names the area of a permitted page that has no screen yet', () => {
    // A table with only the shell's own pages: every area's page is catalogued but has no screen.
    const shellOnly = createRouteTable([SHELL_ROUTES])
    expect(redirectFor(shellOnly, '/archives-management/battery-file', everyPage)).toEqual({
      to: '/not-found',
      unavailable: { area: '档案管理', title: '电池档案' },
    })
    expect(redirectFor(shellOnly, '/report-statistics/month-far', everyPage)?.unavailable).toEqual({
      area: '报表统计',
      title: '月度报告',
    })
  })

  it('says which page is not available, naming its area (页面暂未开放)', () => {
    expect(unavailableText({ area: '档案管理', title: '电池档案' })).toBe(
      '「档案管理」中的「电池档案」在当前版本中暂不可用。',
    )
    expect(unavailableText({ area: '', title: '电池档案' })).toBe('「电池档案」在当前版本中暂不可用。')
  })

  it('finds a screen for every page of the menu catalogue (填报管理 was the last, issue 17)', () => {
    const missing = MENU_ROUTES.filter((route) => !CONSOLE_ROUTES.hasScreen(route.path)).map(
      (route) => route.path,
    )
    expect(missing).toEqual([])
  })

  it('keeps a mistyped address on 页面不存在 (no area, no message)', () => {
    expect(redirectFor(CONSOLE_ROUTES, '/archives-management/no-such-page', everyPage)).toEqual({
      to: '/not-found',
    })
  })

  it('lets a page with a screen through', () => {
    expect(redirectFor(CONSOLE_ROUTES, '/archives-management/battery-file', everyPage)).toBeNull()
  })

  describe('in a development build (section 6, decisions: Development mode)', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('skips the permission check, and only there', () => {
      // Vitest itself runs as a development build: the production case is stubbed first.
      vi.stubEnv('DEV', false)
      expect(redirectFor(CONSOLE_ROUTES, '/archives-management/battery-file', {})?.to).toBe('/not-found')
      vi.stubEnv('DEV', true)
      expect(redirectFor(CONSOLE_ROUTES, '/archives-management/battery-file', {})).toBeNull()
      // The route named monitor still goes to /welcome.
      expect(redirectFor(CONSOLE_ROUTES, '/monitor', {})?.to).toBe('/welcome')
    })
  })
})

describe('sub-pages guarded by the action they serve (issue 42 item 27)', () => {
  afterEach(() => vi.unstubAllEnvs())
  const AREA = '/universal-services'
  const refused = { to: '/not-found', message: NO_PERMISSION_MESSAGE }
  const holding = (...actions: string[]) =>
    buildAuthMap(actions.map((action) => ({ resPath: `accessproof-record/${action}` })))

  it('refuses an edit or examine address to a user who may only see the list', () => {
    vi.stubEnv('DEV', false)
    const viewer = holding('view', 'examine')
    expect(redirectFor(CONSOLE_ROUTES, `${AREA}/accessproof-record-edit/ZM1/MA01`, viewer)).toEqual(refused)
    expect(
      redirectFor(CONSOLE_ROUTES, `${AREA}/accessproof-record-examine/ZM1/charging/MA01`, viewer),
    ).toBeNull()
    expect(
      redirectFor(CONSOLE_ROUTES, `${AREA}/accessproof-record-examine/ZM1/charging/MA01`, holding('view')),
    ).toEqual(refused)
  })

  it('lets a detail through with the page alone, and an edit page with 编辑', () => {
    vi.stubEnv('DEV', false)
    expect(
      redirectFor(CONSOLE_ROUTES, `${AREA}/accessproof-record-detail/ZM1/charging/MA01`, holding('view')),
    ).toBeNull()
    expect(
      redirectFor(CONSOLE_ROUTES, `${AREA}/accessproof-record-edit/ZM1/MA01`, holding('view', 'edit')),
    ).toBeNull()
  })
})
