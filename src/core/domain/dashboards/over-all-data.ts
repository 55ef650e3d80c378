/**
 * 总体数据 (domain.md: cumulative totals and yearly growth); everything so far, no period. Its
 * stations by district also as the region's map (issue 44), shaded by stations, piles or connectors.
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'over-all-data',
  title: '总体数据',
  icon: 'AreaChartOutlined',
  area: 'universal-services',
  after: 'real-time-data',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  period: false,
  note: '累计数据，截至当前',
  charts: [
    {
      key: 'yearly',
      title: '历年充电站与充电量',
      kind: 'bar',
      group: 'yearly',
      wide: true,
      measures: [
        { key: 'stations', label: '累计充电站', unit: '座' },
        { key: 'energy', label: '年充电量', unit: 'kWh', line: true },
      ],
    },
    {
      key: 'newStations',
      title: '历年新增充电站',
      kind: 'bar',
      group: 'yearly',
      measures: [{ key: 'newStations', label: '新增充电站', unit: '座' }],
    },
    {
      key: 'byDistrict',
      title: '各区域充电站',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      measures: [{ key: 'stations', label: '充电站', unit: '座' }],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
      map: {
        title: '各区域分布图',
        measures: [
          { key: 'stations', label: '充电站', unit: '座' },
          { key: 'piles', label: '充电桩', unit: '台' },
          { key: 'connectors', label: '充电接口', unit: '个' },
        ],
      },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'over-all-data': typeof route
  }
}
