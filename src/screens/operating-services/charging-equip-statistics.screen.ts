/**
 * 充电设备统计 (domain.md: per-pile statistics for a period): energy, orders, revenue, hours
 * and utilisation per pile (domain.md: Indicators), and by pile type.
 */
import { equipStatistic } from '../../contract/operating-services'
import { defineDashboard } from '../../ui/dashboard/defineDashboard'
import { pile, pilesOfType } from './drill'
import { CHARGING_TOTALS } from './measures'

export default defineDashboard({
  call: equipStatistic,
  note: '列表为统计周期内充电量最多的200台充电桩；时间利用率=充电时长÷(接口数×天数×24)',
  charts: [
    {
      key: 'piles',
      title: '充电设备统计明细',
      kind: 'table',
      group: 'piles',
      wide: true,
      nameTitle: '充电站 / 设备编码',
      measures: CHARGING_TOTALS,
      drill: pile,
    },
    {
      key: 'byType',
      title: '各类型充电桩充电量',
      kind: 'pie',
      group: 'byType',
      nameTitle: '设备类型',
      measures: [{ key: 'energy', label: '充电量', unit: 'kWh' }],
      drill: pilesOfType,
    },
    {
      key: 'ordersByType',
      title: '各类型充电桩充电次数',
      kind: 'bar',
      group: 'byType',
      nameTitle: '设备类型',
      measures: [{ key: 'orders', label: '充电次数', unit: '次' }],
      drill: pilesOfType,
    },
  ],
})
