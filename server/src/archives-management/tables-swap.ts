/**
 * Table types of the swap world of the archives (migration 0002-archives, 0015): swap stations,
 * their battery slots, swap orders and batteries; part of `ArchivesDatabase` (./tables.ts).
 */
import type { Generated } from 'kysely'

export interface SwapStationsTable {
  stationId: string
  stationName: string
  namePinyin: string
  nameInitials: string
  operatorId: string
  areaCode: string
  address: string
  stationLng: number
  stationLat: number
  stationTel: string
  stationStatus: number
  generalApplicationType: number
  positionNum: number
  swapFee: string
  vehicleModels: string
  onlineStatus: number
  businessHours: string
  officialRunTime: string
  /** Slot counts by BATTERY_SLOT_STATE, kept equal to swap_station_slots. */
  fullCount: number
  chargingCount: number
  emptyCount: number
  faultCount: number
  /** Vehicles waiting to swap now (the simulator moves it). */
  queueLength: Generated<number>
  createTime: string
}

export interface SwapStationSlotsTable {
  stationId: string
  slotNo: number
  /** BATTERY_SLOT_STATE. */
  state: string
  batteryCode: string | null
  soc: number | null
}

export interface SwapOrdersTable {
  orderNo: string
  stationId: string
  operatorId: string
  areaCode: string
  vin: string
  licensePlate: string
  fleet: string
  outBatteryCode: string
  outSoc: number
  outSoh: number
  inBatteryCode: string
  inSoc: number
  inSoh: number
  startTime: string
  endTime: string
  duration: number
  bay: number
  energy: number
  fee: number
  /** SWAP_ORDER_RESULT. */
  result: number
  /** The vehicle's model ('' for orders recorded before it was kept). */
  vehicleModel: Generated<string>
}

export interface BatteriesTable {
  batteryCode: string
  bmsCode: string
  model: string
  operatorId: string
  areaCode: string
  ratedCapacity: number
  ratedVoltage: number
  soh: number
  /** BATTERY_ASSESSMENT. */
  assessment: string
  cycleCount: number
  /** BATTERY_LOCATION. */
  locationType: string
  locationStationId: string | null
  locationVin: string | null
  productionDate: string
}
