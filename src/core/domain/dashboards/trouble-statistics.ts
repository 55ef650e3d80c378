/**
 * 故障统计 (domain.md: alarms by type, level, code, operator and district; fault rate; mean
 * time to repair). Fault rate = connectors with status 255 ÷ all connectors (domain.md:
 * Indicators), as they stand now; mean time to repair = disposal time − alarm time over the
 * period's alarms handled by staff.
 */
import type { DashboardDescription, DashboardRoute } from '../dashboard-kit'

export const route = {
  page: 'trouble-statistics',
  title: '故障统计',
  icon: 'BarChartOutlined',
  area: 'ops-services',
  after: null,
} as const satisfies DashboardRoute

export const dashboard: DashboardDescription = {
  note: '当前故障率=故障接口数÷接口总数；平均修复时长=处理时间−告警时间（已处理、已确认的告警；无则为—）；告警总数=已处理+已恢复待处理+未恢复且未处理',
  charts: [
    {
      key: 'trend',
      title: '告警趋势',
      kind: 'bar',
      group: 'trend',
      wide: true,
      nameTitle: '时间',
      measures: [
        { key: 'alarms', label: '告警数', unit: '条' },
        { key: 'mttr', label: '平均修复时长', unit: '分钟', line: true },
      ],
    },
    {
      key: 'byType',
      title: '告警类型分布',
      kind: 'pie',
      group: 'byType',
      nameTitle: '告警类型',
      measures: [{ key: 'alarms', label: '告警数', unit: '条' }],
      drill: { to: '/ops-services/trouble-monitor', by: 'alarmType' },
    },
    {
      key: 'byLevel',
      title: '告警等级分布',
      kind: 'pie',
      group: 'byLevel',
      nameTitle: '告警等级',
      measures: [{ key: 'alarms', label: '告警数', unit: '条' }],
      drill: { to: '/ops-services/trouble-monitor', by: 'alarmLevel' },
    },
    {
      key: 'byCode',
      title: '告警代码排名',
      kind: 'rank',
      group: 'byCode',
      nameTitle: '告警代码',
      measures: [{ key: 'alarms', label: '告警数', unit: '条' }],
      drill: { to: '/ops-services/trouble-monitor', by: 'alarmCode' },
    },
    {
      key: 'byOperator',
      title: '运营商告警数排名',
      kind: 'rank',
      group: 'byOperator',
      limit: 10,
      nameTitle: '运营商',
      measures: [{ key: 'alarms', label: '告警数', unit: '条' }],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
    {
      key: 'byDistrict',
      title: '各区域告警数与故障率',
      kind: 'bar',
      group: 'byDistrict',
      wide: true,
      nameTitle: '区域',
      measures: [
        { key: 'alarms', label: '告警数', unit: '条' },
        { key: 'faultRate', label: '当前故障率', unit: '%', line: true },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'areaCode' },
    },
    {
      key: 'operators',
      title: '运营商故障处置明细',
      kind: 'table',
      group: 'byOperator',
      wide: true,
      nameTitle: '运营商',
      measures: [
        { key: 'alarms', label: '告警数', unit: '条' },
        { key: 'open', label: '未恢复', unit: '条' },
        { key: 'repaired', label: '已处理', unit: '条' },
        { key: 'mttr', label: '平均修复时长', unit: '分钟' },
      ],
      drill: { to: '/archives-management/station-archives-management', by: 'operatorId' },
    },
  ],
}

declare module '../dashboard-kit' {
  interface DashboardRegistry {
    'trouble-statistics': typeof route
  }
}
