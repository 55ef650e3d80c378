/**
 * 补贴发放 (issue 17): applications past publicity (待补贴) and paid (已补贴) with the approved and
 * paid amounts, date and voucher; 登记发放 records a disbursement (not above the approved amount),
 * after which the station shows 已补贴 in the archives.
 */
import type { createPayment } from '../../contract/supervise-services'
import { callApi } from '../../core/call'
import { APPLY_STATUS, SUBSIDY_TYPE } from '../../core/domain/enums'
import { regionName } from '../../core/domain/regions'
import { col, filter } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

const STATUSES = APPLY_STATUS.filter((status) => status.value === 'awaiting' || status.value === 'paid')

export default defineListScreen({
  resource: 'supervise-services/subsidies',
  rowKey: 'applyId',
  keyword: { placeholder: '申请编号、充电站ID或名称' },
  columns: [
    col.text('applyId', '申请编号', { width: 170, fixed: 'left', sortable: true }),
    col.text('stationName', '充电站名称', { width: 240 }),
    col.text('stationId', '充电站ID', { width: 140 }),
    col.text('operatorName', '运营商', { width: 220 }),
    col.area('areaCode', '区域', { search: true, render: (value) => regionName(value as string) }),
    col.text('batchName', '补贴批次', { width: 260 }),
    col.enum('type', '补贴类型', SUBSIDY_TYPE, { search: true }),
    col.enum('status', '状态', STATUSES, { search: true }),
    col.text('amountText', '核定金额（元）', { width: 130 }),
    col.text('paidAmountText', '发放金额（元）', { width: 130 }),
    col.text('payDate', '发放日期', { width: 120 }),
    col.text('voucherNo', '凭证号', { width: 150 }),
    col.text('recorderName', '登记人', { width: 100 }),
    col.datetime('updateTime', '更新时间', { sortable: true }),
  ],
  filters: [filter.operator()],
  defaultSort: { field: 'updateTime', order: 'desc' },
  detail: { title: (row) => String(row.stationName ?? '补贴发放') },
  actions: [
    action.view(),
    action.form(
      'pay',
      '登记发放',
      [
        col.text('amountText', '发放金额（元）', {
          required: true,
          validate: (value) =>
            /^\d{1,8}(\.\d{1,2})?$/.test(String(value ?? '').trim())
              ? undefined
              : '发放金额应为不超过两位小数的金额',
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
        callApi<typeof createPayment>(
          data.http,
          { method: 'post', path: '/supervise-services/payments' },
          {
            body: {
              applyId: String(record?.applyId),
              amount: String(body.amountText),
              payDate: String(body.payDate),
              voucherNo: String(body.voucherNo ?? ''),
              ...(body.remark ? { remark: String(body.remark) } : {}),
            },
          },
        ),
      { permission: 'add', when: (row) => row.status === 'awaiting' },
    ),
    action.export(),
  ],
})
