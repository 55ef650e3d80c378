/**
 * 数据报文统计 (domain.md: data messages received per operator platform per day, failures,
 * delay). Failure rate = failed ÷ received messages; mean delay = summed delay ÷ messages.
 */
import { messageStats } from '../../contract/operating-services'
import { defineDashboard } from '../../ui/dashboard/defineDashboard'
import { stationsOfOperator } from './drill'

export default defineDashboard({
  call: messageStats,
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
      drill: stationsOfOperator,
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
      drill: stationsOfOperator,
    },
  ],
})
