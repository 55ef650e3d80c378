/**
 * The start of several server processes on one PostgreSQL database (issue 43; decisions: Several
 * server processes): preparing the database — migrations, the seed of an empty database, the
 * reseed of a stale one — runs under a session-level advisory lock, so of three processes
 * started at once one prepares and the others then find the database ready. (Kysely's migrator
 * locks its own transaction, but a seed or reseed would run in each process.) SQLite has one
 * process per file: nothing to take.
 */
import { sql } from 'kysely'
import type { Dialect } from './dialect'
import type { Db } from './types'

/** The advisory lock of preparing the database at start. */
export const PREPARE_LOCK = 4_300_043

/** Run `work` while holding the database's start lock. */
export async function underStartLock<T>(db: Db, dialect: Dialect, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work()
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection)
    }
  })
}
