/**
 * Bulk insert for the large seed: multi-row INSERT statements compiled by hand (Kysely's query
 * builder would spend most of the seed time compiling 2,000,000 rows). Portable: placeholders
 * follow the dialect, identifiers are double-quoted on both.
 */
import { CompiledQuery } from 'kysely'
import { isPostgres } from '../dialect'
import type { Db } from '../types'

/** A column value of a seeded row. */
export type Cell = string | number | null

/** A buffered inserter: `push` rows as arrays in column order, `flush` at the end. */
export interface BulkWriter {
  push(row: Cell[]): Promise<void>
  flush(): Promise<void>
  /** Rows written so far. */
  readonly count: number
}

/** Create a writer for one table. Rows per statement stay under both dialects' parameter limits. */
export function bulkWriter(db: Db, table: string, columns: readonly string[]): BulkWriter {
  const postgres = isPostgres(db)
  const perStatement = Math.max(1, Math.min(500, Math.floor(30_000 / columns.length)))
  const head = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values `
  const statements = new Map<number, string>()
  const statementFor = (rows: number): string => {
    let text = statements.get(rows)
    if (!text) {
      const groups: string[] = []
      let index = 1
      for (let row = 0; row < rows; row += 1) {
        const cells = columns.map(() => (postgres ? `$${index++}` : '?'))
        groups.push(`(${cells.join(', ')})`)
      }
      text = head + groups.join(', ')
      statements.set(rows, text)
    }
    return text
  }
  let buffer: Cell[] = []
  let buffered = 0
  let count = 0
  const write = async () => {
    if (!buffered) return
    await db.executeQuery(CompiledQuery.raw(statementFor(buffered), buffer))
    count += buffered
    buffer = []
    buffered = 0
  }
  return {
    async push(row) {
      for (const cell of row) buffer.push(cell)
      buffered += 1
      if (buffered >= perStatement) await write()
    },
    flush: write,
    get count() {
      return count
    },
  }
}

/** Insert objects (all with the same keys) through a bulk writer. */
export async function bulkInsert(
  db: Db,
  table: string,
  rows: readonly Record<string, Cell>[],
): Promise<void> {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
  const writer = bulkWriter(db, table, columns)
  for (const row of rows) await writer.push(columns.map((column) => row[column] ?? null))
  await writer.flush()
}
