/**
 * Keeping the daily aggregates: built from the archives in one INSERT … SELECT … GROUP BY per
 * table (the seed at both scales), and kept current when an order is written (`recordOrder`,
 * `recordSwapOrder`: the order and its day's aggregates in the caller's transaction), with the
 * monthly and per-pile-type rows built from them (monthly.ts, migration 0020).
 */
import { type Insertable, sql } from 'kysely'
import { chinaTimeSql, isPostgres, wholeSecondsSql } from '../db/dialect'
import type { Database, Db } from '../db/types'

// The order tables are the archives' (declared into Database there); read through Database.
type ChargeOrdersTable = Database['charge_orders']
type SwapOrdersTable = Database['swap_orders']

import { chinaDay } from './days'
import { addSwapToMonthly, addToMonthly, increments, rebuildMonthly } from './monthly'

/**
 * Rebuild every aggregate from the order archives (replacing what is there). `windows` splits the
 * two GROUP BYs over the charge orders into ranges of `startTime` that hold whole China days (the
 * national seed's China months, issue 43): one GROUP BY over 20 million orders ran 17 minutes and
 * did not finish, a month's sorts and hashes fit in memory, and no (station or pile, day) falls in
 * two windows, so the rows go in without conflict.
 */
export async function rebuildAggregates(
  db: Db,
  windows: readonly (readonly [string, string])[] = [],
): Promise<void> {
  const pg = isPostgres(db)
  await db.deleteFrom('station_daily_stats').execute()
  await db.deleteFrom('operator_daily_stats').execute()
  await db.deleteFrom('swap_daily_stats').execute()
  await db.deleteFrom('equipment_daily_stats').execute()
  const day = chinaTimeSql('startTime', 'day', pg)
  for (const window of windows.length ? windows : [null]) {
    const within = window ? sql`"startTime" >= ${window[0]} and "startTime" < ${window[1]}` : sql`1 = 1`
    await sql`insert into station_daily_stats ("stationId", "day", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
      select "stationId", ${day}, min("operatorId"), min("areaCode"), count(*),
        sum(cast(round("totalPower" * 100) as bigint)), sum(${wholeSecondsSql('startTime', 'endTime', pg)}),
        sum(cast(round("totalMoney" * 100) as bigint))
      from charge_orders where ${within} group by "stationId", ${day}`.execute(db)
    await sql`insert into equipment_daily_stats ("equipmentId", "day", "stationId", "operatorId", "areaCode", "orders", "energyCenti", "chargeSeconds", "revenueFen")
      select "equipmentId", ${day}, min("stationId"), min("operatorId"), min("areaCode"), count(*),
        sum(cast(round("totalPower" * 100) as bigint)), sum(${wholeSecondsSql('startTime', 'endTime', pg)}),
        sum(cast(round("totalMoney" * 100) as bigint))
      from charge_orders where ${within} group by "equipmentId", ${day}`.execute(db)
  }
  await sql`insert into operator_daily_stats ("operatorId", "areaCode", "day", "orders", "energyCenti", "chargeSeconds", "revenueFen")
    select "operatorId", "areaCode", "day", sum("orders"), sum("energyCenti"), sum("chargeSeconds"), sum("revenueFen")
    from station_daily_stats group by "operatorId", "areaCode", "day"`.execute(db)
  await sql`insert into swap_daily_stats ("stationId", "day", "operatorId", "areaCode", "swaps", "failures", "energyCenti", "feeFen", "durationSeconds")
    select "stationId", ${day}, min("operatorId"), min("areaCode"), count(*),
      sum(case when "result" = 1 then 1 else 0 end), sum(cast(round("energy" * 100) as bigint)),
      sum(cast(round("fee" * 100) as bigint)), sum("duration")
    from swap_orders group by "stationId", ${day}`.execute(db)
  await rebuildMonthly(db)
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
