/**
 * The tamper-evident journal (issue 23): each entry's `hash` is SHA-256 over the previous entry's
 * hash and the entry's own content, in id order. Editing an entry breaks its own hash; deleting
 * one breaks the next entry's (its predecessor is no longer the one it was chained to).
 *
 * Concurrency (why the chain stays one chain): an entry is chained under a lock that every journal
 * writer takes, reading the last entry's hash and writing its own in the same transaction:
 * - SQLite: as the entry is written. The driver hands its single connection to one transaction
 *   at a time (Kysely's connection mutex), and a write outside a transaction is wrapped in one,
 *   so no other write can come between the read of the last hash and the insert.
 * - PostgreSQL: as its transaction commits (migration 0056). The entry is inserted with the text
 *   its hash covers; a deferred trigger takes `pg_advisory_xact_lock` at the commit, reads the
 *   last chained hash (a statement after the lock: it sees what the previous holder committed),
 *   hashes, gives the entry an id drawn under the lock (so id order is chain order) and moves the
 *   head; the lock is released with the commit. A transaction that rolls back takes its entry
 *   with it, unchained. No client round trip falls between the lock and the commit: the route's
 *   transaction used to hold it from its journal write to its commit, and every change of the
 *   cluster queued behind (issue 43).
 */
import { createHash } from 'node:crypto'
import { isPostgres } from './dialect'
import type { Db, JournalTable } from './types'

/** The fields a hash covers, in a fixed order (the id is not known before the insert). */
type Content = Omit<JournalTable, 'id' | 'hash' | 'chainText'>

/** The text of an entry that its hash covers after the previous entry's hash and a newline. */
function chainTextOf(entry: Content): string {
  return JSON.stringify([
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
  ])
}

/** The hash of an entry chained after `previous` (null for the first entry). */
export function entryHash(previous: string | null, entry: Content): string {
  return createHash('sha256')
    .update(`${previous ?? ''}\n${chainTextOf(entry)}`)
    .digest('hex')
}

async function lastHash(db: Db): Promise<string | null> {
  const row = await db.selectFrom('journal').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.hash ?? null
}

/**
 * Append one entry to the chain and move the anchored head, in the caller's transaction or one of
 * its own: on SQLite here, on PostgreSQL by migration 0056's trigger as that transaction commits.
 */
export async function appendEntry(db: Db, entry: Content): Promise<void> {
  if (isPostgres(db)) {
    // Chained as the transaction commits (migration 0056), under the lock, by the database.
    await db
      .insertInto('journal')
      .values({ ...entry, chainText: chainTextOf(entry) })
      .execute()
    return
  }
  const write = async (trx: Db) => {
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
