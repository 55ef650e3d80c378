/**
 * Issue 24, point 2: area route tables are typed against the route catalogue. The paths the
 * compact rows make are the paths the catalogue's type promises, and a path the catalogue does
 * not have does not compile in an area's route table (tsc checks the `@ts-expect-error` lines).
 */
import { describe, expect, it } from 'vitest'
import { area, placeDashboards } from '../../../src/core/domain/route-rows'
import { type DashboardName, ROUTES, type RouteName, type RoutePath } from '../../../src/core/domain/routes'
import type { AreaRoute } from '../../../src/ui/screen'

describe('route paths', () => {
  it('builds each row into the path its type names', () => {
    const built = area(
      'demo',
      [
        ['list', '列表', 'FileTextOutlined', { flow: 'examine', params: ':id', edit: ':id/:x' }],
        ['grouped', '分组页面', 'FileTextOutlined', 'group'],
        ['apply', '申请', 'FileTextOutlined', { flow: 'detail' }],
      ],
      { 'list-edit': '修改' },
    )
    type Built =
      | '/demo/list'
      | '/demo/group/grouped'
      | '/demo/apply'
      | '/demo/list-detail/:id'
      | '/demo/list-examine/:id'
      | '/demo/list-edit/:id/:x'
      | '/demo/apply-detail/:applyId'
    const paths: Built[] = built.map((entry) => entry.path)
    expect(paths).toEqual([
      '/demo/list',
      '/demo/group/grouped',
      '/demo/apply',
      '/demo/list-detail/:id',
      '/demo/list-examine/:id',
      '/demo/list-edit/:id/:x',
      '/demo/apply-detail/:applyId',
    ])
    expect(built.map((entry) => entry.title)).toEqual([
      '列表',
      '分组页面',
      '申请',
      '列表详情',
      '列表',
      '修改',
      '申请详情',
    ])
    expect(built[3]).toMatchObject({ name: 'list', parent: '/demo/list', flow: 'detail' })
  })

  it('places each dashboard after the page it follows, its path and name literals', () => {
    const built = placeDashboards(
      area('demo', [
        ['plain', '列表'],
        ['grouped', '分组页面', 'FileTextOutlined', 'group'],
        ['apply', '申请', 'FileTextOutlined', { flow: 'detail' }],
      ]),
      [
        { page: 'second', title: '第二', icon: 'BarChartOutlined', area: 'demo', after: 'first' },
        { page: 'first', title: '第一', icon: 'BarChartOutlined', area: 'demo', group: 'group', after: null },
        { page: 'third', title: '第三', icon: 'BarChartOutlined', area: 'demo', after: 'apply' },
      ] as const,
    )
    const paths: (
      | '/demo/plain'
      | '/demo/group/grouped'
      | '/demo/apply'
      | '/demo/apply-detail/:applyId'
      | '/demo/group/first'
      | '/demo/second'
      | '/demo/third'
    )[] = built.map((entry) => entry.path)
    // After a flow page: after its list page, before the sub-pages that follow the area's pages.
    expect(paths).toEqual([
      '/demo/group/first',
      '/demo/second',
      '/demo/plain',
      '/demo/group/grouped',
      '/demo/apply',
      '/demo/third',
      '/demo/apply-detail/:applyId',
    ])
    expect(built[0]).toEqual({
      path: '/demo/group/first',
      name: 'first',
      title: '第一',
      area: 'demo',
      icon: 'BarChartOutlined',
      group: 'group',
      dashboard: true,
    })
    expect(built[2]).not.toHaveProperty('dashboard')
    const route = { page: 'x', title: 'X', icon: 'BarChartOutlined', area: 'demo' }
    expect(() => placeDashboards(built, [{ ...route, after: 'no-such-page' }])).toThrow(/after no page/)
    expect(() => placeDashboards(built, [{ ...route, area: 'other', after: 'plain' }])).toThrow(
      /after no page/,
    )
    // The catalogue's dashboards are a union of its descriptions' pages, so a page that is not one
    // does not compile where a dashboard page is asked for (the stats modules' `DASHBOARDS` keys),
    // and their paths are catalogue paths.
    const dashboard: DashboardName = 'carbon-analysis'
    // @ts-expect-error: a list page of the catalogue, no dashboard
    const list: DashboardName = 'charging-status'
    expect(ROUTES.filter((entry) => entry.dashboard).map((entry) => entry.name)).toContain(dashboard)
    expect(ROUTES.find((entry) => entry.name === list)?.dashboard).toBeUndefined()
    const grouped: RoutePath = '/operating-services/operating-information/charging-facility-utilization'
    // @ts-expect-error: not in its group
    const ungrouped: RoutePath = '/operating-services/charging-facility-utilization'
    expect(ROUTES.map((entry) => entry.path)).toContain(grouped)
    expect(ROUTES.map((entry) => entry.path)).not.toContain(ungrouped)
  })

  it('takes only catalogue paths in an area route table', () => {
    const load = () => Promise.resolve({ default: () => null })
    const right: AreaRoute = { path: '/archives-management/battery-file', load }
    // Compile-time checks only (tsc): a typo, and a path of no area.
    const wrong = (): AreaRoute[] => [
      // @ts-expect-error: not a path of the catalogue
      { path: '/archives-management/battery-files', load },
      // @ts-expect-error: nor is this
      { path: '/no-such-area/page', load },
    ]
    expect(typeof wrong).toBe('function')
    const catalogue = new Set<string>(ROUTES.map((route) => route.path))
    expect(catalogue.has(right.path)).toBe(true)
    const sample: RoutePath = '/universal-services/access-audit-detail/:applyId'
    expect(catalogue.has(sample)).toBe(true)
  })

  it('names every page as RouteName does: the last segment of a path without parameters', () => {
    // RouteName is derived from the paths (a type cannot read the rows' names); this holds the
    // entries to it, sub-pages carrying their list's name (decisions: permission name of a route).
    const names = new Set(ROUTES.map((route) => route.name))
    const lastSegments = new Set(
      ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path.split('/').pop()),
    )
    expect([...names].sort()).toEqual([...lastSegments].sort())
    const page: RouteName = 'station-archives-management'
    // @ts-expect-error: a typo of a page name (a server resource's `page` then fails to compile)
    const typo: RouteName = 'station-archive-management'
    expect(names.has(page)).toBe(true)
    expect(names.has(typo)).toBe(false)
  })
})
