/**
 * 换电行为分析 (domain.md: swap duration, failure rate, swaps by hour and vehicle model): each
 * swap order records its vehicle's model (migration 0015).
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'analysis-of-battery-replacement',
  title: '换电行为分析',
  icon: 'FieldTimeOutlined',
  area: 'operating-services',
  after: 'analysis-exchange-operation',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '换电失败率=失败换电次数÷换电次数；车型为换电订单记录的车辆车型',
  charts: [
    {
      key: 'byHour',
      title: '各时段换电次数与平均时长',
      kind: 'bar',
      group: 'byHour',
      wide: true,
      nameTitle: '时段',
      measures: [
        { key: 'swaps', label: '换电次数', unit: '次' },
        { key: 'meanDuration', label: '平均换电时长', unit: '分钟', line: true },
      ],
    },
    {
      key: 'byDuration',
      title: '换电时长分布',
      kind: 'pie',
      group: 'byDuration',
      nameTitle: '换电时长',
      measures: [{ key: 'swaps', label: '换电次数', unit: '次' }],
    },
    {
      key: 'byModel',
      title: '各车型换电次数与失败率',
      kind: 'bar',
      group: 'byModel',
      nameTitle: '车型',
      measures: [
        { key: 'swaps', label: '换电次数', unit: '次' },
        { key: 'failureRate', label: '换电失败率', unit: '%', line: true },
      ],
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'analysis-of-battery-replacement': typeof route
  }
}
