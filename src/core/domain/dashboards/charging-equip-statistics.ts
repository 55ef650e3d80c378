/**
 * 充电设备统计 (domain.md: per-pile statistics for a period): energy, orders, revenue, hours
 * and utilisation per pile (domain.md: Indicators), and by pile type.
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'charging-equip-statistics',
  title: '充电设备统计',
  icon: 'TableOutlined',
  area: 'operating-services',
  group: 'operating-information',
  after: 'charging-station-statistic',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '列表为统计周期内充电量最多的200台充电桩；时间利用率=充电时长÷(接口数×天数×24)',
  charts: [
    {
      key: 'piles',
      title: '充电设备统计明细',
      kind: 'table',
      group: 'piles',
      wide: true,
      nameTitle: '充电站 / 设备编码',
      measures: [
        { key: 'energy', label: '充电量', unit: 'kWh' },
        { key: 'orders', label: '充电次数', unit: '次' },
        { key: 'revenue', label: '充电金额', unit: '元' },
        { key: 'hours', label: '充电时长', unit: '小时' },
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
      ],
      drill: { to: '/archives-management/equipment-archives-management', by: 'equipmentId' },
    },
    {
      key: 'byType',
      title: '各类型充电桩充电量',
      kind: 'pie',
      group: 'byType',
      nameTitle: '设备类型',
      measures: [{ key: 'energy', label: '充电量', unit: 'kWh' }],
      drill: { to: '/archives-management/equipment-archives-management', by: 'equipmentType' },
    },
    {
      key: 'ordersByType',
      title: '各类型充电桩充电次数',
      kind: 'bar',
      group: 'byType',
      nameTitle: '设备类型',
      measures: [{ key: 'orders', label: '充电次数', unit: '次' }],
      drill: { to: '/archives-management/equipment-archives-management', by: 'equipmentType' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'charging-equip-statistics': typeof route
  }
}
