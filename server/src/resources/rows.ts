/**
 * Rows on their way out: computed fields, names looked up for a page (operatorName …), masked
 * plates, and the cells of an export (enumeration labels, region names, China-time text).
 */
import { labelOf } from '../../../src/core/domain/enums'
import { regionName } from '../../../src/core/domain/regions'
import type { Db } from '../db/types'
import type { FieldDef, ResourceDef, Row } from './types'

/** A licence plate as lists show it: the last 2 characters hidden (domain.md: Charge order). */
export function maskPlate(plate: unknown): unknown {
  if (typeof plate !== 'string' || plate.length < 3) return plate
  return `${plate.slice(0, -2)}**`
}

/**
 * Names already looked up, per lookup, kept across the batches of one export: a batch of 2,000
 * orders names some 1,900 stations, mostly the same ones as the batch before.
 */
export type LookupCache = Map<string, Map<unknown, unknown>>

/** Most names a lookup cache keeps (beyond that it starts over). */
const MAX_CACHED_NAMES = 100_000

/** Finish rows for the API: computed fields, masked plates, '' times as null, lookups. */
export async function finishRows(
  db: Db,
  def: ResourceDef,
  rows: Row[],
  now: Date,
  cache: LookupCache = new Map(),
): Promise<Row[]> {
  const finishing = def.fields.filter(
    (field) => field.compute || field.kind === 'plate' || field.kind === 'time',
  )
  for (const row of rows) {
    for (const field of finishing) {
      if (field.compute) row[field.name] = field.compute(row, now)
      else if (field.kind === 'plate') row[field.name] = maskPlate(row[field.name])
      else if (field.kind === 'time' && row[field.name] === '') row[field.name] = null
    }
  }
  for (const lookup of def.lookups ?? []) {
    let found = cache.get(lookup.name)
    if (!found || found.size > MAX_CACHED_NAMES) {
      found = new Map<unknown, unknown>()
      cache.set(lookup.name, found)
    }
    const known = found
    const keys = [
      ...new Set(
        rows
          .map((row) => row[lookup.from])
          .filter((value) => value !== null && value !== undefined && !known.has(value)),
      ),
    ]
    for (let index = 0; index < keys.length; index += 500) {
      const part = keys.slice(index, index + 500)
      // biome-ignore lint/suspicious/noExplicitAny: the lookup names its table
      const result = await (db as any)
        .selectFrom(lookup.table)
        .select([`${lookup.key} as k`, `${lookup.value} as v`])
        .where(lookup.key, 'in', part)
        .execute()
      for (const item of result as { k: unknown; v: unknown }[]) found.set(item.k, item.v)
      // Keys without a record are remembered too, so they are not asked for again.
      for (const key of part) if (!found.has(key)) found.set(key, null)
    }
    for (const row of rows) row[lookup.name] = found.get(row[lookup.from]) ?? null
  }
  await def.finish?.(rows, { db, now })
  return rows
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as China time text `YYYY-MM-DD HH:mm:ss`. */
export function chinaTime(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return ''
  // Stored instants are `YYYY-MM-DDTHH:mm:ss.sssZ`; exports turn millions of them, of a few
  // thousand hours: each hour is turned once, minutes and seconds copied.
  if (iso.length === 24 && isMinuteSecond(iso, 14) && isMinuteSecond(iso, 17) && isMillisecondsZ(iso)) {
    const hour = iso.slice(0, 13)
    let china = chinaHours.get(hour)
    if (china === undefined) {
      if (chinaHours.size >= MAX_CHINA_HOURS) chinaHours.clear()
      china = fullChinaTime(`${hour}:00:00.000Z`).slice(0, 13)
      chinaHours.set(hour, china)
    }
    // `:mm:ss` as they stand.
    if (china) return china + iso.slice(13, 19)
  }
  return fullChinaTime(iso)
}

/** UTC hours (`YYYY-MM-DDTHH`) → China's (`YYYY-MM-DD HH`), '' for no hour; a year is 8,784. */
const chinaHours = new Map<string, string>()
const MAX_CHINA_HOURS = 20_000

/** Whether `iso` ends in `.sssZ` (from 19). */
function isMillisecondsZ(iso: string): boolean {
  if (iso.charCodeAt(19) !== 46 || iso.charCodeAt(23) !== 90) return false
  for (let at = 20; at < 23; at += 1) {
    const code = iso.charCodeAt(at)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** Whether `text` has two digits from 00 to 59 at `at`, after a colon. */
function isMinuteSecond(text: string, at: number): boolean {
  const tens = text.charCodeAt(at)
  const ones = text.charCodeAt(at + 1)
  return text.charCodeAt(at - 1) === 58 && tens >= 48 && tens <= 53 && ones >= 48 && ones <= 57
}

function fullChinaTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

/** A column of an export. */
export interface ExportColumn {
  header: string
  width: number
  cell(row: Row): string | number | null
}

/**
 * The export cell of a described field, as the list shows it (enumeration labels, region names,
 * Beijing time): also the hand-written lists' exports use it (issue 42, item 25: the journal's
 * file wrote UTC instants and internal codes while its screen showed Beijing time and 登录).
 */
export function exportCell(name: string, field: Pick<FieldDef, 'enum' | 'kind'>): ExportColumn['cell'] {
  if (field.enum) {
    const list = field.enum
    return (row) =>
      row[name] === null || row[name] === undefined ? '' : labelOf(list, row[name], String(row[name]))
  }
  if (field.kind === 'time') return (row) => chinaTime(row[name])
  if (field.kind === 'area')
    return (row) => (row[name] ? `${regionName(String(row[name]), String(row[name]))}` : '')
  return (row) => {
    const value = row[name]
    return value === null || value === undefined ? '' : typeof value === 'number' ? value : String(value)
  }
}

/** The export columns of a resource: its exported fields, then its lookups. */
export function exportColumns(def: ResourceDef): ExportColumn[] {
  const columns = def.fields
    .filter((field) => field.export !== false)
    .map((field) => ({
      header: field.label,
      width: field.width ?? Math.max(10, field.label.length * 2 + 2),
      cell: exportCell(field.name, field),
    }))
  for (const lookup of def.lookups ?? []) {
    if (lookup.export === false) continue
    columns.push({
      header: lookup.label,
      width: lookup.width ?? 24,
      cell: (row) => (row[lookup.name] as string | null) ?? '',
    })
  }
  return columns
}
