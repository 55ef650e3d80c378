/**
 * A list request's rows for its export, batch by batch, never OFFSET, never all rows at once;
 * run in the export worker (exports/readers.ts), over the worker's own connection.
 *
 * SQLite reads keyset batches (each after the last row of the one before). PostgreSQL reads one
 * cursor (db/cursor.ts: one plan, one scan, one snapshot, the next batch read ahead), with the
 * names a plain table's rows look up (operatorName, stationName …) read in the same query: the
 * national orders name ~480 different stations in every 500, so a name cache missed and each
 * batch asked for its names again.
 */
import type { RawBuilder, SqlBool } from 'kysely'
import { type CursorRead, openCursor } from '../db/cursor'
import type { Db } from '../db/types'
import type { NextBatch } from '../exports/readers'
import type { Cell } from '../exports/xlsx'
import { columnOf, ref } from './conditions'
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

/** The export's rows of a list request, as cells. */
export function exportBatches(
  db: Db,
  def: ResourceDef,
  params: Record<string, string>,
  context: QueryContext,
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
  let cursor: CursorRead<Row> | undefined
  const names: LookupCache = new Map()
  const next: NextBatch = async () => {
    cursor ??= await openCursor<Row>(db, compiled, EXPORT_BATCH)
    const rows = await cursor.next()
    if (!rows) return null
    return cells(await finishRows(cursor.connection, rest, rows, context.now, names))
  }
  next.close = async () => {
    await cursor?.close()
  }
  return next
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
