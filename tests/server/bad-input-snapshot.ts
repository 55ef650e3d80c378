/**
 * What the bad-input suite compares before and after a refused request (bad-input.test.ts): the
 * state of every table a refusal must not write. Each such table carries a write counter kept by
 * triggers installed for the test, so that any insert, update or delete shows without reading its
 * rows: a snapshot is one read of the counters. Counting every table about 450 times a run took
 * ~100 s of the suite's PostgreSQL half, and checksumming the small ones whole 40 % of the SQLite
 * half's time (issue 40). A counter is stricter than a checksum: a refused request that rewrites a
 * row with the values it had is a write too.
 */
import { sql } from 'kysely'
import type { TestServer } from './helpers'

/**
 * Tables a refused request writes on purpose: the journal records refusals (http/router.ts) and
 * moves its anchored head, a failed sign-in is counted on the account and in the sign-in history,
 * and sessions touch their last use.
 */
const WRITTEN_ON_REFUSAL = new Set([
  'journal',
  'journal_head',
  'login_history',
  'sessions',
  'kysely_migration',
  'kysely_migration_lock',
])
/** Export jobs go on after their answer (running → done) in the worker: compared by count. */
const COUNT_ONLY = new Set(['export_jobs'])
/** The counters' table, created for the test only. */
const WRITES = 'test_table_writes'

interface Watched {
  /** Counted (COUNT_ONLY). */
  counted: string[]
}

const watched = new WeakMap<TestServer, Promise<Watched>>()

type Db = TestServer['db']

/** Install a write counter on `tables`: one row per table, raised by every row written. */
async function installCounters(db: Db, dialect: TestServer['dialect'], tables: string[]): Promise<void> {
  await sql`CREATE TABLE ${sql.table(WRITES)} (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`.execute(db)
  for (const name of tables) await sql`INSERT INTO ${sql.table(WRITES)} VALUES (${name}, 0)`.execute(db)
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE test_table_writes SET n = n + 1 WHERE name = TG_TABLE_NAME; RETURN NULL; END $$`.execute(
      db,
    )
    for (const name of tables)
      await sql`CREATE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
        FOR EACH ROW EXECUTE FUNCTION test_count_write()`.execute(db)
    return
  }
  for (const name of tables)
    for (const event of ['INSERT', 'UPDATE', 'DELETE'])
      await sql`CREATE TRIGGER ${sql.raw(`test_count_${event.toLowerCase()}_${name}`)} AFTER ${sql.raw(event)}
        ON ${sql.table(name)} BEGIN UPDATE ${sql.table(WRITES)} SET n = n + 1 WHERE name = ${sql.lit(name)}; END`.execute(
        db,
      )
}

/** The watched tables of `server`, sorted once (no endpoint creates or drops a table). */
function watchedTables(server: TestServer): Promise<Watched> {
  let tables = watched.get(server)
  if (!tables) {
    tables = (async () => {
      const query =
        server.dialect === 'postgres'
          ? sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`
          : sql<{
              name: string
            }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      const names = (await query.execute(server.db)).rows
        .map((row) => row.name)
        .filter((name) => !WRITTEN_ON_REFUSAL.has(name))
      const sorted: Watched = { counted: names.filter((name) => COUNT_ONLY.has(name)) }
      await installCounters(
        server.db,
        server.dialect,
        names.filter((name) => !COUNT_ONLY.has(name)),
      )
      return sorted
    })()
    watched.set(server, tables)
  }
  return tables
}

/** One query's UNION ALL of a per-table select (`each` gives a table's select). */
const perTable = (tables: string[], each: (name: string) => ReturnType<typeof sql>) =>
  sql.join(tables.map(each), sql` UNION ALL `)

/** The row count of each of `tables`, in one query. */
async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {}
  const { rows } = await sql<{ name: string; n: number }>`${perTable(
    tables,
    (name) => sql`SELECT ${sql.lit(name)} AS name, count(*) AS n FROM ${sql.table(name)}`,
  )}`.execute(db)
  return Object.fromEntries(rows.map(({ name, n }) => [name, Number(n)]))
}

/**
 * The state of every table a refused request must not write: the write counters, and the row
 * counts of COUNT_ONLY.
 */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const { counted } = await watchedTables(server)
  const state: Record<string, string> = {}
  for (const [name, n] of Object.entries(await rowCounts(server.db, counted))) state[name] = `count ${n}`
  const writes = await sql<{ name: string; n: number }>`SELECT name, n FROM ${sql.table(WRITES)}`.execute(
    server.db,
  )
  for (const { name, n } of writes.rows) state[name] = `writes ${Number(n)}`
  return state
}
