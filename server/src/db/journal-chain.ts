/**
 * The tamper-evident journal (issue 23): each entry's `hash` is SHA-256 over the previous entry's
 * hash and the entry's own content, in id order. Editing an entry breaks its own hash; deleting
 * one breaks the next entry's (its predecessor is no longer the one it was chained to).
 *
 * Concurrency (why the chain stays one chain): an entry is chained at the moment it is written,
 * reading the last entry's hash and inserting in the same transaction, while holding a lock that
 * every journal writer takes first:
 * - SQLite: the driver hands its single connection to one transaction at a time (Kysely's
 *   connection mutex), and a write outside a transaction is wrapped in one, so no other write can
 *   come between the read of the last hash and the insert.
 * - PostgreSQL: `pg_advisory_xact_lock(JOURNAL_LOCK)` is taken before reading the last hash and
 *   released at commit or rollback. The next writer waits for it; under READ COMMITTED its
 *   following statement sees the committed entry, so it chains to it. Ids are drawn from the
 *   sequence while the lock is held, so id order is chain order. A transaction that rolls back
 *   takes its entry with it and the next writer chains to the entry before it: nothing breaks.
 * The lock is taken at the end of a change (the journal is written after the handler), so it is
 * held only for the insert and the commit.
 */
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { isPostgres } from './dialect'
import type { Db, JournalTable } from './types'

/** The advisory lock key of journal writes (any constant unique to this use). */
const JOURNAL_LOCK = 0x6a6f75726e616c

/** The fields a hash covers, in a fixed order (the id is not known before the insert). */
type Content = Omit<JournalTable, 'id' | 'hash'>

/** The hash of an entry chained after `previous` (null for the first entry). */
export function entryHash(previous: string | null, entry: Content): string {
  const content = [
    entry.userId ?? null,
    entry.username,
    entry.time,
    entry.action,
    entry.target,
    entry.beforeJson ?? null,
    entry.afterJson ?? null,
    entry.ip,
    entry.result,
    entry.message ?? '',
  ]
  return createHash('sha256')
    .update(`${previous ?? ''}\n${JSON.stringify(content)}`)
    .digest('hex')
}

async function lastHash(db: Db): Promise<string | null> {
  const row = await db.selectFrom('journal').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.hash ?? null
}

/** Append one entry to the chain (in the caller's transaction, or in one of its own). */
export async function appendEntry(db: Db, entry: Content): Promise<void> {
  const write = async (trx: Db) => {
    if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK})`.execute(trx)
    const hash = entryHash(await lastHash(trx), entry)
    await trx
      .insertInto('journal')
      .values({ ...entry, hash })
      .execute()
  }
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}

/**
 * Chain the entries written without a hash (the seed's bulk insert, or entries that existed
 * before migration 0004), in id order after the last chained entry. Idempotent.
 */
// biome-ignore lint/suspicious/noExplicitAny: also runs from a migration, on any schema
export async function sealJournal(db: Db | import('kysely').Kysely<any>): Promise<void> {
  const typed = db as Db
  const sealed = await typed
    .selectFrom('journal')
    .select(['id', 'hash'])
    .where('hash', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  let previous = sealed?.hash ?? null
  for await (const { id, hash: _old, ...content } of entriesAfter(typed, sealed?.id ?? 0)) {
    previous = entryHash(previous, content)
    await typed.updateTable('journal').set({ hash: previous }).where('id', '=', id).execute()
  }
}

/** The entries after an id, in id order, read a batch at a time. */
async function* entriesAfter(db: Db, after: number) {
  let last = after
  for (;;) {
    const rows = await db
      .selectFrom('journal')
      .selectAll()
      .where('id', '>', last)
      .orderBy('id')
      .limit(2000)
      .execute()
    if (!rows.length) return
    yield* rows
    last = rows[rows.length - 1].id
  }
}

/** The verdict of a chain check. */
export interface ChainReport {
  intact: boolean
  checked: number
  brokenAt: { id: number; time: string } | null
}

/** Walk the journal in id order and report the first entry whose hash does not verify. */
export async function verifyJournal(db: Db): Promise<ChainReport> {
  let previous: string | null = null
  let checked = 0
  for await (const { id, hash, ...content } of entriesAfter(db, 0)) {
    checked += 1
    if (hash !== entryHash(previous, content))
      return { intact: false, checked, brokenAt: { id, time: content.time } }
    previous = hash
  }
  return { intact: true, checked, brokenAt: null }
}
