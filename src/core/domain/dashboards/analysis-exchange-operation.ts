/** 换电运营分析 (domain.md: swap stations: swaps, energy, revenue by operator and day). */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'analysis-exchange-operation',
  title: '换电运营分析',
  icon: 'SwapOutlined',
  area: 'operating-services',
  after: 'charging-equip-statistics',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  charts: [
    {
      key: 'trend',
      title: '换电次数与换电电量趋势',
      kind: 'bar',
      group: 'trend',
      wide: true,
      measures: [
        { key: 'swaps', label: '换电次数', unit: '次' },
        { key: 'energy', label: '换电电量', unit: 'kWh', line: true },
      ],
    },
    {
      key: 'byOperator',
      title: '运营商换电次数',
      kind: 'rank',
      group: 'byOperator',
      measures: [{ key: 'swaps', label: '换电次数', unit: '次' }],
      drill: { to: '/archives-management/exchange-station-management', by: 'operatorId' },
    },
    {
      key: 'revenue',
      title: '运营商换电收入',
      kind: 'pie',
      group: 'byOperator',
      measures: [{ key: 'revenue', label: '换电收入', unit: '元' }],
      drill: { to: '/archives-management/exchange-station-management', by: 'operatorId' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'analysis-exchange-operation': typeof route
  }
}
