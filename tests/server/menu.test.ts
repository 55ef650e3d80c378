import { describe, expect, it } from 'vitest'
import { AREAS } from '../../src/core/domain/routes'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

interface Item {
  key: string
  label: string
  path: string
  icon: string
  isEdit: boolean
  secondaryMenuList: Item[]
}
const leaves = (items: Item[]): Item[] =>
  items.flatMap((item) => (item.secondaryMenuList.length ? leaves(item.secondaryMenuList) : [item]))

describe.each(DIALECTS)('menus on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('gives admin every area in catalogue order, with three levels under operating services', async () => {
    const client = await server.client().signIn('admin', PASSWORDS.admin)
    const menu = (await client.get<Item[]>('/menu/backMenuList')).data
    expect(menu.map((item) => item.key)).toEqual(AREAS.map((area) => area.key))
    const operating = menu[0]
    expect(operating).toMatchObject({
      key: 'operating-services',
      label: '运营服务',
      path: '/operating-services',
      icon: 'DashboardOutlined',
      isEdit: true,
    })
    const group = operating.secondaryMenuList.find((item) => item.key === 'power-monitoring') as Item
    expect(group.secondaryMenuList.map((item) => item.path)).toEqual([
      '/operating-services/power-monitoring/elec-charging-facility-statistics',
      '/operating-services/power-monitoring/elec-charging-message-statistics',
    ])
    expect(leaves(menu).map((item) => item.key)).not.toContain('message')
  })

  it('shows operator only the pages its permissions name', async () => {
    const client = await server.client().signIn('operator', PASSWORDS.operator)
    const menu = (await client.get<Item[]>('/menu/backMenuList')).data
    // Operators read the statistics and alarms of their own company (issue 16).
    expect(menu.map((item) => item.key)).toEqual([
      'operating-services',
      'universal-services',
      // Issue 17: their subsidy applications, publicity, payments, fees and the holiday calendar.
      'supervise-services',
      'ops-services',
      'archives-management',
      // Issue 19: their own company's and stations' scores.
      'operate-supervision',
      'data-input',
      'feedback',
      'assessment',
    ])
    expect(
      leaves(menu)
        .map((item) => item.key)
        .sort(),
    ).toEqual(
      [
        'accessproof-apply',
        'analysis-exchange-operation',
        'analysis-of-battery-replacement',
        'carbon-analysis',
        'charging-devices',
        'charging-equip-statistics',
        'charging-facility-utilization',
        'charging-station-statistic',
        'charging-status',
        'elec-charging-facility-statistics',
        'elec-charging-message-statistics',
        'enterprise-apply',
        'equipment-archives-management',
        'equipment-operator-feedback',
        'monitoring-power-exchange-stations',
        'order-archives-management',
        'real-time-data',
        'over-all-data',
        'station-archives-management',
        'station-assessment-upload',
        'trouble-monitor',
        'trouble-statistics',
        'supervise-list',
        'supervise-publicy',
        'supervise-apply',
        'supervise-subsidy',
        'supervise-fee',
        'holidays-management',
        'operator-result',
        'station-result',
        // Issue 17: the reports their company is asked for.
        'reporting-manager',
      ].sort(),
    )
  })

  it('applies the user own order, label and hidden entries, and only theirs', async () => {
    const client = await server.client().signIn('stale', PASSWORDS.stale)
    const settings = (await client.get('/menu/setting/list')).data
    const top = settings
      .filter((entry: { parentKey: string | null }) => entry.parentKey === null)
      .map((entry: { key: string }) => entry.key)
    expect(top).toEqual(['operating-services', 'ops-services'])
    expect(
      (await client.post('/menu/setting/order', { keys: ['ops-services', 'operating-services'] })).code,
    ).toBe(200)
    expect(
      (await client.post('/menu/setting/labelName', { key: 'trouble-monitor', labelName: '我的告警' })).data,
    ).toEqual({ key: 'trouble-monitor', labelName: '我的告警' })
    expect((await client.get('/menu/setting/labelName', { query: { key: 'trouble-monitor' } })).data).toEqual(
      { key: 'trouble-monitor', labelName: '我的告警' },
    )
    expect((await client.post('/menu/setting/hidden', { key: 'carbon-analysis', hidden: true })).code).toBe(
      200,
    )
    const menu = (await client.get<Item[]>('/menu/backMenuList')).data
    expect(menu.map((item) => item.key)).toEqual(['ops-services', 'operating-services'])
    expect(leaves(menu).find((item) => item.key === 'trouble-monitor')?.label).toBe('我的告警')
    expect(leaves(menu).map((item) => item.key)).not.toContain('carbon-analysis')
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const adminMenu = (await admin.get<Item[]>('/menu/backMenuList')).data
    expect(leaves(adminMenu).find((item) => item.key === 'trouble-monitor')?.label).toBe('故障监测')
  })

  it('refuses settings for menus the user cannot see, and orders across levels', async () => {
    const client = await server.client().signIn('stale', PASSWORDS.stale)
    expect(
      await client.post('/menu/setting/labelName', { key: 'sso-user-management', labelName: 'x' }),
    ).toMatchObject({ code: 400, data: { key: '菜单不存在或无权限' } })
    expect(
      await client.post('/menu/setting/order', { keys: ['ops-services', 'trouble-monitor'] }),
    ).toMatchObject({ code: 400, data: { keys: '只能对同一级菜单排序' } })
    expect(
      await client.post('/menu/setting/labelName', {
        key: 'trouble-monitor',
        labelName: '一二三四五六七八九十一二三四五六七八九十一',
      }),
    ).toMatchObject({ code: 400, data: { labelName: '菜单名称不能超过20个字符' } })
  })

  it('lets sso-menu-management edit the global tree, which every user then sees', async () => {
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const tree = (await admin.get('/menu/tree')).data
    expect(tree).toHaveLength(AREAS.length)
    expect(tree[0].children[0].children[0]).toMatchObject({
      key: 'elec-charging-facility-statistics',
      parentKey: 'power-monitoring',
    })
    const saved = await admin.post('/menu/tree', {
      items: [
        { key: 'ops-services', label: '运维监测', icon: 'AlertOutlined', order: 0 },
        { key: 'trouble-statistics', hidden: true },
      ],
    })
    expect(saved.code).toBe(200)
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const menu = (await tianjin.get<Item[]>('/menu/backMenuList')).data
    expect(menu[0]).toMatchObject({ key: 'ops-services', label: '运维监测', icon: 'AlertOutlined' })
    expect(leaves(menu).map((item) => item.key)).not.toContain('trouble-statistics')
  })

  it('keeps the global tree to those with the permission, and validates its items', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    expect((await tianjin.get('/menu/tree')).code).toBe(403)
    expect((await tianjin.post('/menu/tree', { items: [{ key: 'ops-services', label: 'x' }] })).code).toBe(
      403,
    )
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    expect(await admin.post('/menu/tree', { items: [{ key: 'nope', label: 'x' }] })).toMatchObject({
      code: 400,
      data: { 'items.0.key': '菜单不存在' },
    })
    expect(await admin.post('/menu/tree', { items: [{ key: 'ops-services', label: '' }] })).toMatchObject({
      code: 400,
      data: { 'items.0.label': '请输入菜单名称' },
    })
  })
})
