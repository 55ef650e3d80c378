/**
 * A list request's rows for its export, batch by batch, never OFFSET, never all rows at once;
 * run in the export worker (exports/readers.ts), over the worker's own connection.
 *
 * SQLite reads keyset batches (each after the last row of the one before). PostgreSQL reads one
 * statement (one plan, one scan, one snapshot, the next batches read ahead), with the names a
 * plain table's rows look up (operatorName, stationName …) read in the same query: the national
 * orders name ~480 different stations in every 500, so a name cache missed and each batch asked
 * for its names again. A resource whose rows need nothing more is read by COPY and written from
 * its bytes (db/copy-out.ts, export-copy.ts); any other through a cursor (db/cursor.ts) as rows.
 */
import type { CompiledQuery, RawBuilder, SqlBool } from 'kysely'
import type pg from 'pg'
import { poolOf } from '../db/connect'
import { openCopy } from '../db/copy-out'
import { openCursor } from '../db/cursor'
import type { Db } from '../db/types'
import type { NextBatch } from '../exports/readers'
import type { Cell } from '../exports/xlsx'
import { columnOf, ref } from './conditions'
import { copyRows, copyRowWriter } from './export-copy'
import { after, baseQuery, buildRequest, ordered, selectColumns } from './query'
import { exportColumns, finishRows, type LookupCache } from './rows'
import type { AnyQuery, LookupDef, QueryContext, ResourceDef, Row } from './types'

/**
 * Rows per batch. A batch lives while it is turned into cells and written; 500 orders (~0.6 MB of
 * rows and cells) fit the export worker's young generation and die there, where 2,000 were copied
 * out to the old generation at each collection. On PostgreSQL 250 and 1,000 were no faster (10
 * days of national orders in the worker: 250 at 34,560 rows/s, 500 at 44,394–48,176, 1,000 at
 * 42,181).
 */
const EXPORT_BATCH = 500

/**
 * The COPY's transaction: no JIT (db/cursor.ts), and room for the lookups' memo — with the default
 * 4 MB, ten days of national orders missed 497,842 of 745,269 station names (evicted); read by psql
 * with 64 MB in 7.04 / 5.56 s, with 4 MB in 7.53 / 6.97 s (alternated).
 */
const READ_SETTINGS = { jit: 'off', work_mem: '64MB' }

/** The export's rows of a list request (`read`: how PostgreSQL's are read; tests compare the two). */
export function exportBatches(
  db: Db,
  def: ResourceDef,
  params: Record<string, string>,
  context: QueryContext,
  read: 'copy' | 'cursor' = 'copy',
): NextBatch {
  const request = buildRequest(def, params, context)
  const columns = exportColumns(def)
  const cells = (rows: Row[]): Cell[][] => rows.map((row) => columns.map((column) => column.cell(row)))
  const query = (where: RawBuilder<SqlBool>) =>
    ordered(selectColumns(baseQuery(db, def, where), def, 'export'), def, request.sort)
  if (!context.postgres) {
    const names: LookupCache = new Map()
    let last: Row | null = null
    let ended = false
    return async () => {
      if (ended) return null
      const where = last ? after(def, request.sort, last, request.where) : request.where
      const rows = (await query(where).limit(EXPORT_BATCH).execute()) as Row[]
      ended = rows.length < EXPORT_BATCH
      if (!rows.length) return null
      last = { ...rows[rows.length - 1] }
      return cells(await finishRows(db, def, rows, context.now, names))
    }
  }
  const named = namedInQuery(def)
  const rest: ResourceDef = {
    ...def,
    lookups: (def.lookups ?? []).filter((lookup) => !named.includes(lookup)),
  }
  const compiled = named.reduce((read, lookup) => withName(read, def, lookup), query(request.where)).compile()
  const pool = read === 'copy' && !rest.lookups?.length ? poolOf(db) : undefined
  let reading: { next: NextBatch; close(): Promise<void> } | undefined
  const next: NextBatch = async () => {
    reading ??= (pool && (await copyReading(pool, def, compiled))) || (await cursorReading())
    return reading.next()
  }
  next.close = async () => {
    await reading?.close()
  }
  return next

  /** Rows as objects through a cursor, finished and turned into cells (any resource). */
  async function cursorReading() {
    const cursor = await openCursor<Row>(db, compiled, EXPORT_BATCH)
    const names: LookupCache = new Map()
    const next: NextBatch = async () => {
      const rows = await cursor.next()
      if (!rows) return null
      return cells(await finishRows(cursor.connection, rest, rows, context.now, names))
    }
    return { next, close: () => cursor.close() }
  }
}

/**
 * Rows as COPY sends them, written into the sheet from their bytes (export-copy.ts); null when the
 * resource's rows need more than its query reads.
 */
async function copyReading(pool: pg.Pool, def: ResourceDef, compiled: CompiledQuery) {
  const copy = await openCopy(pool, compiled, EXPORT_BATCH, READ_SETTINGS, (columns) =>
    copyRowWriter(def, columns),
  )
  if (!copy) return null
  const next: NextBatch = async () => {
    const batch = await copy.next()
    return batch && copyRows(batch, copy.prepared)
  }
  return { next, close: () => copy.close() }
}

/** The lookups whose names the query itself can read: a plain table's, from a column of its own. */
function namedInQuery(def: ResourceDef): LookupDef[] {
  if (def.from) return []
  return (def.lookups ?? []).filter((lookup) => def.fields.some((field) => field.name === lookup.from))
}

/**
 * A lookup's name as a column of the row: the looked-up table's value for the row's key, joined
 * laterally (one row at most, whatever the key's uniqueness), which PostgreSQL memoizes per key —
 * the 15 operators of 2 million orders are looked up 15 times (a scalar subquery looked each row's
 * up: 10 days of national orders read in 12.2–15.1 s through a cursor, 9.6 s joined).
 */
function withName(query: AnyQuery, def: ResourceDef, lookup: LookupDef): AnyQuery {
  const from = def.fields.find((field) => field.name === lookup.from)!
  const column = columnOf(from)
  const key = ref(column.includes('.') ? column : `${def.table}.${column}`)
  const alias = `lookup_${lookup.name}`
  return query
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(`${lookup.table} as named`)
          .select(ref(`named.${lookup.value}`).as('looked_up'))
          .where(ref(`named.${lookup.key}`), '=', key)
          .limit(1)
          .as(alias),
      (join) => join.onTrue(),
    )
    .select(ref(`${alias}.looked_up`).as(lookup.name))
}
