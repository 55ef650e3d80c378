/**
 * 数据报文统计 (domain.md: data messages received per operator platform per day, failures,
 * delay). Failure rate = failed ÷ received messages; mean delay = summed delay ÷ messages.
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'elec-charging-message-statistics',
  title: '数据报文统计',
  icon: 'CloudSyncOutlined',
  area: 'operating-services',
  group: 'power-monitoring',
  after: 'elec-charging-facility-statistics',
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '报文失败率=失败报文÷接收报文；平均延时=报文延时之和÷接收报文（按运营商平台每日汇总）',
  charts: [
    {
      key: 'trend',
      title: '每日接收报文与失败率',
      kind: 'bar',
      group: 'trend',
      wide: true,
      nameTitle: '日期',
      measures: [
        { key: 'messages', label: '接收报文', unit: '条' },
        { key: 'failureRate', label: '报文失败率', unit: '%', line: true },
      ],
    },
    {
      key: 'byOperator',
      title: '运营商平台接收报文排名',
      kind: 'rank',
      group: 'byOperator',
      limit: 10,
      nameTitle: '运营商',
      measures: [{ key: 'messages', label: '接收报文', unit: '条' }],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
    {
      key: 'delay',
      title: '每日平均延时',
      kind: 'line',
      group: 'trend',
      nameTitle: '日期',
      measures: [{ key: 'meanDelay', label: '平均延时', unit: '秒' }],
    },
    {
      key: 'platforms',
      title: '运营商平台报文明细',
      kind: 'table',
      group: 'byOperator',
      wide: true,
      nameTitle: '运营商',
      measures: [
        { key: 'messages', label: '接收报文', unit: '条' },
        { key: 'failures', label: '失败报文', unit: '条' },
        { key: 'failureRate', label: '报文失败率', unit: '%' },
        { key: 'meanDelay', label: '平均延时', unit: '秒' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'elec-charging-message-statistics': typeof route
  }
}
