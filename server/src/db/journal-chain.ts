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
 * - PostgreSQL: `pg_advisory_xact_lock(JOURNAL_LOCK)` is taken before reading the last hash (both
 *   in one call of migration 0056's function) and released at commit or rollback. The next writer waits for it; under READ COMMITTED its
 *   following statement sees the committed entry, so it chains to it. Ids are drawn from the
 *   sequence while the lock is held, so id order is chain order. A transaction that rolls back
 *   takes its entry with it and the next writer chains to the entry before it: nothing breaks.
 * The lock is taken at the end of a change (the journal is written after the handler), so it is
 * held only for the insert (one statement with the head's move) and the commit.
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

/** Append one entry to the chain and move the anchored head (in the caller's transaction, or one of its own). */
export async function appendEntry(db: Db, entry: Content): Promise<void> {
  const write = async (trx: Db) => {
    if (isPostgres(trx)) {
      // The lock and the last hash in one call (migration 0056), the entry and the head in one
      // statement: the lock is held for one round trip and the commit.
      const { rows } = await sql<{
        hash: string | null
      }>`select journal_chain_lock(${JOURNAL_LOCK}) as "hash"`.execute(trx)
      const hash = entryHash(rows[0].hash, entry)
      const moved = await trx
        .with('added', (db) =>
          db
            .insertInto('journal')
            .values({ ...entry, hash })
            .returning('id'),
        )
        .updateTable('journal_head')
        .set((eb) => ({
          count: eb('count', '+', 1),
          hash,
          lastId: eb.selectFrom('added').select('id'),
          lastTime: entry.time,
        }))
        .where('id', '=', HEAD_ID)
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) === 0) await anchorJournalHead(trx)
      return
    }
    const hash = entryHash(await lastHash(trx), entry)
    const { id } = await trx
      .insertInto('journal')
      .values({ ...entry, hash })
      .returning('id')
      .executeTakeFirstOrThrow()
    // In the same transaction: the head is the entry just written.
    const moved = await trx
      .updateTable('journal_head')
      .set((eb) => ({ count: eb('count', '+', 1), hash, lastId: id, lastTime: entry.time }))
      .where('id', '=', HEAD_ID)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) await anchorJournalHead(trx)
  }
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}

const HEAD_ID = 1

/**
 * Anchor the head at the journal as it stands (the migration that adds it, the seed after sealing
 * its bulk entries, a database whose head row is missing). Idempotent.
 */
// biome-ignore lint/suspicious/noExplicitAny: also runs from a migration, on any schema
export async function anchorJournalHead(db: Db | import('kysely').Kysely<any>): Promise<void> {
  const typed = db as Db
  const counted = await typed
    .selectFrom('journal')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  const last = await typed
    .selectFrom('journal')
    .select(['id', 'hash', 'time'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const head = {
    count: Number(counted.count),
    hash: last?.hash ?? null,
    lastId: last?.id ?? null,
    lastTime: last?.time ?? null,
  }
  await typed.deleteFrom('journal_head').execute()
  await typed
    .insertInto('journal_head')
    .values({ id: HEAD_ID, ...head })
    .execute()
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
  /** How many of the newest entries the anchored head counts that are gone (0 if none). */
  missing: number
  /** The anchored head: how many entries the chain had at the last write, and the newest one. */
  head: { count: number; lastId: number | null; lastTime: string | null } | null
}

/**
 * Walk the journal in id order and report the first entry whose hash does not verify; then hold
 * the chain against the anchored head: fewer entries than it counts, or a newest hash other than
 * its own, is a chain cut at its end (the newest entries deleted).
 */
export async function verifyJournal(db: Db): Promise<ChainReport> {
  const anchored = await db
    .selectFrom('journal_head')
    .selectAll()
    .where('id', '=', HEAD_ID)
    .executeTakeFirst()
  const head = anchored
    ? { count: Number(anchored.count), lastId: anchored.lastId, lastTime: anchored.lastTime }
    : null
  let previous: string | null = null
  let checked = 0
  // The entry the head should be (the head.count-th) and the first one after it.
  let atHead: { id: number; time: string; hash: string | null } | null = null
  let afterHead: { id: number; time: string } | null = null
  for await (const { id, hash, ...content } of entriesAfter(db, 0)) {
    checked += 1
    if (hash !== entryHash(previous, content))
      return { intact: false, checked, brokenAt: { id, time: content.time }, missing: 0, head }
    if (head && checked === head.count) atHead = { id, time: content.time, hash }
    if (head && checked === head.count + 1) afterHead = { id, time: content.time }
    previous = hash
  }
  const verdict = (brokenAt: ChainReport['brokenAt'], missing = 0): ChainReport => ({
    intact: brokenAt === null,
    checked,
    brokenAt,
    missing,
    head,
  })
  if (!head || !anchored || head.count === 0) return verdict(checked && head ? afterHead : null)
  if (checked < head.count)
    return verdict({ id: head.lastId ?? 0, time: head.lastTime ?? '' }, head.count - checked)
  if (atHead && atHead.hash !== anchored.hash) return verdict({ id: atHead.id, time: atHead.time })
  // Entries after the anchored head were written past the chain's writer (never by the server).
  return verdict(afterHead)
}
