/**
 * 充电设施统计 (domain.md: stations, piles, connectors by type, power band, district, operator;
 * monthly growth). The period sets the end of the twelve months of growth.
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'elec-charging-facility-statistics',
  title: '充电设施统计',
  icon: 'PieChartOutlined',
  area: 'operating-services',
  group: 'power-monitoring',
  after: null,
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '设施数量为当前建成数，增长趋势为统计周期截止月及之前12个月',
  charts: [
    {
      key: 'byDistrict',
      title: '各区域充电设施',
      kind: 'bar',
      group: 'byDistrict',
      wide: true,
      measures: [
        { key: 'stations', label: '充电站', unit: '座' },
        { key: 'piles', label: '充电桩', unit: '台' },
        { key: 'connectors', label: '充电接口', unit: '个' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
    },
    {
      key: 'byType',
      title: '充电桩类型分布',
      kind: 'pie',
      group: 'byType',
      measures: [{ key: 'piles', label: '充电桩', unit: '台' }],
      drill: { to: '/archives-management/equipment-archives-management', by: 'equipmentType' },
    },
    {
      key: 'byPowerBand',
      title: '充电桩功率段分布',
      kind: 'bar',
      group: 'byPowerBand',
      measures: [{ key: 'piles', label: '充电桩', unit: '台' }],
    },
    {
      key: 'byOperator',
      title: '运营商充电站排名',
      kind: 'rank',
      group: 'byOperator',
      limit: 10,
      measures: [{ key: 'stations', label: '充电站', unit: '座' }],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
    {
      key: 'growth',
      title: '月度新增设施',
      kind: 'bar',
      group: 'growth',
      measures: [
        { key: 'stations', label: '新增充电站', unit: '座' },
        { key: 'piles', label: '新增充电桩', unit: '台', line: true },
      ],
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'elec-charging-facility-statistics': typeof route
  }
}
