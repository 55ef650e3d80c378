/** 电池档案 (domain.md: Battery): battery packs with their assessment, location and swap history. */
import { BATTERY_ASSESSMENT, BATTERY_LOCATION, SWAP_ORDER_RESULT } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn, rangeFilter } from './fields'

export default defineListScreen({
  resource: 'archives-management/batteries',
  rowKey: 'batteryCode',
  keyword: { placeholder: '电池包编码或BMS编码' },
  columns: [
    col.text('batteryCode', '电池包编码', { width: 230, fixed: 'left', sortable: true }),
    col.text('bmsCode', 'BMS编码', { width: 170 }),
    col.text('model', '型号', { search: true }),
    operatorColumn(),
    areaColumn(),
    col.number('ratedCapacity', '额定容量', { unit: ' kWh', sortable: true }),
    col.number('ratedVoltage', '额定电压', { unit: ' V' }),
    col.number('soh', 'SOH', { unit: '%', sortable: true }),
    col.enum('assessment', '评估', BATTERY_ASSESSMENT, { search: true }),
    col.number('cycleCount', '循环次数', { sortable: true }),
    col.enum('locationType', '当前位置', BATTERY_LOCATION, { search: true }),
    col.text('locationStationName', '所在换电站', { width: 200 }),
    col.text('locationVin', '所在车辆VIN', { width: 180, search: true }),
    col.datetime('productionDate', '生产日期', { format: 'YYYY-MM-DD', sortable: true }),
  ],
  filters: [rangeFilter('productionDate', '生产日期')],
  detail: {
    title: (battery) => `电池 ${battery.batteryCode}`,
    related: [
      {
        title: '换电记录（换下，近30天）',
        resource: 'archives-management/swap-orders',
        rowKey: 'orderNo',
        filter: (battery) => ({ outBatteryCode: battery.batteryCode as string }),
        columns: [
          col.text('orderNo', '换电流水号'),
          col.text('stationName', '换电站'),
          col.datetime('startTime', '开始时间'),
          col.number('outSoc', 'SOC', { unit: '%' }),
          col.plate('licensePlate', '车牌号'),
          col.enum('result', '换电结果', SWAP_ORDER_RESULT),
        ],
      },
      {
        title: '换电记录（换上，近30天）',
        resource: 'archives-management/swap-orders',
        rowKey: 'orderNo',
        filter: (battery) => ({ inBatteryCode: battery.batteryCode as string }),
        columns: [
          col.text('orderNo', '换电流水号'),
          col.text('stationName', '换电站'),
          col.datetime('startTime', '开始时间'),
          col.number('inSoc', 'SOC', { unit: '%' }),
          col.plate('licensePlate', '车牌号'),
          col.enum('result', '换电结果', SWAP_ORDER_RESULT),
        ],
      },
    ],
  },
  actions: [action.view(), action.export()],
})
