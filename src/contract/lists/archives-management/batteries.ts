/** 电池档案 (docs/domain.md: Battery): packs with their assessment and location. */
import { BATTERY_ASSESSMENT, BATTERY_LOCATION } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID } from '../shared'

export const BATTERIES = describeList({
  resource: 'archives-management/batteries',
  title: '电池档案',
  key: 'batteryCode',
  // A battery's health (SOH) and its assessment.
  keyColumns: ['batteryCode', 'operatorId', 'areaCode', 'soh', 'assessment'],
  fields: {
    batteryCode: { label: '电池包编码', filter: 'prefix', sortable: true },
    bmsCode: { label: 'BMS编码', filter: 'prefix' },
    model: { label: '型号', filter: 'eq' },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    ratedCapacity: { label: '额定容量', kind: 'number', unit: 'kWh', sortable: true },
    ratedVoltage: { label: '额定电压', kind: 'number', unit: 'V' },
    soh: { label: 'SOH', kind: 'int', unit: '%', filter: 'range', sortable: true },
    assessment: { label: '评估', filter: 'eq', enum: BATTERY_ASSESSMENT },
    cycleCount: { label: '循环次数', kind: 'int', filter: 'range', sortable: true },
    locationType: { label: '当前位置', filter: 'eq', enum: BATTERY_LOCATION },
    // The swap station a pack is in: its id, and its name looked up by the id.
    locationStationId: { label: '所在换电站编号', filter: 'eq' },
    locationStationName: { label: '所在换电站', only: 'lookup' },
    locationVin: { label: '所在车辆VIN', filter: 'prefix' },
    productionDate: { label: '生产日期', kind: 'time', filter: 'range', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/batteries': typeof BATTERIES
  }
}
