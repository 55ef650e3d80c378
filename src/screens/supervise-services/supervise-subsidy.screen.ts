/**
 * 补贴发放 (issue 17): applications past publicity (待补贴) and paid (已补贴) with the approved and
 * paid amounts, date and voucher; 登记发放 records a disbursement (not above the approved amount),
 * after which the station shows 已补贴 in the archives.
 */

import { createPayment } from '../../contract/endpoints/supervise-services'
import type { RowOf } from '../../contract/lists/rows'
import { SUBSIDIES } from '../../contract/lists/supervise-services/subsidies'
import { isYuan, yuanMessage } from '../../core/domain/amount'
import { regionName } from '../../core/domain/regions'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'

const f = fieldsOf(SUBSIDIES)

export default defineListScreen<RowOf<typeof SUBSIDIES>>({
  resource: SUBSIDIES.resource,
  rowKey: 'applyId',
  keyword: { placeholder: '申请编号、充电站编号或名称' },
  columns: [
    f.col('applyId', { width: 170, fixed: 'left' }),
    f.col('stationName', { width: 240 }),
    f.col('stationId', { width: 140 }),
    f.col('operatorId', { width: 220 }),
    f.col('areaCode', { search: true, sortable: false, render: (value) => regionName(value as string) }),
    f.col('batchName', { width: 260 }),
    f.col('type', { search: true }),
    f.col('status', { search: true }),
    f.col('amountText', { width: 130 }),
    f.col('paidAmountText', { width: 130 }),
    f.col('payDate', { width: 120 }),
    f.col('voucherNo', { width: 150 }),
    f.col('recorderName', { width: 100 }),
    f.col('updateTime'),
  ],
  filters: [f.filter('operatorId')],
  defaultSort: { field: 'updateTime', order: 'desc' },
  detail: { title: (row) => row.stationName ?? '补贴发放' },
  actions: [
    action.view(),
    action.form(
      'pay',
      '登记发放',
      [
        col.text('amountText', '发放金额(元)', {
          required: true,
          validate: (value) => (isYuan(value) ? undefined : yuanMessage('发放金额')),
        }),
        col.datetime('payDate', '发放日期', {
          required: true,
          dateOnly: true,
          format: 'YYYY-MM-DD',
          placeholder: '请选择发放日期',
        }),
        col.text('voucherNo', '凭证号', { required: true, maxLength: 64 }),
        col.text('remark', '备注', { maxLength: 500, multiline: true }),
      ],
      (body, { data, record }) =>
        data.call(createPayment, {
          body: {
            applyId: String(record?.applyId),
            amount: String(body.amountText),
            payDate: String(body.payDate),
            voucherNo: String(body.voucherNo ?? ''),
            ...(body.remark ? { remark: String(body.remark) } : {}),
          },
        }),
      { permission: 'add', when: (row) => row.status === 'awaiting' },
    ),
    action.export(),
  ],
})
