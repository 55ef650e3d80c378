/**
 * The stations as map points in calls of their own (issue 44, decisions: Maps; contract:
 * src/contract/map-points.ts). `station-places` answers where the stations stand, as rows of
 * arrays, with an ETag of its body: a map opened again sends If-None-Match (the browser's cache
 * does, `Cache-Control: private, no-cache`) and gets 304 without the rows. `station-states`
 * answers each station's connectors by live status now; the live streams move them after.
 * Both take 充电站档案's filters and keyword (the station list's own query, its names checked by
 * the list engine) and hold the caller's data scope; the maps of 实时数据 and 充电状态监测 call
 * them without a query. A user of any of those three pages may call them. Every map reads the
 * states again on its stream's snapshot and follows the connector events after; the station
 * list's map has a stream of its own for that (connector events, an empty snapshot).
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { sql } from 'kysely'
import { routeOf } from '../../../src/contract/define'
import { stationMapStream } from '../../../src/contract/live'
import { stationPlaces, stationStates } from '../../../src/contract/map-points'
import { CONNECTOR } from '../../../src/core/domain/enums'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import { envelope } from '../http/envelope'
import type { Router } from '../http/router'
import { streamRoute } from '../push/stream'
import { buildRequest, queryContext, RESOURCES } from '../resources'
import { baseQuery } from '../resources/query'

/** The station list whose query the points take. */
const STATIONS_KEY = 'archives-management/stations'
/** The pages whose users see the stations' map. */
const MAP_PAGES = ['station-archives-management', 'real-time-data', 'charging-status', 'over-all-data']
/** The list's paging and order mean nothing to a map. */
const NOT_FILTERS = new Set(['pageNum', 'pageSize', 'sort'])

/** The stations of the caller's scope that the list's query selects, as a where of `stations`. */
function selected(db: Db, principal: Principal, query: Record<string, string>) {
  const def = RESOURCES.get(STATIONS_KEY)
  if (!def) throw new Error(`no resource ${STATIONS_KEY}`)
  const params = Object.fromEntries(Object.entries(query).filter(([name]) => !NOT_FILTERS.has(name)))
  const request = buildRequest(def, params, queryContext(db, principal))
  return baseQuery(db, def, request.where)
}

/** Where each selected station stands: [stationId, stationName, areaCode, lng, lat]. */
export async function placeRows(db: Db, principal: Principal, query: Record<string, string>) {
  const rows = (await selected(db, principal, query)
    .select(['stationId', 'stationName', 'areaCode', 'stationLng', 'stationLat'])
    .orderBy('stationId')
    .execute()) as {
    stationId: string
    stationName: string
    areaCode: string
    stationLng: unknown
    stationLat: unknown
  }[]
  return rows.map(
    (row) =>
      [row.stationId, row.stationName, row.areaCode, Number(row.stationLng), Number(row.stationLat)] as [
        string,
        string,
        string,
        number,
        number,
      ],
  )
}

/** Each selected station's connectors by live status: [stationId, connectors, charging, fault, offline]. */
export async function stateRows(db: Db, principal: Principal, query: Record<string, string>) {
  const ids = selected(db, principal, query).select('stationId')
  const rows = await db
    .selectFrom('connectors')
    .select([
      'stationId',
      sql<number>`count(*)`.as('connectors'),
      sql<number>`sum(case when "status" = ${sql.lit(CONNECTOR.charging)} then 1 else 0 end)`.as('charging'),
      sql<number>`sum(case when "status" = ${sql.lit(CONNECTOR.fault)} then 1 else 0 end)`.as('fault'),
      sql<number>`sum(case when "status" = ${sql.lit(CONNECTOR.offline)} then 1 else 0 end)`.as('offline'),
    ])
    .where('stationId', 'in', ids)
    .groupBy('stationId')
    .orderBy('stationId')
    .execute()
  return rows.map(
    (row) =>
      [
        row.stationId,
        Number(row.connectors),
        Number(row.charging ?? 0),
        Number(row.fault ?? 0),
        Number(row.offline ?? 0),
      ] as [string, number, number, number, number],
  )
}

/** The envelope of `data` with an ETag of its text, or 304 when the caller holds that text. */
function withETag(c: Context, data: unknown): Response {
  const text = JSON.stringify(data)
  const tag = `"${createHash('sha1').update(text).digest('base64url')}"`
  c.header('ETag', tag)
  c.header('Cache-Control', 'private, no-cache')
  if (c.req.header('If-None-Match') === tag) return c.body(null, 304)
  return envelope(c, data)
}

/** Register the station point calls. */
export function stationPointRoutes(router: Router): void {
  const access = { permission: MAP_PAGES.map((page) => `${page}/view`) }
  router.route({
    ...routeOf(stationPlaces),
    tag: 'live',
    access,
    raw: true,
    handler: async ({ c, db, principal, query }) =>
      withETag(c, { rows: await placeRows(db, principal, query) }),
  })
  router.route({
    ...routeOf(stationStates),
    tag: 'live',
    access,
    handler: async ({ db, principal, query }) => ({ rows: await stateRows(db, principal, query) }),
  })
  // The list's map view follows the connector events (the states are read on each snapshot).
  streamRoute(router, stationMapStream, {
    topics: ['connector'],
    snapshot: async () => ({}),
  })
}
