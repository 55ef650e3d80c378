/**
 * The national seed (issue 43, PostgreSQL only): on top of the demo seed (accounts, menus, the
 * areas' flows), the country's regions and 200,000 stations, 2,000,000 connectors and 20,000,000
 * orders over twelve months, their daily and monthly rollups, the rollups kept by triggers (filled
 * after each load, their triggers off meanwhile), and alarms in proportion — all
 * generated inside the database with set-based SQL (world.ts, orders.ts, after.ts), the orders in
 * monthly partitions (partition.ts) and every bulk-loaded table's indexes built after its load.
 * The months of orders, the months of rollups, the indexes and the tables' statistics are each
 * made two at a time on two connections (side-by-side.ts): PostgreSQL runs one such statement on
 * one core. `fraction` scales every count (0.01 for a quick run). Each step runs in its own
 * transaction, or in pieces that each commit and can run again, and records itself in `settings`
 * (`nationalStep`), so a run that stopped resumes after the last finished step; `--reset` starts
 * over.
 */
import { sql } from 'kysely'
import {
  createIndexes,
  dropIndexes,
  ORDER_INDEXES,
  OTHER_INDEXES,
} from '../../../db/migrations/0002-archives-indexes'
import { createNameSearch, dropNameSearch } from '../../../db/migrations/0045-station-name-search'
import { FACILITY_ROLLUPS } from '../../../db/migrations/0048-facility-rollups'
import { CONNECTOR_ROLLUPS } from '../../../db/migrations/0052-connector-status-rollup'
import { RECENT_ENERGY } from '../../../db/migrations/0055-recent-energy'
import { recentAlarmTrigger } from '../../../db/migrations/0057-recent-alarms'
import { fillRollups, rollupTriggers } from '../../../db/migrations/rollup-triggers'
import { bulkInsert } from '../../../db/seed/bulk'
import type { Db } from '../../../db/types'
import { machineMs } from '../../../kernel/clock'
import { keptByTriggers } from '../../../stats/aggregate'
import { chinaDay } from '../../../stats/days'
import { keepRecentAlarms } from '../../../stats/recent-alarms'
import { keepRecentEnergy } from '../../../stats/recent-energy'
import { insertAlarms, insertRollups } from './after'
import { clearOrders, insertOrders, loadOrderTables, orderMonths } from './orders'
import { addOrdersKey, partitionOrders } from './partition'
import { setting, settingOf } from './progress'
import { nationalRegions } from './regions'
import { asReady, indexJob, type Job, roomForBulkLoad } from './side-by-side'
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
/** The rollups kept by triggers on the stations, piles and connectors. */
const WORLD_ROLLUPS = [...FACILITY_ROLLUPS, ...CONNECTOR_ROLLUPS]
const WORLD_INDEXES = OTHER_INDEXES.filter(([, table]) => WORLD_TABLES.has(table))

/**
 * The steps, in order; each one's work tables are its own. A step runs in one transaction, or,
 * marked `pieces`, on the pool in pieces that each commit (side by side, side-by-side.ts), written
 * so that running it again after a failure gives the same result.
 */
const STEPS: { name: string; pieces?: true; run(db: Db, options: NationalOptions): Promise<void> }[] = [
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
      // Not a trigger a station, pile and connector: the rollups are filled once after (facility rollups).
      await rollupTriggers(db, WORLD_ROLLUPS, false)
      await loadDistricts(db, districts, Math.round(NATIONAL.stations * fraction))
      await insertWorld(db, now)
      await sql`drop table national_points, national_districts`.execute(db)
    },
  },
  {
    name: 'orders and indexes',
    pieces: true,
    async run(db, { now, fraction, log }) {
      await db.transaction().execute(async (trx) => {
        await partitionOrders(trx, now, 13)
        await sql`drop table if exists national_hours, national_connectors`.execute(trx)
        await loadOrderTables(trx, now, Math.round(NATIONAL.orders * fraction))
      })
      const vehicles = Math.max(1000, Math.round(NATIONAL.vehicles * fraction))
      const months = orderMonths(now)
      // A month's partition is a table of its own: the months go in side by side (one INSERT …
      // SELECT runs on one core), the orders' key after them all (it locks the table), alone, then
      // its indexes two at a time, each one's time logged. The stations' indexes and the facility
      // rollups depend on none of it: they run where the orders leave a connection free (the last
      // month, beside the key, the last index).
      const partitions = ['charge_orders', ...months.map(([from]) => `charge_orders ${from}`)]
      await asReady(
        db,
        [
          ...months.map((month, index) => ({
            run: async (connection: Db) => {
              await clearOrders(connection, month)
              await insertOrders(connection, now, vehicles, month)
            },
            reads: [],
            writes: [partitions[index + 1]],
            label: 'orders',
          })),
          indexJob(addOrdersKey, partitions, true, 'charge_orders_pkey'),
          ...ORDER_INDEXES.map((index) =>
            indexJob((connection: Db) => createIndexes(connection, [index]), partitions, false, index[0]),
          ),
          // The name search's trigram index first: the longest to build.
          indexJob(createNameSearch, ['stations'], false, 'stations_names_trgm'),
          ...WORLD_INDEXES.map((index) =>
            indexJob(
              (connection: Db) => createIndexes(connection, [index]),
              [index[1]],
              false,
              'station indexes',
            ),
          ),
          {
            // Switching a trigger on locks its table against an index build: after them.
            run: async (connection: Db) => {
              await fillRollups(connection, WORLD_ROLLUPS)
              await rollupTriggers(connection, WORLD_ROLLUPS, true)
            },
            reads: [],
            writes: [...WORLD_TABLES],
            label: 'facility rollups',
          },
        ],
        log,
      )
      await sql`drop table national_hours, national_connectors`.execute(db)
    },
  },
  {
    name: 'rollups with derived figures',
    pieces: true,
    async run(db, { log }) {
      // The per-operator rows' levels (migration 0049) filled once after, not by a trigger a row;
      // nor the last 30 days kept (migration 0055): kept afresh at the first ranking.
      await keptByTriggers(db, false)
      await insertRollups(db, log)
      await keptByTriggers(db, true)
    },
  },
  {
    name: 'alarms',
    async run(db, { now, fraction }) {
      // In bulk without the trigger of the last 30 days' kept sums (migration 0057): the span is
      // forgotten, kept afresh by the first call of 故障统计.
      await recentAlarmTrigger(db, false)
      await sql`delete from alarm_recent_span`.execute(db)
      await insertAlarms(db, now, Math.round(NATIONAL.alarms * fraction))
      await recentAlarmTrigger(db, true)
    },
  },
  {
    name: 'planner statistics',
    pieces: true,
    async run(db, { now, log }) {
      // Every table of the schema (a partitioned one and its partitions each), two at a time, the
      // largest first; then the last 30 days' sums the rankings and 故障统计 read (migrations 0055,
      // 0057), each once its source's statistics are in. Left to the first calls, they were built
      // while the first minute of calls ran (the bench on a fresh seed: 充电设备统计 p95 1.6 s,
      // 设施利用率 1.2 s, 故障统计 122 ms; 20, 82 and 76 ms once built).
      const { rows } = await sql<{ name: string }>`select relname as "name" from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') order by relpages desc`.execute(
        db,
      )
      const statistics = (table: string) => `${table} statistics`
      const keeps: Job[] = [
        ...RECENT_ENERGY.map((kept) => ({
          run: (connection: Db) => keepRecentEnergy(connection, kept, chinaDay(now)),
          reads: [statistics(kept.daily)],
          writes: [kept.table],
          label: kept.table,
        })),
        {
          run: (connection: Db) => keepRecentAlarms(connection, now.getTime()),
          reads: [statistics('alarms')],
          writes: ['alarm_recent_sums'],
          label: 'alarm_recent_sums',
        },
      ]
      const sources = new Set(keeps.flatMap((keep) => keep.reads))
      const analyses = rows.map(({ name }) => ({
        run: (connection: Db) => sql`analyze ${sql.id(name)}`.execute(connection),
        reads: [],
        writes: [statistics(name)],
        label: 'analyze',
      }))
      const first = (job: Job) => job.writes.some((table) => sources.has(table))
      await asReady(db, [...analyses.filter(first), ...keeps, ...analyses.filter((job) => !first(job))], log)
    },
  },
]

/**
 * Steps of earlier versions, as the step of today after which a run they stopped goes on: the
 * rollups and the derived figures were one step before 2026-12-06 and are one again since
 * 2026-12-07 (a run stopped between them does both again), when the stations' indexes, the
 * facility rollups, the orders and their indexes became one step.
 */
const RENAMED: Record<string, string> = {
  'station indexes': 'stations, piles, connectors',
  'facility rollups': 'stations, piles, connectors',
  orders: 'stations, piles, connectors',
  'order indexes': 'orders and indexes',
  rollups: 'orders and indexes',
  'rollups and derived figures': 'rollups with derived figures',
  'derived figures': 'rollups with derived figures',
}

/** The last finished step of a national seed in this database, or null. */
export async function nationalStep(db: Db): Promise<string | null> {
  return settingOf(db, 'nationalStep')
}

/** Run the national steps after the last one finished (all of them on a fresh demo seed). */
export async function seedNational(db: Db, options: NationalOptions): Promise<void> {
  const recorded = await nationalStep(db)
  const done = recorded ? (RENAMED[recorded] ?? recorded) : null
  const from = done ? STEPS.findIndex((step) => step.name === done) + 1 : 0
  if (from === 0) await setting(db, 'nationalFraction', String(options.fraction))
  for (const step of STEPS.slice(from)) {
    const started = machineMs()
    if (step.pieces) {
      await step.run(db, options)
      await setting(db, 'nationalStep', step.name)
    } else
      await db.transaction().execute(async (trx) => {
        await roomForBulkLoad(trx, true)
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
