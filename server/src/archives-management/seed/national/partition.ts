/**
 * Monthly partitions of the charge orders on PostgreSQL (issue 43): `charge_orders` becomes a
 * table partitioned by range of `startTime` (ISO text in UTC, so a month's range is its text
 * prefix: from '2026-01' up to '2026-02'), one partition a month over the seeded months and the
 * next three, and a default partition for anything outside. The primary key must hold the
 * partition key, so it is (`startChargeSeq`, `startTime`) — a start-charge sequence stays unique
 * in practice (the operator's id and the start time are in it). The rows already there move over;
 * the indexes (ORDER_INDEXES) are built on the parent after the bulk load, and PostgreSQL builds
 * each partition's own.
 */
import { sql } from 'kysely'
import { dropIndexes, ORDER_INDEXES } from '../../../db/migrations/0002-archives-indexes'
import type { Db } from '../../../db/types'

/** `YYYY-MM` of the month `offset` months from `now`'s (UTC). */
function month(now: Date, offset: number): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
  return at.toISOString().slice(0, 7)
}

/** Whether `charge_orders` is partitioned already. */
export async function ordersPartitioned(db: Db): Promise<boolean> {
  const result = await sql<{ kind: string }>`select c.relkind as kind from pg_class c
    where c.relname = 'charge_orders' and c.relnamespace = current_schema()::regnamespace`.execute(db)
  return result.rows[0]?.kind === 'p'
}

/** Turn `charge_orders` into monthly partitions covering `monthsBack` months before `now` and three after. */
export async function partitionOrders(db: Db, now: Date, monthsBack: number): Promise<void> {
  if (await ordersPartitioned(db)) return
  await dropIndexes(db, ORDER_INDEXES)
  await sql`alter table charge_orders rename to charge_orders_flat`.execute(db)
  await sql`alter table charge_orders_flat drop constraint charge_orders_pkey`.execute(db)
  await sql`create table charge_orders (like charge_orders_flat including defaults) partition by range ("startTime")`.execute(
    db,
  )
  for (let offset = -monthsBack; offset <= 3; offset += 1) {
    const from = month(now, offset)
    await sql`create table ${sql.id(`charge_orders_${from.replace('-', '_')}`)} partition of charge_orders
      for values from (${sql.lit(from)}) to (${sql.lit(month(now, offset + 1))})`.execute(db)
  }
  await sql`create table charge_orders_default partition of charge_orders default`.execute(db)
  await sql`insert into charge_orders select * from charge_orders_flat`.execute(db)
  await sql`drop table charge_orders_flat`.execute(db)
}

/** The primary key of the partitioned orders, added after the bulk load (unless it is there). */
export async function addOrdersKey(db: Db): Promise<void> {
  const key =
    await sql`select 1 from pg_constraint where conrelid = 'charge_orders'::regclass and contype = 'p'`.execute(
      db,
    )
  if (key.rows.length) return
  await sql`alter table charge_orders add primary key ("startChargeSeq", "startTime")`.execute(db)
}
