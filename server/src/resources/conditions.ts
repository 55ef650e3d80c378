/**
 * Portable SQL conditions for list filters. Prefixes use a range on SQLite (binary collation,
 * so `col >= 'abc' and col < 'abd'` walks the index, which LIKE cannot) and LIKE on PostgreSQL.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { fieldError } from '../kernel/errors'
import type { FieldDef } from './types'

/** The column of a field. */
export const columnOf = (field: FieldDef) => field.column ?? field.name

/** A column reference. */
export const ref = (column: string) => sql.ref(column)

/** Escape LIKE wildcards (the escape character is a backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The smallest string greater than every string starting with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
}

/**
 * Values of `column` starting with `prefix`. PostgreSQL's LIKE walks a B-tree only under the C
 * collation (the national database is C.UTF-8): the range beside it lets the column's index
 * find the rows, the LIKE keeps the answer exact under any collation.
 */
export function startsWith(column: string, prefix: string, postgres: boolean): RawBuilder<SqlBool> {
  const range = sql<SqlBool>`${ref(column)} >= ${prefix} and ${ref(column)} < ${prefixUpperBound(prefix)}`
  if (postgres)
    return sql<SqlBool>`(${range} and ${ref(column)} like ${`${escapeLike(prefix)}%`} escape '\\')`
  return sql<SqlBool>`(${range})`
}

/**
 * Area codes under a region prefix: equality for a full 6-digit code (an `(areaCode, …)` index
 * is searched directly), otherwise a prefix range. With `filterOnly` the range is written so
 * that SQLite cannot use an index for it (`+column`): a whole city or province matches most
 * rows, and searching the area index then sorting, or reading an area's whole history for a
 * time window, is far slower than walking the index of the sort or time column and testing
 * the area there (the covering window index holds the area code).
 */
export function inArea(
  column: string,
  prefix: string,
  postgres: boolean,
  filterOnly: boolean,
): RawBuilder<SqlBool> {
  if (/^\d{6}$/.test(prefix)) return sql<SqlBool>`${ref(column)} = ${prefix}`
  // A range on both dialects: PostgreSQL's LIKE walks no index under a collation other than C
  // (the national database's C.UTF-8), so a city's count read every area code of the table.
  if (!filterOnly)
    return sql<SqlBool>`(${ref(column)} >= ${prefix} and ${ref(column)} < ${prefixUpperBound(prefix)})`
  if (postgres) return startsWith(column, prefix, postgres)
  return sql<SqlBool>`(+${ref(column)} >= ${prefix} and +${ref(column)} < ${prefixUpperBound(prefix)})`
}

/**
 * Values of `column` containing `text`. On PostgreSQL a text under three characters has no
 * trigram, and a LIKE of it in a trigram index's condition read the whole index (0.7 s over the
 * national stations' names): `strpos` leaves it a test of the rows the other terms found.
 */
export function containsText(column: string, text: string, postgres = false): RawBuilder<SqlBool> {
  if (postgres && [...text].length < 3) return sql<SqlBool>`strpos(${ref(column)}, ${text}) > 0`
  return sql<SqlBool>`${ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`
}

/** All of the conditions (true when none). */
export function allOf(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`
}

/** Any of the conditions (false when none). */
export function anyOf(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` or `)})` : sql<SqlBool>`1 = 0`
}

const CHINA_OFFSET = '+08:00'

/**
 * Parse a time filter: ISO with zone, or China-time `YYYY-MM-DD[ HH:mm[:ss]]` (the console
 * sends local times). Returns the ISO instant and whether it was a date only.
 */
export function parseTime(field: string, value: string): { iso: string; dateOnly: boolean } {
  const text = value.trim()
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
  let normalized = text
  if (dateOnly) normalized = `${text}T00:00:00${CHINA_OFFSET}`
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text))
    normalized = `${text.replace(' ', 'T')}${CHINA_OFFSET}`
  const time = /^\d{4}-\d{2}-\d{2}/.test(normalized) ? new Date(normalized) : new Date(Number.NaN)
  if (Number.isNaN(time.getTime()))
    throw fieldError(field, '时间格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss')
  return { iso: time.toISOString(), dateOnly }
}

/** Parse a number filter. */
export function parseNumber(field: string, value: string, integer: boolean): number {
  const number = Number(value.trim())
  if (value.trim() === '' || !Number.isFinite(number) || (integer && !Number.isInteger(number))) {
    throw fieldError(field, integer ? '应为整数' : '应为数字')
  }
  return number
}
