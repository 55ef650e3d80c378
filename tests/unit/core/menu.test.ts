import { describe, expect, it } from 'vitest'
import { type BackMenuItem, firstLeaf, flattenMenu, toMenuItems } from '../../../src/core/menu'

const backMenu: BackMenuItem[] = [
  {
    path: '/operating-services',
    key: 'operating-services',
    label: '运营服务',
    icon: 'DashboardOutlined',
    isEdit: 0,
    secondaryMenuList: [
      {
        path: '/operating-services/power-monitoring',
        key: 'power-monitoring',
        label: '充电设施监测',
        icon: 'ThunderboltOutlined',
        isEdit: 1,
        secondaryMenuList: [
          {
            path: '/operating-services/power-monitoring/elec-charging-facility-statistics',
            key: 'elec-charging-facility-statistics',
            label: '充电设施统计',
            icon: 'PieChartOutlined',
            isEdit: true,
            secondaryMenuList: [{ path: '/too/deep', key: 'too-deep', label: '第四级' }],
          },
        ],
      },
      {
        path: ['/operating-services/carbon-analysis', '/operating-services/carbon'],
        key: 'carbon-analysis',
        label: '碳减排分析',
        icon: null,
        secondaryMenuList: [],
      },
    ],
  },
  { path: '/report-statistics/month-far', key: 'month-far', label: '月度报告', secondaryMenuList: null },
]

describe('back menu conversion (section 3)', () => {
  it('converts back menu items to menu items up to three levels', () => {
    const menu = toMenuItems(backMenu)
    expect(menu).toHaveLength(2)
    const [operating, report] = menu
    expect(operating).toMatchObject({
      id: 'operating-services',
      key: 'operating-services',
      label: '运营服务',
      path: ['/operating-services'],
      icon: 'DashboardOutlined',
      parentId: null,
      isEdit: false,
    })
    const power = operating.sub?.[0]
    expect(power).toMatchObject({ id: 'power-monitoring', parentId: 'operating-services', isEdit: true })
    const facility = power?.sub?.[0]
    expect(facility).toMatchObject({
      id: 'elec-charging-facility-statistics',
      label: '充电设施统计',
      path: ['/operating-services/power-monitoring/elec-charging-facility-statistics'],
      parentId: 'power-monitoring',
    })
    // A fourth level does not exist in the side menu (section 1: up to three levels).
    expect(facility?.sub).toBeUndefined()
    expect(operating.sub?.[1]).toMatchObject({
      path: ['/operating-services/carbon-analysis', '/operating-services/carbon'],
      parentId: 'operating-services',
    })
    expect(operating.sub?.[1].sub).toBeUndefined()
    expect(operating.sub?.[1].icon).toBeUndefined()
    expect(report).toMatchObject({ key: 'month-far', path: ['/report-statistics/month-far'], parentId: null })
  })

  it('gives an empty menu for a missing list and skips items without key and path', () => {
    expect(toMenuItems(null)).toEqual([])
    expect(toMenuItems([{ path: '', key: '', label: 'x' }])).toEqual([])
  })
})

describe('menu search and first page', () => {
  it('lists the pages in menu order with their label paths', () => {
    expect(flattenMenu(toMenuItems(backMenu))).toEqual([
      {
        id: 'elec-charging-facility-statistics',
        key: 'elec-charging-facility-statistics',
        label: '充电设施统计',
        path: '/operating-services/power-monitoring/elec-charging-facility-statistics',
        labels: ['运营服务', '充电设施监测', '充电设施统计'],
        icon: 'PieChartOutlined',
      },
      {
        id: 'carbon-analysis',
        key: 'carbon-analysis',
        label: '碳减排分析',
        path: '/operating-services/carbon-analysis',
        labels: ['运营服务', '碳减排分析'],
      },
      {
        id: 'month-far',
        key: 'month-far',
        label: '月度报告',
        path: '/report-statistics/month-far',
        labels: ['月度报告'],
      },
    ])
  })

  it('opens the first page of the menu after sign-in, else /welcome (decisions: pages)', () => {
    expect(firstLeaf(toMenuItems(backMenu))).toBe(
      '/operating-services/power-monitoring/elec-charging-facility-statistics',
    )
    expect(firstLeaf([])).toBe('/welcome')
  })
})
