/**
 * Issue 43: the covering indexes that counted what is built from the archives (0017's pile type
 * and power, 0020's stations and piles by district and by operator) served only the facility
 * dashboards, which read the facility rollups since migration 0048. At the national seed they
 * were 617 MB, four of them over a million piles, written with every pile and station and built
 * by the seed. `down` builds them again.
 */
import type { Kysely } from 'kysely'
import { FACILITY_INDEXES } from './0020-stats-monthly'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const RETIRED: readonly [name: string, table: string, columns: string[]][] = [
  ['equipment_type_power', 'equipment', ['equipmentType', 'power', 'areaCode', 'operatorId']],
  ...FACILITY_INDEXES,
]

export async function up(db: AnyDb): Promise<void> {
  for (const [name] of RETIRED) await db.schema.dropIndex(name).ifExists().execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of RETIRED)
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute()
}
