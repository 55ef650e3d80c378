/**
 * The own fields of a subsidy application as the console shows them: the applicant's contact
 * (editable while the flow allows it) and what the server computed (batch, station, basis, rate,
 * cap, amount), never typed by the applicant. The server checks the same rules
 * (subsidyFields in src/contract/supervise-services.ts).
 */
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'

const computed = (key: string, label: string): Field => col.text(key, label, { hideInForm: true })

/** 补贴申请. */
export const SUBSIDY_FIELDS: readonly Field[] = [
  computed('batchName', '补贴批次'),
  computed('stationId', '充电站编号'),
  computed('stationName', '充电站名称'),
  computed('basis', '补贴基数（平台数据）'),
  computed('rate', '补贴标准'),
  computed('rawAmount', '按标准计算金额'),
  computed('capApplied', '上限'),
  computed('amount', '核定补贴金额'),
  col.text('contactPerson', '联系人', { required: true, maxLength: 32 }),
  col.text('contactTel', '联系电话', { required: true, check: 'mobile' }),
  col.text('remark', '备注', { maxLength: 500, multiline: true }),
]
