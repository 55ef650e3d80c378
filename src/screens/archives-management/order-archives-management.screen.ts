/**
 * 充电订单档案 (domain.md: Charge order). A time-series list: the last 30 days by default
 * (decisions: Large lists); plates are shown masked (section 9).
 */
import { ORDERS } from '../../contract/lists/archives-management/orders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { chargeDetailsField } from './ChargeDetails'

const f = fieldsOf(ORDERS)

export default defineListScreen({
  resource: ORDERS.resource,
  rowKey: 'startChargeSeq',
  keyword: { placeholder: '订单编号、车牌号或VIN' },
  timeWindow: { key: 'startTime', label: ORDERS.fields.startTime.label },
  defaultSort: { field: 'startTime', order: 'desc' },
  columns: [
    f.col('startChargeSeq', { width: 250, fixed: 'left' }),
    f.col('stationId', { width: 130, search: true }),
    f.col('stationName', { width: 220 }),
    f.col('equipmentId', { width: 160, search: true, hideInTable: true }),
    f.col('connectorId', { width: 170, search: true }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('startTime'),
    f.col('endTime'),
    f.col('totalPower'),
    f.col('totalElecMoney'),
    f.col('totalServiceMoney'),
    f.col('totalMoney'),
    f.col('stopReason', { search: true }),
    f.col('licensePlate', { search: true }),
    f.col('vin', { width: 180, search: true }),
    f.col('startSoc'),
    f.col('endSoc'),
    f.col('confirmResult', { search: true }),
  ],
  detailFields: [
    f.col('tipPower'),
    f.col('peakPower'),
    f.col('flatPower'),
    f.col('valleyPower'),
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
