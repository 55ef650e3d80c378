/**
 * The deterministic seed: a fixed random seed and times relative to the moment of seeding
 * (decisions: Seed times). It sits above everything it fills: the platform's base data
 * (db/seed/), the accounts and permissions (system-management/) and each area's own seeder plug
 * into `SEEDERS`, and none of them imports this module.
 */
import { randomBytes } from 'node:crypto'
import { archivesSeeder } from './archives-management/seed'
import { assessmentSeeder } from './assessment/seed'
import { dataInputSeeder } from './data-input/seed'
import { anchorJournalHead, sealJournal } from './db/journal-chain'
import { migrateToLatest, resetSchema } from './db/migrations'
import { activitySeeder } from './db/seed/activity'
import type { SeedContext, Seeder, SeedScale } from './db/seed/context'
import { menusSeeder } from './db/seed/menus'
import { operatorsSeeder } from './db/seed/operators'
import { regionsSeeder } from './db/seed/regions'
import { createRng } from './db/seed/rng'
import { settingsSeeder } from './db/seed/settings'
import type { Db } from './db/types'
import { feedbackSeeder } from './feedback/seed'
import { now as clockNow, machineMs } from './kernel/clock'
import { liveSeeder } from './live/seed'
import { statusHistorySeeder } from './live/status-history-seed'
import { mobileSeeder } from './mobile-management/seed'
import { scoringSeeder } from './operate-supervision/seed'
import { objectivesSeeder } from './operation-supervision/seed'
import { workSeeder } from './seed-work'
import { statsSeeder } from './stats/seed'
import { superviseSeeder } from './supervise-services/seed'
import { accountsSeeder } from './system-management/accounts-seed'
import { permissionsSeeder } from './system-management/permissions-seed'
import { universalServicesSeeder } from './universal-services/seed'

export type { SeedContext, Seeder, SeedScale } from './db/seed/context'

/** Every seeder, in the order it runs (later ones may read what earlier ones wrote). */
export const SEEDERS: Seeder[] = [
  settingsSeeder,
  regionsSeeder,
  operatorsSeeder,
  permissionsSeeder,
  accountsSeeder,
  menusSeeder,
  activitySeeder,
  archivesSeeder,
  universalServicesSeeder,
  statsSeeder,
  liveSeeder,
  statusHistorySeeder,
  mobileSeeder,
  dataInputSeeder,
  superviseSeeder,
  feedbackSeeder,
  assessmentSeeder,
  objectivesSeeder,
  scoringSeeder,
  // Last: the to-dos and notices of every flow's seeded steps (issue 41).
  workSeeder,
]

/** A stored seed older than this is regenerated at start (decisions: Seed times). */
export const SEED_MAX_AGE_MS = 7 * 86_400_000

export interface SeedOptions {
  scale?: SeedScale
  now?: Date
  seed?: number
  /** Log each step's duration. */
  log?: (line: string) => void
}

/** Fill an empty, migrated database. Runs in one transaction: all or nothing. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? clockNow()
  const scale = options.scale ?? 'demo'
  await db.transaction().execute(async (trx) => {
    const context: SeedContext = { db: trx, scale, rng: createRng(options.seed), now }
    for (const seeder of SEEDERS) {
      const started = machineMs()
      await seeder.run(context)
      options.log?.(`seed ${seeder.name}: ${machineMs() - started} ms`)
    }
    // The seeded journal is written in bulk; chain it here (db/journal-chain.ts).
    await sealJournal(trx)
    await anchorJournalHead(trx)
    await trx
      .insertInto('settings')
      .values([
        { key: 'seededAt', value: now.toISOString() },
        { key: 'seedScale', value: scale },
        { key: 'permVersion', value: randomBytes(8).toString('hex') },
      ])
      .execute()
  })
}

/** When and at which scale the database was seeded; null if it never was. */
export async function seedInfo(db: Db): Promise<{ seededAt: Date; scale: string } | null> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['seededAt', 'seedScale'])
    .execute()
  const at = rows.find((row) => row.key === 'seededAt')?.value
  if (!at) return null
  return { seededAt: new Date(at), scale: rows.find((row) => row.key === 'seedScale')?.value ?? 'demo' }
}

/**
 * Migrate, then seed when the database is empty, or reseed when its seed is older than seven
 * days or of another scale (a national seed is kept unless a scale is asked for). Returns what it did.
 */
export async function prepareDatabase(
  db: Db,
  options: SeedOptions & { seedIfEmpty?: boolean } = {},
): Promise<'seeded' | 'reseeded' | 'kept' | 'empty'> {
  await migrateToLatest(db)
  if (options.seedIfEmpty === false) return 'empty'
  const info = await seedInfo(db)
  const now = options.now ?? clockNow()
  if (!info) {
    if ((await db.selectFrom('users').select('id').limit(1).execute()).length > 0) return 'kept'
    await seedDatabase(db, options)
    return 'seeded'
  }
  // A national seed (issue 43: twenty minutes of PostgreSQL's time) is only ever made by the seed CLI.
  if (info.scale === 'national' && !options.scale) return 'kept'
  const stale = now.getTime() - info.seededAt.getTime() > SEED_MAX_AGE_MS
  if (!stale && (!options.scale || options.scale === info.scale)) return 'kept'
  await resetSchema(db)
  await seedDatabase(db, options)
  return 'reseeded'
}
