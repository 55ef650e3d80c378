import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/core/menu'
import {
  actionsFor,
  buildAuthMap,
  checkRoute,
  NO_PERMISSION_MESSAGE,
  pruneMenu,
} from '../../../src/core/permissions'

const auths = [
  { resPath: 'station-archives-management/view' },
  { resPath: 'station-archives-management/export' },
  { resPath: 'station-archives-management/view' },
  { resPath: 'access-audit/examine' },
  { resPath: 'message/view' },
  { resPath: 'charging-status' },
]

describe('page → actions map (section 6)', () => {
  it('splits each resPath into the page without hyphens and the action', () => {
    expect(buildAuthMap(auths)).toEqual({
      stationarchivesmanagement: ['view', 'export'],
      accessaudit: ['examine'],
      message: ['view'],
      chargingstatus: [],
    })
  })

  it('ignores entries without a resPath', () => {
    expect(buildAuthMap([{ resPath: '' }, null as never, { resPath: 3 as never }])).toEqual({})
    expect(buildAuthMap(undefined)).toEqual({})
  })

  it('gives the actions of a page by its route name', () => {
    const map = buildAuthMap(auths)
    expect(actionsFor('station-archives-management', map)).toEqual(['view', 'export'])
    expect(actionsFor('battery-file', map)).toEqual([])
  })
})

describe('route check (section 6)', () => {
  const map = buildAuthMap(auths)

  it('lets a route whose name is in the map pass', () => {
    expect(checkRoute('access-audit', map)).toEqual({ allowed: true })
    expect(checkRoute('charging-status', map)).toEqual({ allowed: true })
  })

  it('sends a route without permission to /not-found with the exact message', () => {
    expect(checkRoute('battery-file', map)).toEqual({
      allowed: false,
      redirect: '/not-found',
      message: '您没有当前页面的权限，请联系管理员~',
    })
    expect(NO_PERMISSION_MESSAGE).toBe('您没有当前页面的权限，请联系管理员~')
  })

  it('does not let an inherited object key pass as a page', () => {
    expect(checkRoute('constructor', map)).toMatchObject({ allowed: false, redirect: '/not-found' })
  })

  it('sends the route named monitor to /welcome with no message', () => {
    expect(checkRoute('monitor', map)).toEqual({ allowed: false, redirect: '/welcome' })
    expect(checkRoute('monitor', map, { dev: true })).toEqual({ allowed: false, redirect: '/welcome' })
  })

  it('skips login, not-found and welcome', () => {
    for (const name of ['login', 'not-found', 'welcome'])
      expect(checkRoute(name, {})).toEqual({ allowed: true })
  })

  it('skips the check in a development build only', () => {
    expect(checkRoute('battery-file', {}, { dev: true })).toEqual({ allowed: true })
    expect(checkRoute('battery-file', {}, { dev: false })).toMatchObject({ allowed: false })
  })
})

describe('menu pruning (decisions: Menu pruning)', () => {
  const leaf = (key: string, path: string, parentId: string | null = null): MenuItem => ({
    id: key,
    key,
    label: key,
    path: [path],
    parentId,
    isEdit: false,
  })
  const menu: MenuItem[] = [
    {
      ...leaf('archives', '/archives-management'),
      sub: [
        leaf('stations', '/archives-management/station-archives-management', 'archives'),
        leaf('battery', '/archives-management/battery-file', 'archives'),
      ],
    },
    {
      ...leaf('operating', '/operating-services'),
      sub: [
        {
          ...leaf('info', '/operating-services/operating-information', 'operating'),
          sub: [leaf('status', '/operating-services/operating-information/charging-status', 'info')],
        },
        {
          ...leaf('power', '/operating-services/power-monitoring', 'operating'),
          sub: [
            leaf(
              'facility',
              '/operating-services/power-monitoring/elec-charging-facility-statistics',
              'power',
            ),
          ],
        },
      ],
    },
    { ...leaf('ops', '/ops-services'), sub: [leaf('trouble', '/ops-services/trouble-monitor', 'ops')] },
    leaf('audit', '/universal-services/access-audit'),
    leaf('real-time', '/universal-services/real-time-data'),
    { ...leaf('report', '/report-statistics/month-far'), path: ['/report', '/report-statistics/month-far'] },
  ]

  it('keeps permitted pages, prunes the others and removes groups left empty', () => {
    const map = buildAuthMap([
      { resPath: 'station-archives-management/view' },
      { resPath: 'charging-status/view' },
      { resPath: 'access-audit/view' },
      { resPath: 'month-far/view' },
    ])
    const pruned = pruneMenu(menu, map)
    expect(pruned.map((item) => item.key)).toEqual(['archives', 'operating', 'audit', 'report'])
    expect(pruned[0].sub?.map((item) => item.key)).toEqual(['stations'])
    expect(pruned[1].sub?.map((item) => item.key)).toEqual(['info'])
    expect(pruned[1].sub?.[0].sub?.map((item) => item.key)).toEqual(['status'])
  })

  it('shows a top-level item without children only when an auth page is the last segment of one of its paths', () => {
    expect(pruneMenu(menu, buildAuthMap([{ resPath: 'universal-services/view' }]))).toEqual([])
    expect(pruneMenu(menu, buildAuthMap([{ resPath: 'month-far/view' }])).map((item) => item.key)).toEqual([
      'report',
    ])
  })

  it('does not change the menu it was given', () => {
    const before = JSON.stringify(menu)
    pruneMenu(menu, {})
    expect(JSON.stringify(menu)).toBe(before)
    expect(pruneMenu(menu, {})).toEqual([])
  })
})
