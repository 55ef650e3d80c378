/**
 * PostgreSQL's lock table as the tests that hold a write open against a build read it: wait until
 * exactly one transaction waits for a lock on a table.
 */
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../../server/src/db/types'

const POLL = { timeout: 20_000, interval: 50 }

/** Resolves once one transaction waits for a lock on `table` (fails after 20 s). */
export async function untilOneWaitsOn(db: Db, table: string): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as "n" from pg_locks
        where not granted and relation = ${table}::regclass`.execute(db)
      return rows[0].n
    }, POLL)
    .toBe(1)
}
