/**
 * 补贴发放 (issue 17): applications past publicity (待补贴) and paid (已补贴) with their
 * disbursement; amounts are integer 分 (`amount`, `paidAmount`) and the same as 元 text, which
 * the console shows and the export writes (docs/decisions.md: Money).
 */
import { APPLY_STATUS, SUBSIDY_TYPE } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID } from '../shared'

export const SUBSIDIES = describeList({
  resource: 'supervise-services/subsidies',
  title: '补贴发放',
  key: 'applyId',
  // What is paid to whom: the application, its station and operator, 状态 and the amounts (issue
  // 42 item 15: 发放金额 was out of view even at 1920 px); batch, type, voucher and clerk are secondary.
  keyColumns: [
    'applyId',
    'stationName',
    'operatorId',
    'status',
    'amount',
    'amountText',
    'paidAmount',
    'paidAmountText',
    'payDate',
  ],
  fields: {
    applyId: { label: '申请编号', filter: 'prefix', sortable: true },
    stationId: { label: '充电站编号', filter: 'prefix' },
    stationName: { label: '充电站名称' },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    batchName: { label: '补贴批次' },
    type: { label: '补贴类型', filter: 'eq', enum: SUBSIDY_TYPE },
    status: {
      label: '状态',
      filter: 'eq',
      enum: APPLY_STATUS.filter((status) => status.value === 'awaiting' || status.value === 'paid'),
    },
    amount: { label: '核定金额', kind: 'int', unit: '分' },
    amountText: { label: '核定金额', kind: 'money' },
    paidAmount: { label: '发放金额', kind: 'int', unit: '分' },
    paidAmountText: { label: '发放金额', kind: 'money' },
    payDate: { label: '发放日期' },
    voucherNo: { label: '凭证号' },
    recorderName: { label: '登记人' },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/subsidies': typeof SUBSIDIES
  }
}
