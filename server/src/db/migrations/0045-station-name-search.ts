/**
 * Issue 43: the station list's keyword at the national scale. The keyword matches parts of the
 * name, its pinyin and initials (`LIKE '%hexi%'`, resources/pinyin-keyword.ts), which no B-tree
 * serves: on PostgreSQL a trigram GIN index over the three columns (pg_trgm, a trusted extension
 * any database owner may create) finds them, where the count read all 200,000 stations (1.1 s).
 * Patterns under three characters have no trigram; PostgreSQL's keyword writes them as `strpos`
 * (conditions.ts: containsText), a test on the rows the index found. SQLite has no trigram index:
 * its keyword count stays a scan of the name indexes (within budget at the large seed's 20,000
 * stations). Without pg_trgm on the server the migration does nothing and the keyword scans.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** Create the stations' name search index (PostgreSQL with pg_trgm only); the national seed calls it after its load. */
export async function createNameSearch(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)
  if (!available.rows.length) return
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index if not exists stations_names_trgm on stations
    using gin ("stationName" gin_trgm_ops, "namePinyin" gin_trgm_ops, "nameInitials" gin_trgm_ops)`.execute(
    db,
  )
}

/** Drop it (before a bulk load of stations). */
export async function dropNameSearch(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists stations_names_trgm`.execute(db)
}

export async function up(db: AnyDb): Promise<void> {
  await createNameSearch(db)
}

export async function down(db: AnyDb): Promise<void> {
  await dropNameSearch(db)
}
