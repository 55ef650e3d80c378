/**
 * The stations as map points (issue 44, decisions: Maps), in two calls of their own instead of
 * every live snapshot: where each station stands (`station-places`: id, name, area, longitude,
 * latitude — rows of arrays, not objects with long keys; answered with an ETag, so a map opened
 * again revalidates and gets 304 instead of the rows), and each station's connectors by live
 * status now (`station-states`: small numbers, read again on opening; the live streams' connector
 * events move them after). Both take the station list's filters and keyword (充电站档案's query),
 * always within the caller's data scope. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall } from './define'

/** The station list's query (its filters and keyword; the server checks the names). */
const stationQuery = z.record(z.string(), z.string())

/** A station's place: [stationId, stationName, areaCode, lng, lat]. */
export const stationPlace = z.tuple([z.string(), z.string(), z.string(), z.number(), z.number()])
/** A station's connectors by live status: [stationId, connectors, charging, fault, offline]. */
export const stationState = z.tuple([z.string(), z.number(), z.number(), z.number(), z.number()])

/** A call of rows of one kind, on the station list's query. */
const rowsCall = <R extends z.ZodType, P extends string>(path: P, summary: string, row: R) =>
  defineCall({ method: 'get', path, summary, query: stationQuery, data: z.object({ rows: z.array(row) }) })

export const stationPlaces = rowsCall(
  '/live/station-places',
  '充电站地图点位（紧凑数组；带 ETag，未变时 304）',
  stationPlace,
)

export const stationStates = rowsCall(
  '/live/station-states',
  '充电站各充电接口实时状态计数（紧凑数组）',
  stationState,
)

/** Every call of the module, keyed for the contract. */
export const MAP_POINTS_CALLS = {
  'mapPoints.stationPlaces': stationPlaces,
  'mapPoints.stationStates': stationStates,
}
