/**
 * The national seed (issue 43, PostgreSQL only): on top of the demo seed (accounts, menus, the
 * areas' flows), the country's regions and 200,000 stations, 2,000,000 connectors and 20,000,000
 * orders over twelve months, their daily and monthly rollups, and alarms in proportion — all
 * generated inside the database with set-based SQL (world.ts, orders.ts, after.ts), the orders in
 * monthly partitions (partition.ts) and every bulk-loaded table's indexes built after its load.
 * `fraction` scales every count (0.01 for a quick run). Each step runs in its own transaction and
 * records itself in `settings` (`nationalStep`), so a run that stopped resumes after the last
 * finished step; `--reset` starts over.
 */
import { sql } from 'kysely'
import {
  createIndexes,
  dropIndexes,
  ORDER_INDEXES,
  OTHER_INDEXES,
} from '../../../db/migrations/0002-archives-indexes'
import { createNameSearch, dropNameSearch } from '../../../db/migrations/0045-station-name-search'
import { bulkInsert } from '../../../db/seed/bulk'
import type { Db } from '../../../db/types'
import { machineMs } from '../../../kernel/clock'
import { insertAlarms, insertDerived } from './after'
import { insertOrders, loadOrderTables } from './orders'
import { addOrdersKey, partitionOrders } from './partition'
import { nationalRegions } from './regions'
import { insertWorld, loadDistricts } from './world'

/** The national scale's counts at fraction 1. */
export const NATIONAL = {
  stations: 200_000,
  orders: 20_000_000,
  vehicles: 1_500_000,
  alarms: 200_000,
} as const

export interface NationalOptions {
  now: Date
  /** Share of the national counts to seed (1: all of it). */
  fraction: number
  log?: (line: string) => void
}

const WORLD_TABLES = new Set(['stations', 'equipment', 'connectors'])
const WORLD_INDEXES = OTHER_INDEXES.filter(([, table]) => WORLD_TABLES.has(table))

/** The steps, in order; each one's work tables are its own. */
const STEPS: { name: string; run(db: Db, options: NationalOptions): Promise<void> }[] = [
  {
    name: 'stations, piles, connectors',
    async run(db, { now, fraction }) {
      const { regions, districts } = nationalRegions()
      const known = new Set(
        (await db.selectFrom('region_codes').select('code').execute()).map((row) => row.code),
      )
      await bulkInsert(
        db,
        'region_codes',
        regions.filter((region) => !known.has(region.code)).map((region) => ({ ...region })),
      )
      await dropIndexes(db, WORLD_INDEXES)
      await dropNameSearch(db)
      await loadDistricts(db, districts, Math.round(NATIONAL.stations * fraction))
      await insertWorld(db, now)
      await createIndexes(db, WORLD_INDEXES)
      await createNameSearch(db)
      await sql`drop table national_points, national_districts`.execute(db)
    },
  },
  {
    name: 'orders',
    async run(db, { now, fraction }) {
      await partitionOrders(db, now, 13)
      await loadOrderTables(db, now, Math.round(NATIONAL.orders * fraction))
      await insertOrders(db, now, Math.max(1000, Math.round(NATIONAL.vehicles * fraction)))
      await sql`drop table national_hours, national_connectors`.execute(db)
    },
  },
  {
    name: 'order indexes',
    async run(db) {
      await addOrdersKey(db)
      await createIndexes(db, ORDER_INDEXES)
    },
  },
  { name: 'rollups and derived figures', run: (db) => insertDerived(db) },
  {
    name: 'alarms',
    run: (db, { now, fraction }) => insertAlarms(db, now, Math.round(NATIONAL.alarms * fraction)),
  },
  {
    name: 'planner statistics',
    async run(db) {
      await sql`analyze`.execute(db)
    },
  },
]

async function setting(db: Db, key: string, value: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute()
  await db.insertInto('settings').values({ key, value }).execute()
}

/** The last finished step of a national seed in this database, or null. */
export async function nationalStep(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'nationalStep')
    .executeTakeFirst()
  return row?.value ?? null
}

/** Run the national steps after the last one finished (all of them on a fresh demo seed). */
export async function seedNational(db: Db, options: NationalOptions): Promise<void> {
  const done = await nationalStep(db)
  const from = done ? STEPS.findIndex((step) => step.name === done) + 1 : 0
  if (from === 0) await setting(db, 'nationalFraction', String(options.fraction))
  for (const step of STEPS.slice(from)) {
    const started = machineMs()
    await db.transaction().execute(async (trx) => {
      // Room for the bulk load's sorts, hashes and index builds (this transaction only).
      await sql`set local work_mem = '256MB'`.execute(trx)
      await sql`set local maintenance_work_mem = '1GB'`.execute(trx)
      await sql`set local synchronous_commit = off`.execute(trx)
      await step.run(trx, options)
      await setting(trx, 'nationalStep', step.name)
    })
    options.log?.(`national ${step.name}: ${((machineMs() - started) / 1000).toFixed(1)} s`)
  }
  await setting(db, 'seedScale', 'national')
}

/** Whether the national seed finished (every step ran). */
export async function nationalDone(db: Db): Promise<boolean> {
  return (await nationalStep(db)) === STEPS[STEPS.length - 1].name
}
