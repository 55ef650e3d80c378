/**
 * Where sign-in without jumpTo leads (src/shell/layout/menuItems.ts `startPath`): the city
 * configuration's dashboard route (section 3) when the user may open it and it has a screen, else
 * the first page of the menu. Until the dashboards exist the rule is tried with a route that does.
 */
import { describe, expect, it } from 'vitest'
import { cityConfig } from '../../../src/core/cities'
import type { MenuItem } from '../../../src/core/menu'
import { buildAuthMap } from '../../../src/core/permissions'
import { startPath } from '../../../src/shell/layout/menuItems'
import { createRouteTable } from '../../../src/shell/router/routeTable'
import { CONSOLE_ROUTES, SHELL_ROUTES } from '../../../src/shell/routes'

const item = (key: string, label: string, path: string, sub?: MenuItem[]): MenuItem => ({
  id: key,
  key,
  label,
  path: [path],
  parentId: null,
  isEdit: true,
  ...(sub ? { sub } : {}),
})
const MENU: MenuItem[] = [
  item('archives-management', '档案管理', '/archives-management', [
    item('station-archives-management', '充电站档案', '/archives-management/station-archives-management'),
  ]),
]
const DASHBOARD = '/archives-management/battery-file'

describe('the start page after sign-in', () => {
  it('opens the city’s dashboard route when the user may open it', () => {
    const authMap = buildAuthMap([
      { resPath: 'battery-file/view' },
      { resPath: 'station-archives-management/view' },
    ])
    expect(startPath(MENU, CONSOLE_ROUTES, authMap, DASHBOARD)).toBe(DASHBOARD)
  })

  it('opens the first menu page when the user may not open the dashboard', () => {
    const authMap = buildAuthMap([{ resPath: 'station-archives-management/view' }])
    expect(startPath(MENU, CONSOLE_ROUTES, authMap, DASHBOARD)).toBe(
      '/archives-management/station-archives-management',
    )
  })

  it('opens the first menu page when the dashboard has no screen, or the city has none', () => {
    const authMap = buildAuthMap([
      { resPath: 'battery-file/view' },
      { resPath: 'station-archives-management/view' },
    ])
    const shellOnly = createRouteTable([SHELL_ROUTES])
    expect(startPath([], shellOnly, authMap, DASHBOARD)).toBe('/welcome')
    expect(startPath(MENU, CONSOLE_ROUTES, authMap, cityConfig('130000')?.dashboardRoute)).toBe(
      '/archives-management/station-archives-management',
    )
  })

  it('knows 120100’s dashboard route and first-screen title', () => {
    expect(cityConfig('120100')).toMatchObject({
      dashboardRoute: expect.stringMatching(/^\//),
      firstScreenTitle: '天津市电动汽车充电设施监管平台',
    })
  })
})
