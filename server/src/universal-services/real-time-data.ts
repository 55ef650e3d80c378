/**
 * universal-services real-time-data's stream (api.md: Live data): headline numbers, stations by
 * district (with today's orders and energy), the swap stations as map points and operators' data
 * access today, limited to the caller's data scope (push/stream.ts). The charging stations' points
 * are read apart (GET /live/station-places and /live/station-states: issue 44).
 */
import { sql } from 'kysely'
import { realTimeDataStream } from '../../../src/contract/live'
import { CONNECTOR } from '../../../src/core/domain/enums'
import { type DataScope, inScope, scopeCondition } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { connectorSummary } from '../live/connector-summary'
import { swapStationPoints } from '../live/station-points'
import { streamRoute } from '../push/stream'
import { chinaDay } from '../stats/days'

/** real-time-data's whole state within a scope. */
async function realTimeData(db: Db, scope: DataScope, now = clockNow()) {
  const day = chinaDay(now)
  const count = async (table: 'stations' | 'swap_stations' | 'equipment') => {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(inScope(scope))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const [
    stations,
    swapStationCount,
    piles,
    connectors,
    today,
    districts,
    swapDistricts,
    districtsToday,
    operators,
    swapPoints,
  ] = await Promise.all([
    count('stations'),
    count('swap_stations'),
    count('equipment'),
    connectorSummary(db, scope),
    db
      .selectFrom('station_daily_stats')
      .select([sql<number>`sum("orders")`.as('orders'), sql<number>`sum("energyCenti")`.as('energy')])
      .where('day', '=', day)
      .where(inScope(scope))
      .executeTakeFirst(),
    db
      .selectFrom('stations')
      .select(['areaCode', sql<number>`count(*)`.as('n')])
      .where(inScope(scope))
      .groupBy('areaCode')
      .execute(),
    db
      .selectFrom('swap_stations')
      .select(['areaCode', sql<number>`count(*)`.as('n')])
      .where(inScope(scope))
      .groupBy('areaCode')
      .execute(),
    // Today's orders and energy by district (the wall display's ranking, issue 44 part 2).
    db
      .selectFrom('station_daily_stats')
      .select([
        'areaCode',
        sql<number>`sum("orders")`.as('orders'),
        sql<number>`sum("energyCenti")`.as('energy'),
      ])
      .where('day', '=', day)
      .where(inScope(scope))
      .groupBy('areaCode')
      .execute(),
    db
      .selectFrom('operator_access as a')
      .innerJoin('operators as o', 'o.operatorId', 'a.operatorId')
      .leftJoin('message_daily_stats as m', (join) =>
        join.onRef('m.operatorId', '=', 'a.operatorId').on('m.day', '=', day),
      )
      .select([
        'a.operatorId',
        'o.operatorName',
        'a.accessStatus',
        'a.lastPushTime',
        'a.messagesPerDay',
        sql<number>`coalesce(m."messages", 0)`.as('messagesToday'),
        sql<number>`coalesce(m."failures", 0)`.as('failuresToday'),
      ])
      .where('a.accessStatus', '>=', 2)
      .where((eb) => scopeCondition(eb, scope, { area: 'a.areaCode', operator: 'a.operatorId' }))
      .orderBy('a.operatorId')
      .execute(),
    swapStationPoints(db, scope),
  ])
  const stationBy = new Map(districts.map((row) => [row.areaCode, Number(row.n)]))
  const swapBy = new Map(swapDistricts.map((row) => [row.areaCode, Number(row.n)]))
  const todayBy = new Map(districtsToday.map((row) => [row.areaCode, row]))
  return {
    day,
    totals: {
      stations,
      swapStations: swapStationCount,
      piles,
      connectors: connectors.byStatus.reduce((sum, row) => sum + row.count, 0),
      charging: connectors.byStatus.find((row) => row.status === CONNECTOR.charging)?.count ?? 0,
      livePower: connectors.livePower,
      ordersToday: Number(today?.orders ?? 0),
      energyToday: Number(today?.energy ?? 0) / 100,
    },
    // Every district with a station of either kind: one with swap stations only is shaded too.
    districts: [...new Set([...stationBy.keys(), ...swapBy.keys()])].map((areaCode) => ({
      areaCode,
      stations: stationBy.get(areaCode) ?? 0,
      swapStations: swapBy.get(areaCode) ?? 0,
      ordersToday: Number(todayBy.get(areaCode)?.orders ?? 0),
      energyToday: Number(todayBy.get(areaCode)?.energy ?? 0) / 100,
    })),
    /** The swap stations as map points, each with its slots by state. */
    swapStations: swapPoints,
    operators: operators.map((row) => ({
      ...row,
      messagesToday: Number(row.messagesToday),
      failuresToday: Number(row.failuresToday),
    })),
  }
}

/** Register real-time-data's stream. */
export function realTimeDataRoutes(router: Router): void {
  streamRoute(router, realTimeDataStream, {
    topics: ['connector', 'access', 'swap'],
    snapshot: (db, scope) => realTimeData(db, scope),
  })
}
