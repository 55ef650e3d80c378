/**
 * 充电订单档案 (domain.md: Charge order). A time-series list: the last 30 days by default
 * (decisions: Large lists); plates are shown masked (section 9).
 */
import { CONFIRM_RESULT, STOP_REASON } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { chargeDetailsField } from './ChargeDetails'
import { areaColumn, operatorColumn } from './fields'

export default defineListScreen({
  resource: 'archives-management/orders',
  rowKey: 'startChargeSeq',
  keyword: { placeholder: '订单编号、车牌号或VIN' },
  timeWindow: { key: 'startTime', label: '开始时间' },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    col.text('startChargeSeq', '订单编号', { width: 250, fixed: 'left', sortable: true }),
    col.text('stationId', '充电站编号', { width: 130, search: true }),
    col.text('stationName', '充电站名称', { width: 220 }),
    col.text('equipmentId', '设备编码', { width: 160, search: true, hideInTable: true }),
    col.text('connectorId', '接口编码', { width: 170, search: true }),
    operatorColumn(),
    areaColumn(),
    col.datetime('startTime', '开始时间', { sortable: true }),
    col.datetime('endTime', '结束时间'),
    col.energy('totalPower', '充电量', { sortable: true }),
    col.money('totalElecMoney', '电费(元)'),
    col.money('totalServiceMoney', '服务费(元)'),
    col.money('totalMoney', '总金额(元)', { sortable: true }),
    col.enum('stopReason', '停止原因', STOP_REASON, { search: true }),
    col.plate('licensePlate', '车牌号', { search: true }),
    col.text('vin', 'VIN', { width: 180, search: true }),
    col.number('startSoc', '开始SOC', { unit: '%' }),
    col.number('endSoc', '结束SOC', { unit: '%' }),
    col.enum('confirmResult', '对账结果', CONFIRM_RESULT, { search: true }),
  ],
  detailFields: [
    col.energy('tipPower', '尖电量'),
    col.energy('peakPower', '峰电量'),
    col.energy('flatPower', '平电量'),
    col.energy('valleyPower', '谷电量'),
    chargeDetailsField,
  ],
  detail: {
    title: (order) => `充电订单 ${order.startChargeSeq}`,
    sections: [
      {
        title: '订单信息',
        fields: [
          'startChargeSeq',
          'stationName',
          'stationId',
          'equipmentId',
          'connectorId',
          'operatorId',
          'areaCode',
          'startTime',
          'endTime',
          'stopReason',
          'confirmResult',
        ],
      },
      { title: '车辆', fields: ['licensePlate', 'vin', 'startSoc', 'endSoc'] },
      {
        title: '电量与费用',
        fields: [
          'totalPower',
          'tipPower',
          'peakPower',
          'flatPower',
          'valleyPower',
          'totalElecMoney',
          'totalServiceMoney',
          'totalMoney',
        ],
      },
      { title: '充电明细', fields: ['chargeDetails'] },
    ],
  },
  actions: [action.view(), action.export()],
})
