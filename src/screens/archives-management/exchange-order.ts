/**
 * 换电订单档案 (domain.md: Swap order). A time-series list: the last 30 days by default
 * (decisions: Large lists); plates are shown masked (section 9).
 */
import { SWAP_ORDER_RESULT } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn } from './fields'

export default defineListScreen({
  resource: 'archives-management/swap-orders',
  rowKey: 'orderNo',
  keyword: { placeholder: '流水号、车牌号或VIN' },
  timeWindow: { key: 'startTime', label: '开始时间' },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    col.text('orderNo', '换电流水号', { width: 200, fixed: 'left', sortable: true }),
    col.text('stationId', '换电站编号', { width: 150, search: true }),
    col.text('stationName', '换电站名称', { width: 220 }),
    operatorColumn(),
    areaColumn(),
    col.plate('licensePlate', '车牌号', { search: true }),
    col.text('vin', 'VIN', { width: 180, search: true }),
    col.text('fleet', '车队', { search: true }),
    col.datetime('startTime', '开始时间', { sortable: true }),
    col.datetime('endTime', '结束时间'),
    col.number('duration', '换电时长', { unit: ' 秒', sortable: true }),
    col.number('bay', '换电工位'),
    col.text('outBatteryCode', '换下电池编码', { width: 230, search: true }),
    col.number('outSoc', '换下SOC', { unit: '%' }),
    col.number('outSoh', '换下SOH', { unit: '%' }),
    col.text('inBatteryCode', '换上电池编码', { width: 230, search: true }),
    col.number('inSoc', '换上SOC', { unit: '%' }),
    col.number('inSoh', '换上SOH', { unit: '%' }),
    col.energy('energy', '电量', { sortable: true }),
    col.money('fee', '费用(元)', { sortable: true }),
    col.enum('result', '换电结果', SWAP_ORDER_RESULT, { search: true }),
  ],
  detail: { title: (order) => `换电订单 ${order.orderNo}` },
  actions: [action.view(), action.export()],
})
