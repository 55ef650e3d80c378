/**
 * 充电设施统计 (domain.md: stations, piles, connectors by type, power band, district, operator;
 * monthly growth). The period sets the end of the twelve months of growth.
 */
import { facilityStats } from '../../contract/operating-services'
import { defineDashboard } from '../../ui/dashboard/defineDashboard'
import { pilesOfType, stationsOfDistrict, stationsOfOperator } from './drill'

export default defineDashboard({
  call: facilityStats,
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
      drill: stationsOfDistrict,
    },
    {
      key: 'byType',
      title: '充电桩类型分布',
      kind: 'pie',
      group: 'byType',
      measures: [{ key: 'piles', label: '充电桩', unit: '台' }],
      drill: pilesOfType,
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
      drill: stationsOfOperator,
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
})
