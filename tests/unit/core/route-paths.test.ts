/**
 * Issue 24, point 2: area route tables are typed against the route catalogue. The paths the
 * compact rows make are the paths the catalogue's type promises, and a path the catalogue does
 * not have does not compile in an area's route table (tsc checks the `@ts-expect-error` lines).
 */
import { describe, expect, it } from 'vitest'
import { area } from '../../../src/core/domain/route-rows'
import { type DashboardName, ROUTES, type RoutePath } from '../../../src/core/domain/routes'
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

  it('marks a dashboard row’s entry, in its group, its name a literal', () => {
    const built = area('demo', [
      ['plain', '列表'],
      ['stats', '统计', 'BarChartOutlined', { dashboard: true, group: 'group' }],
      ['other-stats', '其他统计', 'BarChartOutlined', { dashboard: true }],
    ])
    const paths: ('/demo/plain' | '/demo/group/stats' | '/demo/other-stats')[] = built.map(
      (entry) => entry.path,
    )
    expect(paths).toEqual(['/demo/plain', '/demo/group/stats', '/demo/other-stats'])
    const names: ('stats' | 'other-stats')[] = built.flatMap((entry) => (entry.dashboard ? [entry.name] : []))
    expect(names).toEqual(['stats', 'other-stats'])
    expect(built[1]).toMatchObject({ group: 'group', dashboard: true })
    expect(built[0]).not.toHaveProperty('dashboard')
    // @ts-expect-error: a plain row's name is no dashboard's
    const wrong: 'stats' | 'other-stats' = built[0].name
    expect(wrong).toBe('plain')
    // The catalogue's dashboards are a union of its marked rows' names, so a page that is not one
    // does not compile where a dashboard page is asked for (the stats modules' `DASHBOARDS` keys).
    const dashboard: DashboardName = 'carbon-analysis'
    // @ts-expect-error: a list page of the catalogue, no dashboard
    const list: DashboardName = 'charging-status'
    expect(ROUTES.filter((route) => route.dashboard).map((route) => route.name)).toContain(dashboard)
    expect(ROUTES.find((route) => route.name === list)?.dashboard).toBeUndefined()
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
})
