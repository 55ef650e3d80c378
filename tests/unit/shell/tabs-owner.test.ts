// @vitest-environment jsdom
/**
 * Tabs belong to a user (issue 42, item 19): the tabs kept in session storage come back for the
 * user who opened them, never for the next one to sign in in the same browser tab (the login page
 * reached by jumpTo after admin's session ended, then operator signs in).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../src/core/storage'
import type { RouteTable } from '../../../src/shell/router/routeTable'
import { createTabs } from '../../../src/shell/tabs/useTabs'

const table = { hasScreen: () => true } as unknown as RouteTable
const tab = (path: string) => ({ path, search: '', title: path })

beforeEach(() => sessionStorage.clear())

describe('stored tabs', () => {
  it("restores a user's own tabs after a reload", () => {
    const admin = createTabs({ table, owner: 'admin' })
    admin.visit(tab('/system-management/sso-user-management'), true)
    admin.visit(tab('/message'), true)
    expect(createTabs({ table, owner: 'admin' }).state.tabs.map((entry) => entry.path)).toEqual([
      '/system-management/sso-user-management',
      '/message',
    ])
  })

  it("never shows the previous user's tabs to the next user", () => {
    const admin = createTabs({ table, owner: 'admin' })
    admin.visit(tab('/system-management/sso-user-management'), true)
    const operator = createTabs({ table, owner: 'operator' })
    expect(operator.state.tabs).toEqual([])
    // What the next user opens is theirs alone: admin's are not merged back in.
    operator.visit(tab('/message'), true)
    expect(createTabs({ table, owner: 'operator' }).state.tabs.map((entry) => entry.path)).toEqual([
      '/message',
    ])
    expect(createTabs({ table, owner: 'admin' }).state.tabs).toEqual([])
  })

  it('drops tabs stored without an owner (an older build)', () => {
    sessionStorage.setItem(STORAGE_KEYS.tabs, JSON.stringify([tab('/message')]))
    expect(createTabs({ table, owner: 'operator' }).state.tabs).toEqual([])
  })
})
