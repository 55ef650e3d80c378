/** 换电站档案 (docs/domain.md: Swap station): swap stations with their slot counts. */
import {
  BATTERY_SLOT_STATE,
  GENERAL_APPLICATION_TYPE,
  labelOf,
  ONLINE_STATUS,
  STATION_STATUS,
} from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS } from '../shared'

export const SWAP_STATIONS = describeList({
  resource: 'archives-management/swap-stations',
  title: '换电站档案',
  key: 'stationId',
  keyColumns: [...STATION_COLUMNS, 'address', 'stationStatus', 'onlineStatus', 'chargingCount', 'faultCount'],
  fields: {
    stationId: { label: '换电站编号', filter: 'prefix', sortable: true },
    stationName: { label: '换电站名称', sortable: true },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    address: { label: '地址', filter: 'contains' },
    stationLng: { label: '经度', kind: 'number' },
    stationLat: { label: '纬度', kind: 'number' },
    stationTel: { label: '站点电话' },
    stationStatus: { label: '站点状态', kind: 'int', filter: 'eq', enum: STATION_STATUS },
    generalApplicationType: {
      label: '通用类型',
      kind: 'int',
      filter: 'eq',
      enum: GENERAL_APPLICATION_TYPE,
    },
    positionNum: { label: '仓位数量', kind: 'int', filter: 'range', sortable: true },
    swapFee: { label: '换电费用' },
    vehicleModels: { label: '适配车型', filter: 'contains' },
    onlineStatus: { label: '在线状态', kind: 'int', filter: 'eq', enum: ONLINE_STATUS },
    businessHours: { label: '营业时间' },
    officialRunTime: { label: '投运时间', kind: 'time', filter: 'range', sortable: true },
    // Slots by state, labelled as the slot states are.
    fullCount: { label: labelOf(BATTERY_SLOT_STATE, 'full'), kind: 'int', sortable: true },
    chargingCount: { label: labelOf(BATTERY_SLOT_STATE, 'charging'), kind: 'int', sortable: true },
    emptyCount: { label: labelOf(BATTERY_SLOT_STATE, 'empty'), kind: 'int', sortable: true },
    faultCount: { label: labelOf(BATTERY_SLOT_STATE, 'fault'), kind: 'int', sortable: true },
    slots: { label: '电池仓位', only: 'detail' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/swap-stations': typeof SWAP_STATIONS
  }
}
