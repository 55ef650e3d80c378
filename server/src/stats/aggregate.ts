/**
 * Keeping the daily aggregates: built from the archives in one INSERT … SELECT … GROUP BY per
 * table (the seed at both scales), and kept current when an order is written (`recordOrder`,
 * `recordSwapOrder`: the order and its day's aggregates in the caller's transaction), with the
 * monthly and per-pile-type rows built from them (monthly.ts, migration 0020).
 */
import { type Insertable, type RawBuilder, sql } from 'kysely'
import { chinaTimeSql, isPostgres, wholeSecondsSql } from '../db/dialect'
import type { Database, Db } from '../db/types'

// The order tables are the archives' (declared into Database there); read through Database.
type ChargeOrdersTable = Database['charge_orders']
type SwapOrdersTable = Database['swap_orders']

import { chinaDay } from './days'
import { addSwapToMonthly, addToMonthly, increments, MONTHLY_TABLES, MONTHLY_WAVES } from './monthly'

/** A statement of a rebuild: run on any connection once the statements of earlier waves are done. */
export type RebuildStatement = RawBuilder<unknown>

/** The daily tables rebuildAggregates fills from the orders, and those built from them. */
const DAILY_TABLES = [
  'station_daily_stats',
  'equipment_daily_stats',
  'operator_daily_stats',
  'swap_daily_stats',
] as const

/**
 * The daily rows of the charge orders of one window of `startTime` (null: all of them): the piles'
 * and the stations'. A window holds whole China days (the national seed's China months, issue
 * 43): one GROUP BY over 20 million orders ran 17 minutes and did not finish, a month's sorts and
 * hashes fit in memory, and no (station or pile, day) falls in two windows, so the rows of
 * several windows go in without conflict, side by side if the caller likes.
 */
export function chargeDailyStatements(
  window: readonly [string, string] | null,
  pg: boolean,
): RebuildStatement[] {
  const day = chinaTimeSql('startTime', 'day', pg)
  const within = window ? sql`"startTime" >= ${window[0]} and "startTime" < ${window[1]}` : sql`1 = 1`
  return [
    sql`insert into station_daily_stats ("stationId", "day", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
      select "stationId", ${day}, min("operatorId"), min("areaCode"), count(*),
        sum(cast(round("totalPower" * 100) as bigint)), sum(${wholeSecondsSql('startTime', 'endTime', pg)}),
        sum(cast(round("totalMoney" * 100) as bigint))
      from charge_orders where ${within} group by "stationId", ${day}`,
    sql`insert into equipment_daily_stats ("equipmentId", "day", "stationId", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
      select "equipmentId", ${day}, min("stationId"), min("operatorId"), min("areaCode"), count(*),
        sum(cast(round("totalPower" * 100) as bigint)), sum(${wholeSecondsSql('startTime', 'endTime', pg)}),
        sum(cast(round("totalMoney" * 100) as bigint))
      from charge_orders where ${within} group by "equipmentId", ${day}`,
  ]
}

/** The daily rows built once the charge orders' are in: the operators' (from the stations') and the swaps'. */
export function laterDailyStatements(pg: boolean): RebuildStatement[] {
  const day = chinaTimeSql('startTime', 'day', pg)
  return [
    sql`insert into operator_daily_stats ("operatorId", "areaCode", "day", "orders", "energyCenti", "chargeSeconds", "revenueFen")
      select "operatorId", "areaCode", "day", sum("orders"), sum("energyCenti"), sum("chargeSeconds"), sum("revenueFen")
      from station_daily_stats group by "operatorId", "areaCode", "day"`,
    sql`insert into swap_daily_stats ("stationId", "day", "operatorId", "areaCode", "swaps", "failures", "energyCenti", "feeFen", "durationSeconds")
      select "stationId", ${day}, min("operatorId"), min("areaCode"), count(*),
        sum(case when "result" = 1 then 1 else 0 end), sum(cast(round("energy" * 100) as bigint)),
        sum(cast(round("fee" * 100) as bigint)), sum("duration")
      from swap_orders group by "stationId", ${day}`,
  ]
}

/** Every table the rebuild fills: the daily ones, then the monthly, yearly and per-type ones. */
export const AGGREGATE_TABLES = [...DAILY_TABLES, ...MONTHLY_TABLES] as const

/**
 * The rebuild's statements in waves: a wave reads only what earlier waves wrote, and the
 * statements of a wave are independent of each other (the national seed runs them side by side).
 * `windows` splits the charge orders' GROUP BYs (chargeDailyStatements); none: one of each.
 */
export function aggregateWaves(
  windows: readonly (readonly [string, string])[],
  pg: boolean,
): (readonly RebuildStatement[])[] {
  const [fromDaily, fromMonthly] = MONTHLY_WAVES
  return [
    (windows.length ? windows : [null]).flatMap((window) => chargeDailyStatements(window, pg)),
    // The operators' daily rows (31 s at the national scale) first: two connections then finish
    // the wave together (MONTHLY_WAVES: the two longest next).
    [...laterDailyStatements(pg), ...fromDaily],
    fromMonthly,
  ]
}

/**
 * Rebuild every aggregate from the order archives (replacing what is there), one statement after
 * the other (aggregateWaves).
 */
export async function rebuildAggregates(
  db: Db,
  windows: readonly (readonly [string, string])[] = [],
): Promise<void> {
  for (const table of AGGREGATE_TABLES) await db.deleteFrom(table).execute()
  for (const wave of aggregateWaves(windows, isPostgres(db)))
    for (const statement of wave) await statement.execute(db)
}

/** Write a finished charge order and add it to its day's aggregates. */
export async function recordOrder(db: Db, order: Insertable<ChargeOrdersTable>): Promise<void> {
  await db.insertInto('charge_orders').values(order).execute()
  const day = chinaDay(new Date(order.startTime))
  const add = {
    orders: 1,
    energyCenti: Math.round(order.totalPower * 100),
    chargeSeconds: Math.round((Date.parse(order.endTime) - Date.parse(order.startTime)) / 1000),
    revenueFen: Math.round(order.totalMoney * 100),
  }
  // Each daily row keeps the operator and district it was created with: the monthly rows follow it.
  const station = await db
    .insertInto('station_daily_stats')
    .values({
      stationId: order.stationId,
      day,
      operatorId: order.operatorId,
      areaCode: order.areaCode,
      ...add,
    })
    .onConflict((oc) => oc.columns(['stationId', 'day']).doUpdateSet(increments('station_daily_stats', add)))
    .returning(['stationId', 'operatorId', 'areaCode'])
    .executeTakeFirstOrThrow()
  const pile = await db
    .insertInto('equipment_daily_stats')
    .values({
      equipmentId: order.equipmentId,
      day,
      stationId: order.stationId,
      operatorId: order.operatorId,
      areaCode: order.areaCode,
      ...add,
    })
    .onConflict((oc) =>
      oc.columns(['equipmentId', 'day']).doUpdateSet(increments('equipment_daily_stats', add)),
    )
    .returning(['stationId', 'operatorId', 'areaCode'])
    .executeTakeFirstOrThrow()
  await db
    .insertInto('operator_daily_stats')
    .values({ operatorId: order.operatorId, areaCode: order.areaCode, day, ...add })
    .onConflict((oc) =>
      oc.columns(['operatorId', 'areaCode', 'day']).doUpdateSet(increments('operator_daily_stats', add)),
    )
    .execute()
  const operator = { operatorId: order.operatorId, areaCode: order.areaCode }
  await addToMonthly(db, { day, equipmentId: order.equipmentId, operator, station, pile }, add)
}

/** Write a finished swap order and add it to its day's aggregates. */
export async function recordSwapOrder(db: Db, order: Insertable<SwapOrdersTable>): Promise<void> {
  await db.insertInto('swap_orders').values(order).execute()
  const add = {
    swaps: 1,
    failures: order.result === 1 ? 1 : 0,
    energyCenti: Math.round(order.energy * 100),
    feeFen: Math.round(order.fee * 100),
    durationSeconds: order.duration,
  }
  const row = await db
    .insertInto('swap_daily_stats')
    .values({
      stationId: order.stationId,
      day: chinaDay(new Date(order.startTime)),
      operatorId: order.operatorId,
      areaCode: order.areaCode,
      ...add,
    })
    .onConflict((oc) => oc.columns(['stationId', 'day']).doUpdateSet(increments('swap_daily_stats', add)))
    .returning(['day', 'operatorId', 'areaCode'])
    .executeTakeFirstOrThrow()
  await addSwapToMonthly(db, row, add)
}
