/**
 * Issue 43: the reads every call makes (the session and its user, the permission version) and
 * user_info's counters are kept in each server process (db/read-cache.ts), so a call needs no
 * round trip to PostgreSQL. A change to a table they come from, by any process or by hand, must
 * reach every process: each of these tables signals on `ev_cache` once per statement (PostgreSQL
 * folds equal notifications of one transaction into one, sent when it commits). PostgreSQL
 * only: SQLite is one process, whose own writes read-cache.ts sees.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** The channel the signals go on. */
export const CHANGE_CHANNEL = 'ev_cache'

/**
 * The tables the kept reads come from (read-cache.ts watches this process's writes to them too):
 * the session's, user_info's, and the names every statistics answer gives its codes.
 */
export const SIGNALLING_TABLES = [
  'sessions',
  'users',
  'settings',
  'messages',
  'pending_items',
  'assessment_items',
  'operators',
  'region_codes',
] as const

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  await sql
    .raw(`create function ev_cache_signal() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
  return null;
end $$`)
    .execute(db)
  for (const table of SIGNALLING_TABLES) {
    await sql
      .raw(`create trigger ${table}_cache_signal after insert or update or delete or truncate on "${table}"
  for each statement execute function ev_cache_signal()`)
      .execute(db)
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of SIGNALLING_TABLES)
    await sql.raw(`drop trigger if exists ${table}_cache_signal on "${table}"`).execute(db)
  await sql.raw('drop function if exists ev_cache_signal()').execute(db)
}
