/**
 * 设施利用率 (domain.md: time and energy utilisation by district, operator, station; ranking).
 * Time utilisation = Σ charging hours ÷ (connectors × days × 24); energy utilisation = Σ kWh ÷
 * (Σ rated kW × days × 24) (domain.md: Indicators).
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'charging-facility-utilization',
  title: '设施利用率',
  icon: 'FundOutlined',
  area: 'operating-services',
  group: 'operating-information',
  after: 'charging-status',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '时间利用率=充电时长÷(接口数×天数×24)；电量利用率=充电量÷(额定功率×天数×24)',
  charts: [
    {
      key: 'trend',
      title: '充电量与电量利用率趋势',
      kind: 'bar',
      group: 'trend',
      wide: true,
      measures: [
        { key: 'energy', label: '充电量', unit: 'kWh' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%', line: true },
      ],
    },
    {
      key: 'byDistrict',
      title: '各区域利用率',
      kind: 'bar',
      group: 'byDistrict',
      measures: [
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
    },
    {
      key: 'byOperator',
      title: '运营商利用率排名',
      kind: 'rank',
      group: 'byOperator',
      limit: 10,
      measures: [
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
    {
      key: 'stationRanking',
      title: '充电站充电量排名（前20）',
      kind: 'rank',
      group: 'stationRanking',
      wide: true,
      measures: [{ key: 'energy', label: '充电量', unit: 'kWh' }],
      drill: { to: '/archives-management/station-archives-management', by: 'stationId' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'charging-facility-utilization': typeof route
  }
}
