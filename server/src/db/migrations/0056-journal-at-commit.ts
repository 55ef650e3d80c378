/**
 * Issue 43: the journal's chain (journal-chain.ts) is made at commit on PostgreSQL. Every change
 * of the cluster appends an entry; chaining one means reading the last hash under a lock that
 * every writer takes. Taken by the route, that lock was held across the client's round trips to
 * the commit — on a busy machine the server's process is slow to send the next statement, and the
 * cluster drill saw 13–26 connections queued on it at once, every write of every process behind
 * the slowest holder.
 *
 * Now the route inserts its entry unchained, with the text its hash covers (`chainText`: the
 * entry's content as entryHash writes it, made by the server), and a deferred constraint trigger
 * chains it as the transaction commits: under the lock it reads the last chained hash, hashes it
 * with `chainText` (SHA-256, as entryHash does), gives the entry a new id drawn under the lock (so
 * id order stays chain order, which verifyJournal walks) and moves the anchored head. No round
 * trip to the client happens between the lock and the commit. Entries inserted otherwise — the
 * seeds' (no `chainText`, sealed after), a restore's (hash already set) — are left as they come.
 * On SQLite the column is there and unused: one connection writes at a time, and the chain is
 * made as the entry is written.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** The advisory lock key of journal writes (journal-chain.ts). */
export const JOURNAL_LOCK = 0x6a6f75726e616c

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('journal').addColumn('chainText', 'text').execute()
  if (!isPostgres(db)) return
  await sql
    .raw(`create function journal_chain_at_commit() returns trigger language plpgsql as $$
declare
  previous varchar;
  chained varchar;
  chained_id integer;
begin
  perform pg_advisory_xact_lock(${JOURNAL_LOCK});
  -- Each statement of this function reads what the lock's previous holder committed.
  select hash into previous from journal where hash is not null order by id desc limit 1;
  chained := encode(sha256(convert_to(coalesce(previous, '') || E'\\n' || new."chainText", 'UTF8')), 'hex');
  update journal set id = nextval(pg_get_serial_sequence('journal', 'id')), hash = chained, "chainText" = null
    where id = new.id returning id into chained_id;
  update journal_head set count = count + 1, hash = chained, "lastId" = chained_id, "lastTime" = new.time
    where id = 1;
  if not found then
    insert into journal_head (id, count, hash, "lastId", "lastTime")
      select 1, count(*), chained, chained_id, new.time from journal where hash is not null;
  end if;
  return null;
end $$`)
    .execute(db)
  await sql
    .raw(`create constraint trigger journal_chain_at_commit after insert on journal
      deferrable initially deferred for each row
      when (new.hash is null and new."chainText" is not null)
      execute function journal_chain_at_commit()`)
    .execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists journal_chain_at_commit on journal`.execute(db)
    await sql`drop function if exists journal_chain_at_commit()`.execute(db)
  }
  await db.schema.alterTable('journal').dropColumn('chainText').execute()
}
