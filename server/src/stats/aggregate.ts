/**
 * Keeping the daily aggregates: built from the archives in one INSERT … SELECT … GROUP BY per
 * table (the seed at both scales), and kept current when an order is written (`recordOrder`,
 * `recordSwapOrder`: the order and its day's aggregates in the caller's transaction), with the
 * monthly and per-pile-type rows built from them (monthly.ts, migration 0020).
 */
import { type Insertable, sql } from 'kysely'
import { chinaTimeSql, isPostgres, orderedBySql, wholeSecondsSql } from '../db/dialect'
import { CHARGE_LEVEL_ROLLUPS } from '../db/migrations/0049-charge-levels'
import { recentEnergyTriggers } from '../db/migrations/0055-recent-energy'
import { fillRollups, rollupTriggers } from '../db/migrations/rollup-triggers'
import type { Database, Db } from '../db/types'

// The order tables are the archives' (declared into Database there); read through Database.
type ChargeOrdersTable = Database['charge_orders']
type SwapOrdersTable = Database['swap_orders']

import { chinaDay } from './days'
import {
  addSwapToMonthly,
  addToMonthly,
  increments,
  MONTHLY_TABLES,
  monthlySteps,
  type RebuildStep,
} from './monthly'

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
 * hashes fit in memory, and no (station or pile, day) falls in two windows. Each writes its rows
 * in the order of its table's covering index (day, district, operator, …; monthlySteps says why):
 * the windows one after the other in time, a table's rows are then in that order throughout.
 */
function chargeDailySteps(window: readonly [string, string] | null, pg: boolean): RebuildStep[] {
  const day = chinaTimeSql('startTime', 'day', pg)
  const within = window ? sql`"startTime" >= ${window[0]} and "startTime" < ${window[1]}` : sql`1 = 1`
  const reads = ['charge_orders']
  // A day row's operator, district (and station) are the least of its orders'; its four sums.
  const [area, operator, station] = [sql`min("areaCode")`, sql`min("operatorId")`, sql`min("stationId")`]
  const sums = sql`count(*), sum(cast(round("totalPower" * 100) as bigint)),
    sum(${wholeSecondsSql('startTime', 'endTime', pg)}), sum(cast(round("totalMoney" * 100) as bigint))`
  return [
    {
      writes: 'equipment_daily_stats',
      reads,
      statement: sql`insert into equipment_daily_stats ("equipmentId", "day", "stationId", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
        select "equipmentId", ${day}, ${station}, ${operator}, ${area}, ${sums}
        from charge_orders where ${within} group by "equipmentId", ${day}
        order by ${orderedBySql([day, area, operator, sql.ref('equipmentId'), station], pg)}`,
    },
    {
      writes: 'station_daily_stats',
      reads,
      statement: sql`insert into station_daily_stats ("stationId", "day", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
        select "stationId", ${day}, ${operator}, ${area}, ${sums}
        from charge_orders where ${within} group by "stationId", ${day}
        order by ${orderedBySql([day, area, operator, sql.ref('stationId')], pg)}`,
    },
  ]
}

/** The daily rows built from others: the operators' (from the stations') and the swaps'. */
function laterDailySteps(pg: boolean): RebuildStep[] {
  const day = chinaTimeSql('startTime', 'day', pg)
  return [
    {
      writes: 'operator_daily_stats',
      reads: ['station_daily_stats'],
      statement: sql`insert into operator_daily_stats ("operatorId", "areaCode", "day", "orders", "energyCenti", "chargeSeconds", "revenueFen")
        select "operatorId", "areaCode", "day", sum("orders"), sum("energyCenti"), sum("chargeSeconds"), sum("revenueFen")
        from station_daily_stats group by 1, 2, 3
        order by ${orderedBySql(
          ['operatorId', 'areaCode', 'day'].map((name) => sql.ref(name)),
          pg,
        )}`,
    },
    {
      writes: 'swap_daily_stats',
      reads: ['swap_orders'],
      statement: sql`insert into swap_daily_stats ("stationId", "day", "operatorId", "areaCode", "swaps", "failures", "energyCenti", "feeFen", "durationSeconds")
        select "stationId", ${day}, min("operatorId"), min("areaCode"), count(*),
          sum(case when "result" = 1 then 1 else 0 end), sum(cast(round("energy" * 100) as bigint)),
          sum(cast(round("fee" * 100) as bigint)), sum("duration")
        from swap_orders group by "stationId", ${day}`,
    },
  ]
}

/** Every table the rebuild fills: the daily ones, then the monthly, yearly and per-type ones. */
export const AGGREGATE_TABLES = [...DAILY_TABLES, ...MONTHLY_TABLES] as const

/**
 * The rebuild's statements, each listed after those that fill what it reads; the statements of
 * one table in the order they write it. `windows` splits the charge orders' GROUP BYs
 * (chargeDailySteps); none: one of each. The national seed runs each as soon as what it reads is
 * written (national/side-by-side.ts `asReady`), the longest first: the piles' months, the
 * stations' beside them, then the rest.
 */
export function aggregateSteps(windows: readonly (readonly [string, string])[], pg: boolean): RebuildStep[] {
  return [
    ...(windows.length ? windows : [null]).flatMap((window) => chargeDailySteps(window, pg)),
    ...laterDailySteps(pg),
    ...monthlySteps(pg),
  ]
}

/**
 * Rebuild every aggregate from the order archives (replacing what is there), one statement after
 * the other. On PostgreSQL the rollups that triggers keep from these rows (the levels of migration
 * 0049, the last 30 days of 0055) are filled once after, their triggers off meanwhile, as the
 * national seed does: row by row they took 20 s of the demo seed's 36.
 */
export async function rebuildAggregates(
  db: Db,
  windows: readonly (readonly [string, string])[] = [],
): Promise<void> {
  const pg = isPostgres(db)
  if (pg) await keptByTriggers(db, false)
  for (const table of AGGREGATE_TABLES) await db.deleteFrom(table).execute()
  for (const step of aggregateSteps(windows, pg)) await step.statement.execute(db)
  if (pg) {
    await fillRollups(db, CHARGE_LEVEL_ROLLUPS)
    // The last 30 days are kept afresh by the next ranking.
    await sql`delete from recent_energy_spans`.execute(db)
    await keptByTriggers(db, true)
  }
}

/** Switch the triggers keeping rollups of the daily and monthly rows off or on (PostgreSQL). */
export async function keptByTriggers(db: Db, on: boolean): Promise<void> {
  await rollupTriggers(db, CHARGE_LEVEL_ROLLUPS, on)
  await recentEnergyTriggers(db, on)
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
