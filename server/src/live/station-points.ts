/**
 * Swap stations as map points (issue 44), with their slots by state, within a data scope:
 * 实时数据's snapshot carries them (the stream's swap events move them). The charging stations'
 * points are calls of their own (station-point-routes.ts).
 */
import { type DataScope, scopeCondition } from '../auth/scope'
import type { Db } from '../db/types'

/** Where a swap station stands on the map. */
const placeOf = (row: {
  stationId: string
  stationName: string
  areaCode: string
  stationLng: unknown
  stationLat: unknown
}) => ({
  stationId: row.stationId,
  stationName: row.stationName,
  areaCode: row.areaCode,
  lng: Number(row.stationLng),
  lat: Number(row.stationLat),
})

/**
 * Every swap station of a scope as a map point with its slots by state (swap_stations keeps the
 * counts equal to its slots), whether it is online and the vehicles waiting, by station id.
 */
export async function swapStationPoints(db: Db, scope: DataScope) {
  const rows = await db
    .selectFrom('swap_stations')
    .select([
      'stationId',
      'stationName',
      'areaCode',
      'stationLng',
      'stationLat',
      'onlineStatus',
      'fullCount',
      'chargingCount',
      'emptyCount',
      'faultCount',
      'queueLength',
    ])
    .where((eb) => scopeCondition(eb, scope, { area: 'areaCode', operator: 'operatorId' }))
    .orderBy('stationId')
    .execute()
  return rows.map((row) => ({
    ...placeOf(row),
    online: Number(row.onlineStatus) === 1,
    full: Number(row.fullCount),
    charging: Number(row.chargingCount),
    empty: Number(row.emptyCount),
    fault: Number(row.faultCount),
    queueLength: Number(row.queueLength),
  }))
}
