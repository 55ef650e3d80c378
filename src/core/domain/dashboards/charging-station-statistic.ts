/**
 * 充电站统计 (domain.md: per-station energy, orders, revenue, utilisation for a period). Time
 * utilisation = Σ charging hours ÷ (connectors × days × 24); energy utilisation = Σ kWh ÷
 * (rated kW × days × 24) (domain.md: Indicators).
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'charging-station-statistic',
  title: '充电站统计',
  icon: 'TableOutlined',
  area: 'operating-services',
  group: 'operating-information',
  after: 'charging-devices',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '列表为统计周期内充电量最多的200座充电站；时间利用率=充电时长÷(接口数×天数×24)',
  charts: [
    {
      key: 'stations',
      title: '充电站统计明细',
      kind: 'table',
      group: 'stations',
      wide: true,
      nameTitle: '充电站',
      measures: [
        { key: 'energy', label: '充电量', unit: 'kWh' },
        { key: 'orders', label: '充电次数', unit: '次' },
        { key: 'revenue', label: '充电金额', unit: '元' },
        { key: 'hours', label: '充电时长', unit: '小时' },
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'stationId' },
    },
    {
      key: 'energy',
      title: '充电站充电量排名（前10）',
      kind: 'rank',
      group: 'stations',
      limit: 10,
      nameTitle: '充电站',
      measures: [{ key: 'energy', label: '充电量', unit: 'kWh' }],
      drill: { to: '/archives-management/station-archives-management', by: 'stationId' },
    },
    {
      key: 'utilisation',
      title: '充电量前10站利用率',
      kind: 'rank',
      group: 'stations',
      limit: 10,
      nameTitle: '充电站',
      measures: [
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'stationId' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'charging-station-statistic': typeof route
  }
}
