/**
 * Indexes of the archives schema (migration 0002-archives): one for every filter the archive
 * lists use (decisions: Large lists). Kept apart so the large seed can drop and rebuild the
 * charge-order indexes around its bulk load.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** An index: name, table, columns. */
export type IndexSpec = readonly [name: string, table: string, columns: readonly string[]]

/**
 * Indexes whose leading column only filters (a station, an area, an operator) before the time
 * range. SQLite may plan a skip-scan over them for a bare time window when ANALYZE statistics
 * describe them, which then sorts the whole window: the seed keeps statistics for the window
 * and keyword indexes only (archives-management/seed/index.ts).
 */
export const FILTER_TIME_INDEXES: readonly string[] = [
  'charge_orders_area_time',
  'charge_orders_operator_time',
  'charge_orders_station_time',
  'charge_orders_connector_time',
  'swap_orders_area_time',
  'swap_orders_operator_time',
  'swap_orders_station_time',
  'swap_orders_out_battery',
  'swap_orders_in_battery',
]

/**
 * Indexes of the charge orders. Exported so the large seed can drop them before the bulk load
 * and build them afterwards (much faster than maintaining eight B-trees row by row).
 * `(startTime, areaCode, operatorId, stopReason, confirmResult)` covers the default 30-day
 * window with the data scope and the two enumeration filters of the order list, so counting a
 * window never reads the table (migration 0003 brought the last two columns to existing data).
 */
export const ORDER_INDEXES: readonly IndexSpec[] = [
  [
    'charge_orders_window',
    'charge_orders',
    ['startTime', 'areaCode', 'operatorId', 'stopReason', 'confirmResult'],
  ],
  ['charge_orders_area_time', 'charge_orders', ['areaCode', 'startTime']],
  ['charge_orders_operator_time', 'charge_orders', ['operatorId', 'startTime', 'areaCode']],
  ['charge_orders_station_time', 'charge_orders', ['stationId', 'startTime']],
  ['charge_orders_connector_time', 'charge_orders', ['connectorId', 'startTime']],
  ['charge_orders_plate', 'charge_orders', ['licensePlate', 'startTime']],
  ['charge_orders_vin', 'charge_orders', ['vin', 'startTime']],
]

export const OTHER_INDEXES: readonly IndexSpec[] = [
  ['stations_area', 'stations', ['areaCode']],
  ['stations_operator', 'stations', ['operatorId']],
  ['stations_name', 'stations', ['stationName']],
  ['stations_pinyin', 'stations', ['namePinyin']],
  ['stations_initials', 'stations', ['nameInitials']],
  ['stations_status', 'stations', ['stationStatus']],
  ['stations_type', 'stations', ['stationType']],
  ['stations_urban_rural', 'stations', ['urbanRuralCode']],
  ['stations_rural_tag', 'stations', ['ruralTagStatus']],
  ['equipment_station', 'equipment', ['stationId']],
  ['equipment_area', 'equipment', ['areaCode', 'equipmentId']],
  ['equipment_operator', 'equipment', ['operatorId']],
  ['equipment_status', 'equipment', ['equipmentStatus']],
  ['equipment_last_order', 'equipment', ['lastOrderTime']],
  ['connectors_equipment', 'connectors', ['equipmentId']],
  ['connectors_station', 'connectors', ['stationId']],
  ['connectors_area', 'connectors', ['areaCode', 'connectorId']],
  ['connectors_operator', 'connectors', ['operatorId']],
  ['connectors_status', 'connectors', ['status']],
  ['platform_operators_operator', 'platform_operators', ['operatorId']],
  ['swap_stations_area', 'swap_stations', ['areaCode']],
  ['swap_stations_operator', 'swap_stations', ['operatorId']],
  ['swap_stations_pinyin', 'swap_stations', ['namePinyin']],
  ['swap_stations_initials', 'swap_stations', ['nameInitials']],
  ['swap_orders_window', 'swap_orders', ['startTime', 'areaCode', 'operatorId']],
  ['swap_orders_station_time', 'swap_orders', ['stationId', 'startTime']],
  ['swap_orders_out_battery', 'swap_orders', ['outBatteryCode', 'startTime']],
  ['swap_orders_in_battery', 'swap_orders', ['inBatteryCode', 'startTime']],
  ['swap_orders_area_time', 'swap_orders', ['areaCode', 'startTime']],
  ['swap_orders_operator_time', 'swap_orders', ['operatorId', 'startTime', 'areaCode']],
  ['swap_orders_plate', 'swap_orders', ['licensePlate', 'startTime']],
  ['swap_orders_vin', 'swap_orders', ['vin', 'startTime']],
  ['batteries_area', 'batteries', ['areaCode']],
  ['batteries_operator', 'batteries', ['operatorId']],
  ['batteries_station', 'batteries', ['locationStationId']],
  ['station_assessments_station', 'station_assessments', ['stationId', 'year']],
  ['station_assessments_area', 'station_assessments', ['areaCode']],
  ['station_assessments_year', 'station_assessments', ['year', 'score']],
  ['archive_files_time', 'archive_files', ['uploadTime']],
]

/** Create the given indexes. */
export async function createIndexes(db: AnyDb, specs: readonly IndexSpec[]): Promise<void> {
  for (const [name, table, columns] of specs) {
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on(table)
      .columns([...columns])
      .execute()
  }
}

/** Drop the given indexes (if present). */
export async function dropIndexes(db: AnyDb, specs: readonly IndexSpec[]): Promise<void> {
  for (const [name] of specs) await db.schema.dropIndex(name).ifExists().execute()
}
