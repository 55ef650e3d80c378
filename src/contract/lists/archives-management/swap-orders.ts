/** 换电订单档案 (docs/domain.md: Swap order): a time-series list, plates masked. */
import { SWAP_ORDER_RESULT } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID } from '../shared'

export const SWAP_ORDERS = describeList({
  resource: 'archives-management/swap-orders',
  title: '换电订单档案',
  key: 'orderNo',
  keyColumns: ['orderNo', 'stationName', 'operatorId', 'areaCode', 'energy', 'fee', 'result'],
  fields: {
    orderNo: { label: '换电流水号', filter: 'prefix', sortable: true },
    stationId: { label: '换电站编号', filter: 'eq' },
    stationName: { label: '换电站名称', only: 'lookup' },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    vin: { label: 'VIN', filter: 'prefix' },
    licensePlate: { label: '车牌号', kind: 'plate', filter: 'prefix' },
    fleet: { label: '车队', filter: 'eq' },
    outBatteryCode: { label: '换下电池编码', filter: 'prefix' },
    outSoc: { label: '换下SOC', kind: 'int', unit: '%' },
    outSoh: { label: '换下SOH', kind: 'int', unit: '%' },
    inBatteryCode: { label: '换上电池编码', filter: 'prefix' },
    inSoc: { label: '换上SOC', kind: 'int', unit: '%' },
    inSoh: { label: '换上SOH', kind: 'int', unit: '%' },
    startTime: { label: '开始时间', kind: 'time', filter: 'range', sortable: true },
    endTime: { label: '结束时间', kind: 'time' },
    duration: { label: '换电时长', kind: 'int', unit: '秒', filter: 'range', sortable: true },
    bay: { label: '换电工位', kind: 'int' },
    energy: { label: '电量', kind: 'energy', filter: 'range', sortable: true },
    fee: { label: '费用', kind: 'money', filter: 'range', sortable: true },
    result: { label: '换电结果', kind: 'int', filter: 'eq', enum: SWAP_ORDER_RESULT },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/swap-orders': typeof SWAP_ORDERS
  }
}
