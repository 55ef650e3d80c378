/**
 * APP订单管理 (issue 20): the charge orders made through the app, with the order archives' data
 * scope and time window (the last 30 days by default, decisions: Large lists).
 */
import { APP_PAY_CHANNEL, APP_PAY_STATUS } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn } from '../archives-management/fields'

export default defineListScreen({
  resource: 'mobile-management/orders',
  rowKey: 'startChargeSeq',
  keyword: { placeholder: '订单编号' },
  timeWindow: { key: 'startTime', label: '开始时间' },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    col.text('startChargeSeq', '订单编号', { width: 250, fixed: 'left', sortable: true }),
    col.number('appUserId', '用户ID', { width: 100, search: true }),
    col.text('stationId', '充电站编号', { width: 130, search: true }),
    col.text('stationName', '充电站名称', { width: 220 }),
    operatorColumn(),
    areaColumn(),
    col.datetime('startTime', '开始时间', { sortable: true }),
    col.datetime('endTime', '结束时间'),
    col.energy('totalPower', '充电量', { sortable: true }),
    col.money('totalMoney', '总金额(元)', { sortable: true }),
    col.enum('payChannel', '支付方式', APP_PAY_CHANNEL, { search: true }),
    col.enum('payStatus', '支付状态', APP_PAY_STATUS, { search: true }),
  ],
  detail: { title: (order) => `APP订单 ${order.startChargeSeq ?? ''}` },
  actions: [action.view(), action.export()],
})
