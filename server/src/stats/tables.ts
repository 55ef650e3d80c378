/**
 * Tables of the dashboards (migration 0007): daily aggregates and alarms. Quantities are
 * integers: 0.01 kWh, 分 and seconds (decisions: Money), so sums are exact on both dialects.
 */
import type { Generated } from 'kysely'

/** One station's charge orders of one China-time day. */
export interface StationDailyStatsTable {
  stationId: string
  /** YYYY-MM-DD, China time, of the orders' start. */
  day: string
  operatorId: string
  areaCode: string
  orders: number
  energyCenti: number
  chargeSeconds: number
  revenueFen: number
}

/** One operator's charge orders of one day in one district. */
export interface OperatorDailyStatsTable {
  operatorId: string
  areaCode: string
  day: string
  orders: number
  energyCenti: number
  chargeSeconds: number
  revenueFen: number
}

/** One swap station's swap orders of one day. */
export interface SwapDailyStatsTable {
  stationId: string
  day: string
  operatorId: string
  areaCode: string
  swaps: number
  failures: number
  energyCenti: number
  feeFen: number
  durationSeconds: number
}

/** One pile's charge orders of one China-time day (migration 0008). */
export interface EquipmentDailyStatsTable {
  equipmentId: string
  day: string
  stationId: string
  operatorId: string
  areaCode: string
  orders: number
  energyCenti: number
  chargeSeconds: number
  revenueFen: number
}

/** The data messages one operator platform pushed on one day (migration 0008). */
export interface MessageDailyStatsTable {
  operatorId: string
  day: string
  areaCode: string
  messages: number
  /** Messages refused (malformed, failed signature, out of order). */
  failures: number
  /** Summed delay between a message's time and its arrival, milliseconds. */
  delayMs: number
}

/** Charge measures of the monthly and per-type aggregates (migration 0020). */
interface ChargeMeasures {
  orders: number
  energyCenti: number
  chargeSeconds: number
  revenueFen: number
}

/** One station's daily rows of one month (YYYY-MM), operator and district (migration 0020). */
export interface StationMonthlyStatsTable extends ChargeMeasures {
  stationId: string
  operatorId: string
  areaCode: string
  month: string
}

/** One pile's daily rows of one month, station, operator and district (migration 0020). */
export interface EquipmentMonthlyStatsTable extends ChargeMeasures {
  equipmentId: string
  stationId: string
  operatorId: string
  areaCode: string
  month: string
}

/** One station's daily rows of one year (YYYY), operator and district (migration 0020). */
export interface StationYearlyStatsTable extends ChargeMeasures {
  stationId: string
  operatorId: string
  areaCode: string
  year: string
}

/** One pile's daily rows of one year, station, operator and district (migration 0020). */
export interface EquipmentYearlyStatsTable extends ChargeMeasures {
  equipmentId: string
  stationId: string
  operatorId: string
  areaCode: string
  year: string
}

/** One operator's daily rows of one month in one district (migration 0020). */
export interface OperatorMonthlyStatsTable extends ChargeMeasures {
  month: string
  areaCode: string
  operatorId: string
}

/** One operator's swap daily rows of one month in one district (migration 0020). */
export interface SwapMonthlyStatsTable {
  month: string
  areaCode: string
  operatorId: string
  swaps: number
  failures: number
  energyCenti: number
  feeFen: number
  durationSeconds: number
}

/** The piles' daily rows of one day, district, operator and pile type (migration 0020). */
export interface EquipmentTypeDailyStatsTable extends ChargeMeasures {
  day: string
  areaCode: string
  operatorId: string
  equipmentType: number
}

/** The same per month (migration 0020). */
export interface EquipmentTypeMonthlyStatsTable extends ChargeMeasures {
  month: string
  areaCode: string
  operatorId: string
  equipmentType: number
}

/** An alarm (domain.md: Alarm) and its disposal. */
export interface AlarmsTable {
  id: Generated<number>
  stationId: string
  equipmentId: string
  connectorId: string | null
  operatorId: string
  areaCode: string
  alarmType: number
  alarmLevel: number
  alarmCode: number
  /** ALARM_STATUS: 1 发生, 0 恢复. */
  alarmStatus: number
  alarmTime: string
  recoveryTime: string | null
  /** ALARM_DISPOSAL value. */
  disposal: Generated<string>
  handler: string | null
  result: string | null
  disposeTime: string | null
  confirmer: string | null
  confirmTime: string | null
  version: Generated<number>
  /** disposeTime − alarmTime in milliseconds, kept by a trigger (migration 0054); null until handled. */
  repairMs: Generated<number | null>
}

/** The dashboards' tables. */
export interface StatsDatabase {
  station_daily_stats: StationDailyStatsTable
  operator_daily_stats: OperatorDailyStatsTable
  swap_daily_stats: SwapDailyStatsTable
  alarms: AlarmsTable
  equipment_daily_stats: EquipmentDailyStatsTable
  message_daily_stats: MessageDailyStatsTable
  station_monthly_stats: StationMonthlyStatsTable
  equipment_monthly_stats: EquipmentMonthlyStatsTable
  operator_monthly_stats: OperatorMonthlyStatsTable
  station_yearly_stats: StationYearlyStatsTable
  swap_monthly_stats: SwapMonthlyStatsTable
  equipment_yearly_stats: EquipmentYearlyStatsTable
  equipment_type_daily_stats: EquipmentTypeDailyStatsTable
  equipment_type_monthly_stats: EquipmentTypeMonthlyStatsTable
}

declare module '../db/types' {
  interface Database extends StatsDatabase {}
}
