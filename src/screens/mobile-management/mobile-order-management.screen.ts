/**
 * APP订单管理 (issue 20): the charge orders made through the app, with the order archives' data
 * scope and time window (the last 30 days by default, decisions: Large lists).
 */
import { APP_ORDERS } from '../../contract/lists/mobile-management/orders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(APP_ORDERS)

export default defineListScreen({
  resource: APP_ORDERS.resource,
  rowKey: 'startChargeSeq',
  keyword: { placeholder: '订单编号' },
  timeWindow: { key: 'startTime', label: '开始时间' },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    f.col('startChargeSeq', { width: 250, fixed: 'left' }),
    f.col('appUserId', { width: 100, search: true }),
    f.col('stationId', { width: 130, search: true }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('startTime'),
    f.col('endTime'),
    f.col('totalPower'),
    f.col('totalMoney'),
    f.col('payChannel', { search: true }),
    f.col('payStatus', { search: true }),
  ],
  detail: { title: (order) => `APP订单 ${order.startChargeSeq ?? ''}` },
  actions: [action.view(), action.export()],
})
