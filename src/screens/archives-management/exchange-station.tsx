/** 换电站档案 (domain.md: Swap station): swap stations with slot states and recent swaps. */
import {
  BATTERY_SLOT_STATE,
  GENERAL_APPLICATION_TYPE,
  labelOf,
  ONLINE_STATUS,
  STATION_STATUS,
  SWAP_ORDER_RESULT,
} from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn, rangeFilter } from './fields'
import { SlotStates } from './SlotStates'

export default defineListScreen({
  resource: 'archives-management/swap-stations',
  rowKey: 'stationId',
  keyword: { placeholder: '换电站编号、名称或拼音' },
  columns: [
    col.text('stationId', '换电站编号', { width: 150, fixed: 'left', sortable: true }),
    col.text('stationName', '换电站名称', { width: 220, sortable: true }),
    operatorColumn(),
    areaColumn(),
    col.text('address', '地址', { width: 240, search: true }),
    col.enum('stationStatus', '站点状态', STATION_STATUS, { search: true }),
    col.enum('onlineStatus', '在线状态', ONLINE_STATUS, { search: true }),
    col.enum('generalApplicationType', '通用类型', GENERAL_APPLICATION_TYPE, { search: true }),
    col.number('positionNum', '仓位数量', { sortable: true }),
    col.number('fullCount', labelOf(BATTERY_SLOT_STATE, 'full'), { sortable: true }),
    col.number('chargingCount', labelOf(BATTERY_SLOT_STATE, 'charging'), { sortable: true }),
    col.number('emptyCount', labelOf(BATTERY_SLOT_STATE, 'empty'), { sortable: true }),
    col.number('faultCount', labelOf(BATTERY_SLOT_STATE, 'fault'), { sortable: true }),
    col.text('vehicleModels', '适配车型', { width: 220, search: true }),
    col.text('swapFee', '换电费用', { width: 160 }),
    col.datetime('officialRunTime', '投运时间', { sortable: true }),
  ],
  filters: [rangeFilter('officialRunTime', '投运时间')],
  detailFields: [
    col.text('stationTel', '站点电话'),
    col.text('businessHours', '营业时间'),
    col.text('stationLng', '经度'),
    col.text('stationLat', '纬度'),
    col.text('slots', '电池仓位', { render: (value) => <SlotStates slots={value} /> }),
  ],
  detail: {
    title: (station) => String(station.stationName ?? '换电站'),
    related: [
      {
        title: '换电订单（近30天）',
        resource: 'archives-management/swap-orders',
        rowKey: 'orderNo',
        filter: (station) => ({ stationId: station.stationId as string }),
        columns: [
          col.text('orderNo', '换电流水号'),
          col.datetime('startTime', '开始时间'),
          col.number('duration', '换电时长', { unit: ' 秒' }),
          col.plate('licensePlate', '车牌号'),
          col.text('outBatteryCode', '换下电池'),
          col.text('inBatteryCode', '换上电池'),
          col.enum('result', '换电结果', SWAP_ORDER_RESULT),
        ],
      },
    ],
  },
  actions: [action.view(), action.export()],
})
