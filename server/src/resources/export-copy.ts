/**
 * An export's rows written into the sheet straight from the bytes PostgreSQL's COPY sends
 * (db/copy-out.ts), with the cells the rows would have given (rows.ts exportColumns, finishRows):
 * enumeration labels, Beijing time, region names, masked plates, numbers as numbers. A column that
 * needs nothing is copied byte by byte; the others turn a few distinct values (an enumeration's
 * codes, a year's hours, the regions) into text once and reuse it. Resources whose rows need
 * more — a computed field, a `finish`, a lookup the query cannot read — are not written this way
 * (export-batches.ts reads them through a cursor).
 */
import { labelOf } from '../../../src/core/domain/enum-kit'
import { regionName } from '../../../src/core/domain/regions'
import type { CopyBatch, CopyRead } from '../db/copy-out'
import { unescapeCopy } from '../db/copy-text'
import {
  NUMBER_CLOSE,
  openCell,
  openRow,
  ROW_CLOSE,
  type RowBatch,
  type RowMarkup,
  TEXT_CLOSE,
} from '../exports/xlsx-rows'
import type { XmlBytes } from '../exports/xlsx-sheet'
import { chinaTime, maskPlate } from './rows'
import type { FieldDef, ResourceDef } from './types'

/** Types the pg driver gives as numbers (int2, int4, int8 — db/connect.ts —, float4, float8). */
const NUMBER_TYPES = new Set([21, 23, 20, 700, 701])
/** Types it gives as strings (char, name, text, bpchar, varchar, numeric). */
const TEXT_TYPES = new Set([18, 19, 25, 1042, 1043, 1700])

type Kind = 'text' | 'number' | 'enum' | 'time' | 'area' | 'plate'

interface Column {
  /** The column's place in the COPY row. */
  field: number
  kind: Kind
  /** Text of a value (an enumeration's label, a region's name), by its key (keyOf). */
  names: Map<number | string, string>
  /** An enumeration's label of a value's text. */
  name?: (text: string) => string
}

/** Writes one COPY row as sheet row `row`, its bytes from `start` to `end` (after the `\n`). */
export type CopyRowWriter = (
  out: XmlBytes,
  source: Buffer,
  start: number,
  end: number,
  row: number,
  markup: RowMarkup,
) => void

/** The writer of a resource's export rows from its COPY columns; null when they need more. */
export function copyRowWriter(def: ResourceDef, columns: CopyRead['columns']): CopyRowWriter | null {
  if (def.finish || def.fields.some((field) => field.compute)) return null
  const exported: { name: string; field?: FieldDef }[] = [
    ...def.fields.filter((field) => field.export !== false).map((field) => ({ name: field.name, field })),
    ...(def.lookups ?? [])
      .filter((lookup) => lookup.export !== false)
      .map((lookup) => ({ name: lookup.name })),
  ]
  const plan: Column[] = []
  for (const { name, field } of exported) {
    const at = columns.findIndex((column) => column.name === name)
    const type = columns[at]?.type
    if (at < 0 || !(NUMBER_TYPES.has(type) || TEXT_TYPES.has(type))) return null
    const number = NUMBER_TYPES.has(type)
    const kind: Kind = field?.enum
      ? 'enum'
      : field?.kind === 'time'
        ? 'time'
        : field?.kind === 'area'
          ? 'area'
          : field?.kind === 'plate'
            ? 'plate'
            : number
              ? 'number'
              : 'text'
    if (number && kind !== 'enum' && kind !== 'number') return null
    const list = field?.enum
    // The driver's number, as String() writes it, is the code the enumeration is matched by.
    const code = (text: string) => (type === 700 || type === 701 ? String(Number(text)) : text)
    plan.push({
      field: at,
      kind,
      names: new Map(),
      name: list && ((text) => labelOf(list, code(text), code(text))),
    })
  }
  const starts = new Int32Array(columns.length)
  const ends = new Int32Array(columns.length)
  return (out, source, start, end, row, markup) => {
    let field = 0
    starts[0] = start
    for (let at = start; at < end - 1; at += 1)
      if (source[at] === 0x09) {
        ends[field] = at
        field += 1
        if (field >= columns.length) throw new Error('COPY: a row with more fields than columns')
        starts[field] = at + 1
      }
    if (field !== columns.length - 1) throw new Error('COPY: a row with fewer fields than columns')
    ends[field] = end - 1
    openRow(out, row)
    let next = -1
    for (let index = 0; index < plan.length; index += 1) {
      const column = plan[index]
      const from = starts[column.field]
      const to = ends[column.field]
      // Null (`\N`) and empty text: no cell.
      if (from === to || (to - from === 2 && source[from] === 0x5c && source[from + 1] === 0x4e)) continue
      if (column.kind === 'number' && isNumber(source, from, to)) {
        openCell(out, markup, row, index, next, true)
        out.asciiBytes(source, from, to)
        out.bytes(NUMBER_CLOSE)
      } else if (column.kind === 'number' || column.kind === 'text') {
        openCell(out, markup, row, index, next, false)
        out.copyText(source, from, to)
        out.bytes(TEXT_CLOSE)
      } else if (column.kind === 'time' && isInstant(source, from, to)) {
        if (!timeCell(out, markup, row, index, next, column, source, from)) continue
      } else {
        const text = cellText(column, source, from, to)
        if (!text) continue
        openCell(out, markup, row, index, next, false)
        out.text(text)
        out.bytes(TEXT_CLOSE)
      }
      next = index + 1
    }
    out.bytes(ROW_CLOSE)
  }
}

/** A batch of COPY rows for the sheet. */
export function copyRows(batch: CopyBatch, write: CopyRowWriter): RowBatch {
  return {
    length: batch.length,
    write: (out, index, row, markup) =>
      write(out, batch.bytes, index ? batch.ends[index - 1] : 0, batch.ends[index], row, markup),
  }
}

/**
 * A stored instant's (isInstant) cell in Beijing time from its bytes, its hour turned once
 * (rows.ts chinaTime); false, nothing written, for an hour that is no date.
 */
function timeCell(
  out: XmlBytes,
  markup: RowMarkup,
  row: number,
  index: number,
  next: number,
  column: Column,
  source: Buffer,
  from: number,
): boolean {
  const hour = hourKey(source, from)
  let china = column.names.get(hour)
  if (china === undefined) {
    if (column.names.size >= MAX_NAMES) column.names.clear()
    china = chinaTime(`${source.toString('latin1', from, from + 13)}:00:00.000Z`).slice(0, 13)
    column.names.set(hour, china)
  }
  if (!china) return false
  openCell(out, markup, row, index, next, false)
  out.ascii(china)
  // `:mm:ss` as they stand.
  out.asciiBytes(source, from + 13, from + 19)
  out.bytes(TEXT_CLOSE)
  return true
}

/** The text of an enumeration's, a time's, a region's or a plate's cell. */
function cellText(column: Column, source: Buffer, from: number, to: number): string {
  if (column.kind === 'time') return chinaTime(unescaped(source, from, to))
  if (column.kind === 'plate') return String(maskPlate(unescaped(source, from, to)))
  const key = keyOf(source, from, to)
  let text = column.names.get(key)
  if (text === undefined) {
    const value = typeof key === 'string' ? key : unescaped(source, from, to)
    text = column.kind === 'enum' ? column.name!(value) : regionName(value, value)
    if (column.names.size >= MAX_NAMES) column.names.clear()
    column.names.set(key, text)
  }
  return text
}

/** Distinct texts a column keeps (a year of hours is 8,784). */
const MAX_NAMES = 20_000

/** A field's text, COPY's escapes undone. */
function unescaped(source: Buffer, from: number, to: number): string {
  return unescapeCopy(source.toString('utf8', from, to))
}

/**
 * A value's key: up to 9 digits as a number (with its length, so that `012` is not `12`), any
 * other text as itself.
 */
function keyOf(source: Buffer, from: number, to: number): number | string {
  if (to - from > 9) return unescaped(source, from, to)
  let value = 0
  for (let at = from; at < to; at += 1) {
    const digit = source[at] - 48
    if (digit < 0 || digit > 9) return unescaped(source, from, to)
    value = value * 10 + digit
  }
  return value * 16 + (to - from)
}

/** Whether a field is a stored instant, `YYYY-MM-DDTHH:mm:ss.sssZ` (rows.ts chinaTime's fast path). */
function isInstant(source: Buffer, from: number, to: number): boolean {
  if (to - from !== 24) return false
  if (source[from + 4] !== 0x2d || source[from + 7] !== 0x2d || source[from + 10] !== 0x54) return false
  if (source[from + 13] !== 0x3a || source[from + 16] !== 0x3a || source[from + 19] !== 0x2e) return false
  if (source[from + 23] !== 0x5a || source[from + 14] > 0x35 || source[from + 17] > 0x35) return false
  for (const at of DIGITS) {
    const digit = source[from + at] - 48
    if (digit < 0 || digit > 9) return false
  }
  return true
}

/** An instant's hour as the number YYYYMMDDHH. */
function hourKey(source: Buffer, from: number): number {
  let hour = 0
  for (const at of HOUR_DIGITS) hour = hour * 10 + source[from + at] - 48
  return hour
}
const HOUR_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12]
const DIGITS = [...HOUR_DIGITS, 14, 15, 17, 18, 20, 21, 22]

/** Whether a number column's text is a finite number (PostgreSQL also writes NaN and Infinity). */
function isNumber(source: Buffer, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const code = source[at]
    // Digits, '.', '-', '+', 'e'.
    if (!((code >= 48 && code <= 57) || code === 46 || code === 45 || code === 43 || code === 101))
      return false
  }
  return true
}
