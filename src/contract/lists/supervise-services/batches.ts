/**
 * 补贴批次 (issue 17): rates and caps are integer 分 (`rate`, …) and the same as 元 text
 * (`rateText`, …), which the console shows and the export writes (docs/decisions.md: Money).
 */
import { SUBSIDY_TYPE } from '../../../core/domain/enums'
import { SUBSIDY_BATCH_STATUS } from '../../../core/domain/enums-supervise'
import { describeList } from '../describe'
import { AREA_CODE } from '../shared'

export const BATCHES = describeList({
  resource: 'supervise-services/batches',
  title: '补贴批次',
  key: 'id',
  keyColumns: [
    'id',
    'batchName',
    'year',
    'rateText',
    'stationCapText',
    'operatorCapText',
    'areaCode',
    'applyDeadline',
    'status',
    'remark',
  ],
  fields: {
    id: { label: '批次ID', kind: 'int', sortable: true },
    batchName: { label: '批次名称' },
    year: { label: '年度', kind: 'int', filter: 'eq', sortable: true },
    type: { label: '补贴类型', filter: 'eq', enum: SUBSIDY_TYPE },
    rate: { label: '补贴标准', kind: 'int', unit: '分' },
    rateText: { label: '补贴标准', kind: 'money' },
    stationCap: { label: '单站上限', kind: 'int', unit: '分' },
    stationCapText: { label: '单站上限', kind: 'money' },
    operatorCap: { label: '运营商上限', kind: 'int', unit: '分' },
    operatorCapText: { label: '运营商上限', kind: 'money' },
    periodStart: { label: '统计开始日期' },
    periodEnd: { label: '统计结束日期' },
    applyDeadline: { label: '申报截止日期', sortable: true },
    areaCode: AREA_CODE,
    status: { label: '状态', kind: 'int', filter: 'eq', enum: SUBSIDY_BATCH_STATUS },
    remark: { label: '备注' },
    creatorName: { label: '创建人' },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/batches': typeof BATCHES
  }
}
