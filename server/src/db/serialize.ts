/**
 * Checks that read and then write (a serial of the day, "the name is free", "fewer than three
 * exports running", "the station is not applied for yet") made atomic per key (issue 38, item 3).
 *
 * - SQLite: the driver hands its single connection to one transaction at a time (Kysely's
 *   connection mutex), so a transaction's read and its write never have another write between
 *   them; nothing to do.
 * - PostgreSQL: `pg_advisory_xact_lock` on a 64-bit hash of the key, held to commit or rollback.
 *   A second transaction naming the same key waits at this call; under READ COMMITTED its next
 *   statement sees what the first committed, so its check answers as if the two came one after
 *   the other. Different keys do not wait for each other; a rare hash collision only makes two
 *   unrelated keys wait in turn.
 * Take the lock before the read it protects, and only inside the route's transaction (a lock
 * taken outside one would end with its own statement). Keys start with the table they guard.
 */
import { sql } from 'kysely'
import { isPostgres } from './dialect'
import type { Db } from './types'

/** Serialise the rest of the transaction with every other transaction that names the same key. */
export async function serializeOn(db: Db, ...key: readonly (string | number)[]): Promise<void> {
  if (!isPostgres(db)) return
  if (!db.isTransaction) throw new Error(`serializeOn(${key.join(':')}) needs a transaction`)
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key.join(':')}, 0))`.execute(db)
}
