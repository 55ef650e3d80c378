/**
 * What each section of the monthly report draws: the charts and tables over the groups the
 * server sends (server/src/report-statistics/month-far.ts), keyed by section.
 */
import { type ChartSpec, drillLink } from '../../ui/chart/spec'

const STATIONS = '/archives-management/station-archives-management'
/** A district's, an operator's stations. */
const stationsOfDistrict = drillLink({ to: STATIONS, by: 'areaCode' })
const stationsOfOperator = drillLink({ to: STATIONS, by: 'operatorId' })

const energy = { key: 'energy', label: '充电量', unit: 'kWh' }
const orders = { key: 'orders', label: '订单数', unit: '笔' }

export const SECTION_CHARTS: Readonly<Record<string, readonly ChartSpec[]>> = {
  facilities: [
    {
      key: 'growth',
      title: '近12个月新增设施',
      kind: 'bar',
      group: 'growth',
      measures: [
        { key: 'stations', label: '新增充电站', unit: '座' },
        { key: 'piles', label: '新增充电桩', unit: '台' },
      ],
    },
    {
      key: 'byDistrict',
      title: '各区域充电站数量',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      measures: [{ key: 'stations', label: '充电站', unit: '座' }],
      drill: stationsOfDistrict,
    },
  ],
  charging: [
    { key: 'trend', title: '每日充电量', kind: 'line', group: 'trend', measures: [energy] },
    {
      key: 'byDistrict',
      title: '各区域充电量',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      measures: [energy],
      drill: stationsOfDistrict,
    },
  ],
  utilisation: [
    {
      key: 'byDistrict',
      title: '各区域时间利用率',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      measures: [{ key: 'timeUtilisation', label: '时间利用率', unit: '%' }],
      drill: stationsOfDistrict,
    },
    {
      key: 'byOperator',
      title: '运营商利用率（前10）',
      kind: 'table',
      group: 'byOperator',
      nameTitle: '运营商',
      measures: [
        { key: 'timeUtilisation', label: '时间利用率', unit: '%' },
        { key: 'energyUtilisation', label: '电量利用率', unit: '%' },
        energy,
      ],
      drill: stationsOfOperator,
    },
  ],
  alarms: [
    {
      key: 'byType',
      title: '告警类型分布',
      kind: 'pie',
      group: 'byType',
      measures: [{ key: 'alarms', label: '告警数', unit: '条' }],
    },
    {
      key: 'byDistrict',
      title: '各区域告警与修复时长',
      kind: 'table',
      group: 'byDistrict',
      nameTitle: '区域',
      measures: [
        { key: 'alarms', label: '告警数', unit: '条' },
        { key: 'repaired', label: '已处理', unit: '条' },
        { key: 'mttr', label: '平均修复时长', unit: '分钟' },
        { key: 'faultRate', label: '故障率', unit: '%' },
      ],
    },
  ],
  carbon: [
    {
      key: 'byDistrict',
      title: '各区域碳减排量',
      kind: 'rank',
      group: 'byDistrict',
      limit: 16,
      wide: true,
      measures: [{ key: 'carbon', label: '碳减排量', unit: '吨' }],
    },
  ],
  ranking: (
    [
      ['topDistricts', '充电量前5区域', '区域', stationsOfDistrict],
      ['bottomDistricts', '充电量后5区域', '区域', stationsOfDistrict],
      ['topOperators', '充电量前5运营商', '运营商', stationsOfOperator],
      ['bottomOperators', '充电量后5运营商', '运营商', stationsOfOperator],
    ] as const
  ).map(([group, title, nameTitle, drill]) => ({
    key: group,
    title,
    kind: 'table' as const,
    group,
    nameTitle,
    measures: [energy, orders, { key: 'revenue', label: '充电金额', unit: '元' }],
    drill,
  })),
}
