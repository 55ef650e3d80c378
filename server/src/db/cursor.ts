/**
 * A query's rows read through a server-side cursor (PostgreSQL), for the export worker (issue 43:
 * "export of one month of national orders ≥ 50,000 rows/s").
 *
 * Keyset batches planned the query again for each batch (2–7 ms on the partitioned orders) and
 * sought their start in the index again. A cursor is planned and scanned once, and the next batch
 * is asked for as soon as one arrives, so PostgreSQL reads it while the worker writes this one
 * (batch sizes tried: resources/export-batches.ts).
 *
 * The read holds one connection in one read-only REPEATABLE READ transaction from its first batch
 * to `close()`: every batch sees the database as it was when the export started (keyset batches
 * each saw their own moment). Other statements of the read (names looked up, a resource's own
 * finishing) run on `connection`, so that a read never waits for a second connection of the
 * worker's pool while holding one.
 */
import { CompiledQuery, sql } from 'kysely'
import type { Db } from './types'

const CURSOR = 'export_rows'

/** An open cursor read. */
export interface CursorRead<R> {
  /** The held connection, inside the read's transaction. */
  connection: Db
  /** The next batch; null after the last. */
  next(): Promise<R[] | null>
  /** End the transaction and give the connection back (also after a failure; safe twice). */
  close(): Promise<void>
}

/** Open a cursor over `query` on a connection of `db` held until `close()`. */
export function openCursor<R>(db: Db, query: CompiledQuery, batch: number): Promise<CursorRead<R>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return new Promise((resolve, reject) => {
    let ended = Promise.resolve()
    const session = db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read read only`.execute(connection)
      try {
        // The national month's plan is costly enough for PostgreSQL to compile it first: its first
        // batch came after 168–478 ms with JIT and 8–12 ms without, its 755,215 rows in about the
        // same time (10 days, three runs each; docs/performance.md).
        await sql`set local jit = off`.execute(connection)
        await connection.executeQuery(
          CompiledQuery.raw(`declare ${CURSOR} no scroll cursor for ${query.sql}`, [...query.parameters]),
        )
        resolve(reading<R>(connection, batch, release, () => ended))
        await released
      } finally {
        // Read only: ending it either way keeps nothing; a broken connection is already ended.
        await sql`rollback`.execute(connection).catch(() => undefined)
      }
    })
    ended = session.then(
      () => undefined,
      (error: unknown) => {
        release()
        reject(error)
      },
    )
  })
}

function reading<R>(
  connection: Db,
  batch: number,
  release: () => void,
  ended: () => Promise<void>,
): CursorRead<R> {
  const fetch = () =>
    connection
      .executeQuery<R>(CompiledQuery.raw(`fetch forward ${batch} from ${CURSOR}`))
      .then(({ rows }) => rows)
  let ahead: Promise<R[]> | null = null
  let done = false
  return {
    connection,
    async next() {
      if (done) return null
      const rows = await (ahead ?? fetch())
      ahead = null
      if (rows.length < batch) done = true
      else {
        // Read ahead; a failure is met by the next call (or dropped by close()).
        ahead = fetch()
        ahead.catch(() => undefined)
      }
      return rows.length ? rows : null
    },
    async close() {
      done = true
      await ahead?.catch(() => undefined)
      ahead = null
      release()
      await ended()
    },
  }
}
