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

/** Where a day's (or a year's) serials are drawn: the table, its id column, the id's stem and the serial's digits. */
export interface SerialSpec {
  table: 'applications' | 'feedbacks' | 'official_documents'
  column: 'applyId' | 'feedbackId' | 'serial'
  stem: string
  digits: number
}

/**
 * The next id of `stem`: the stem and a serial one above the last one written (issue 38: 20 at
 * once on PostgreSQL must not read the same last id).
 *
 * PostgreSQL (issue 43): nobody waits for it. Each draw claims the first serial after the last
 * committed one that no transaction under way holds (`pg_try_advisory_xact_lock` on that id,
 * held to commit), so 20 creates at once draw 20 serials side by side. A lock on the whole stem
 * held to commit made every create of the day wait for the one before to write its journal entry
 * (the cluster drill: 14–25 connections queued on it). The claim's statement read the last id
 * before it took the lock, so the claimed id is looked up once more: a holder that committed it
 * in between has it written, and the draw moves past it. Nothing is skipped unless a create rolls
 * back after a later serial was drawn (ids stay unique and in order; gapless but for that).
 * Two statements, as the lock on the stem took. SQLite: one transaction writes at a time; the
 * last id read is the last.
 */
export async function nextSerial(db: Db, spec: SerialSpec): Promise<string> {
  const idOf = (serial: number) => `${spec.stem}${String(serial).padStart(spec.digits, '0')}`
  const column = sql.ref(spec.column)
  // The last serial written of the stem (ids of one length: the last id is the greatest).
  const lastSerial = sql<number>`coalesce((select cast(substr(${column}, ${spec.stem.length + 1}) as integer)
    from ${sql.table(spec.table)} where ${column} like ${`${spec.stem}%`} order by ${column} desc limit 1), 0)`
  if (!isPostgres(db)) {
    const { rows } = await sql<{ last: number }>`select ${lastSerial} as "last"`.execute(db)
    return idOf(Number(rows[0].last) + 1)
  }
  if (!db.isTransaction) throw new Error(`nextSerial(${spec.stem}) needs a transaction`)
  // Serials at or below it are written or held (0 at first: the last written decides).
  let floor = 0
  for (;;) {
    // The first of the next CLAIM_AHEAD serials nobody holds (generate_series yields in order and
    // the limit stops the tries at the first lock taken).
    const { rows } = await sql<{ serial: number | null; last: number }>`select m.last as "last",
      (select n from generate_series(m.last + 1, m.last + ${CLAIM_AHEAD}) n
        where pg_try_advisory_xact_lock(hashtextextended(${`${spec.table}:${spec.stem}:`} || n, 0))
        limit 1) as "serial"
      from (select greatest(${floor}::integer, ${lastSerial}) as last) m`.execute(db)
    const { serial: claimed, last } = rows[0]
    if (claimed === null) {
      floor = Number(last) + CLAIM_AHEAD
      continue
    }
    // Read after the lock was taken: an id committed since the claim's statement began shows here.
    const { rows: taken } = await sql`select 1 from ${sql.table(spec.table)}
      where ${column} = ${idOf(claimed)}`.execute(db)
    if (!taken.length) return idOf(claimed)
    floor = claimed
  }
}

/** Serials tried in one statement: more than the creates of one stem under way at once. */
const CLAIM_AHEAD = 64
