/**
 * 换电订单档案 (domain.md: Swap order). A time-series list: the last 30 days by default
 * (decisions: Large lists); plates are shown masked (section 9).
 */
import { SWAP_ORDERS } from '../../contract/lists/archives-management/swap-orders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(SWAP_ORDERS)

export default defineListScreen({
  resource: SWAP_ORDERS.resource,
  rowKey: 'orderNo',
  keyword: { placeholder: '流水号、车牌号或VIN' },
  timeWindow: { key: 'startTime', label: SWAP_ORDERS.fields.startTime.label },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    f.col('orderNo', { width: 200, fixed: 'left' }),
    f.col('stationId', { width: 150, search: true }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('licensePlate', { search: true }),
    f.col('vin', { width: 180, search: true }),
    f.col('fleet', { search: true }),
    f.col('startTime'),
    f.col('endTime'),
    f.col('duration'),
    f.col('bay'),
    f.col('outBatteryCode', { width: 230, search: true }),
    f.col('outSoc'),
    f.col('outSoh'),
    f.col('inBatteryCode', { width: 230, search: true }),
    f.col('inSoc'),
    f.col('inSoh'),
    f.col('energy'),
    f.col('fee'),
    f.col('result', { search: true }),
  ],
  detail: { title: (order) => `换电订单 ${order.orderNo}` },
  actions: [action.view(), action.export()],
})
