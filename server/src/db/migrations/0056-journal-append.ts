/**
 * Issue 43: the journal's chain lock (journal-chain.ts) was held from the read of the last hash
 * through the insert, the head's update and the commit — four round trips, with every other
 * change of the cluster queued behind it (the drill: 13 connections waiting on it at once). This
 * function takes the lock and reads the last hash in one call; the insert and the head's update
 * are then one statement. PostgreSQL only (SQLite writes one transaction at a time).
 *
 * Why a function: the last hash must be read after the lock is granted. A statement's snapshot is
 * taken when it starts, before its lock call waits; a VOLATILE plpgsql function's own statements
 * each take a new one (READ COMMITTED), so the SELECT below sees the entry that the previous
 * holder committed before it released the lock.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  await sql
    .raw(`create function journal_chain_lock(lock_key bigint) returns varchar language plpgsql volatile as $$
declare
  last_hash varchar;
begin
  perform pg_advisory_xact_lock(lock_key);
  select hash into last_hash from journal order by id desc limit 1;
  return last_hash;
end $$`)
    .execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop function journal_chain_lock(bigint)`.execute(db)
}
