/** 充电订单档案 (docs/domain.md: Charge order): a time-series list, money in 元, plates masked. */
import { CONFIRM_RESULT, STOP_REASON } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS, STATION_ID, STATION_NAME } from '../shared'

export const ORDERS = describeList({
  resource: 'archives-management/orders',
  title: '充电订单档案',
  key: 'startChargeSeq',
  keyColumns: [
    'startChargeSeq',
    ...STATION_COLUMNS,
    'totalPower',
    'totalElecMoney',
    'totalServiceMoney',
    'totalMoney',
    'confirmResult',
    'startTime',
  ],
  fields: {
    startChargeSeq: { label: '订单编号', filter: 'prefix', sortable: true },
    connectorId: { label: '接口编码', filter: 'eq' },
    equipmentId: { label: '设备编码', filter: 'eq' },
    stationId: STATION_ID,
    stationName: STATION_NAME,
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    startTime: { label: '开始时间', kind: 'time', filter: 'range', sortable: true },
    endTime: { label: '结束时间', kind: 'time' },
    totalPower: { label: '充电量', kind: 'energy', filter: 'range', sortable: true },
    tipPower: { label: '尖电量', kind: 'energy' },
    peakPower: { label: '峰电量', kind: 'energy' },
    flatPower: { label: '平电量', kind: 'energy' },
    valleyPower: { label: '谷电量', kind: 'energy' },
    totalElecMoney: { label: '电费', kind: 'money' },
    totalServiceMoney: { label: '服务费', kind: 'money' },
    totalMoney: { label: '总金额', kind: 'money', filter: 'range', sortable: true },
    stopReason: { label: '停止原因', kind: 'int', filter: 'eq', enum: STOP_REASON },
    vin: { label: 'VIN', filter: 'prefix' },
    licensePlate: { label: '车牌号', kind: 'plate', filter: 'prefix' },
    startSoc: { label: '开始SOC', kind: 'int', unit: '%' },
    endSoc: { label: '结束SOC', kind: 'int', unit: '%' },
    confirmResult: { label: '对账结果', kind: 'int', filter: 'eq', enum: CONFIRM_RESULT },
    // The per-period details (T/CEC ChargeDetails), which the detail answer unpacks.
    chargeDetails: { label: '充电明细' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/orders': typeof ORDERS
  }
}
