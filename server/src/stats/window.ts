/**
 * A period's rows of the charge aggregates read as few rows as possible (issue 16: stats p95 ≤
 * 100 ms at the large seed): whole months come from the monthly aggregates (migration 0020), and
 * a month the period only partly covers either from its daily rows inside the period, or — when
 * that is fewer rows — from its monthly row less its daily rows outside the period. Every measure
 * is a sum of integers, so a window's sums are exactly those of its daily rows; a key has rows in
 * the period exactly when its summed `orders` is above zero (every daily row counts ≥ 1 order).
 */
import { type RawBuilder, sql } from 'kysely'
import { today } from '../clock/clock'
import { addDays, dayCount } from './days'
import { type StatsFilter, where } from './filters'

/** The period split into month rows and daily rows added or taken away. */
export interface Pieces {
  /** Whole monthly rows: first and last month (YYYY-MM), contiguous; null when none. */
  months: [string, string] | null
  /** Days (inclusive ranges) whose daily rows are added. */
  add: [string, string][]
  /** Days (inclusive ranges) whose daily rows are taken away from the monthly rows. */
  sub: [string, string][]
}

/** First and last day of the month of a YYYY-MM-DD day. */
function monthOf(day: string): [string, string] {
  const first = `${day.slice(0, 7)}-01`
  const next = new Date(Date.parse(`${first}T00:00:00Z`))
  next.setUTCMonth(next.getUTCMonth() + 1)
  return [first, addDays(next.toISOString().slice(0, 10), -1)]
}

/** Days of a range that can hold rows (not after `until`), 0 when none. */
function liveDays(start: string, end: string, until: string): number {
  const last = end < until ? end : until
  return last < start ? 0 : dayCount(start, last)
}

/**
 * Split `start`…`end` into pieces. `monthCost` is what one monthly row costs in daily rows' days
 * (fewer keys are active in a month than days × keys of a day): a partly covered month is read
 * from its monthly row when that plus its outside days (up to `until`: later days have no rows)
 * costs less than its inside days.
 */
export function piecesOf(start: string, end: string, monthCost: number, until: string = today()): Pieces {
  const pieces: Pieces = { months: null, add: [], sub: [] }
  for (let first = monthOf(start)[0]; first <= end; first = addDays(monthOf(first)[1], 1)) {
    const [, last] = monthOf(first)
    const from = start > first ? start : first
    const to = end < last ? end : last
    const month = first.slice(0, 7)
    const outside = liveDays(first, addDays(from, -1), until) + liveDays(addDays(to, 1), last, until)
    const whole = from === first && to === last
    if (!whole && dayCount(from, to) <= monthCost + outside) {
      pieces.add.push([from, to])
      continue
    }
    pieces.months = pieces.months ? [pieces.months[0], month] : [month, month]
    if (from > first) pieces.sub.push([first, addDays(from, -1)])
    if (to < last) pieces.sub.push([addDays(to, 1), last])
  }
  // Months read whole are contiguous: only the first and the last month can be read by days.
  return pieces
}

/** How one charge aggregate is read over a period. */
export interface WindowSource {
  daily: string
  monthly: string
  /** Columns besides the measures each row brings (the same names in both tables). */
  columns: string[]
  /** Monthly row cost in daily rows' days (see piecesOf). */
  monthCost: number
}

/** The charge measures of the aggregates. */
export const CHARGE_MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen'] as const

/** Per-station rows: ~19,500 stations a month against ~6,000 a day at the large seed. */
export const STATIONS: WindowSource = {
  daily: 'station_daily_stats',
  monthly: 'station_monthly_stats',
  columns: ['stationId', 'operatorId', 'areaCode'],
  monthCost: 3,
}

/** Per-pile rows: ~90,000 piles a month against ~7,300 a day. */
export const PILES: WindowSource = {
  daily: 'equipment_daily_stats',
  monthly: 'equipment_monthly_stats',
  columns: ['equipmentId', 'stationId', 'operatorId', 'areaCode'],
  monthCost: 12,
}

/** Per-operator and district rows: a few hundred a day, as many a month. */
export const OPERATORS: WindowSource = {
  daily: 'operator_daily_stats',
  monthly: 'operator_monthly_stats',
  columns: ['operatorId', 'areaCode'],
  monthCost: 1,
}

/** Per-pile-type rows of each operator and district. */
export const PILE_TYPES: WindowSource = {
  daily: 'equipment_type_daily_stats',
  monthly: 'equipment_type_monthly_stats',
  columns: ['equipmentType', 'operatorId', 'areaCode'],
  monthCost: 1,
}

/**
 * The period's rows of `source` within the filter's areas and operators, as a derived table:
 * the source's columns, `month` (YYYY-MM) and the measures, signed (rows taken away negative).
 */
export function windowRows(source: WindowSource, filter: StatsFilter): RawBuilder<unknown> {
  const pieces = piecesOf(filter.period.start, filter.period.end, source.monthCost)
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  const columns = sql.join(source.columns.map((column) => sql.ref(column)))
  const measures = (sign: '' | '-') =>
    sql.join(CHARGE_MEASURES.map((name) => sql`${sql.raw(sign)}${sql.ref(name)} as ${sql.ref(name)}`))
  const daily = (range: [string, string], sign: '' | '-') =>
    sql`select ${columns}, substr("day", 1, 7) as "month", ${measures(sign)} from ${sql.table(source.daily)}
      where "day" >= ${range[0]} and "day" <= ${range[1]} and ${scope}`
  const parts: RawBuilder<unknown>[] = []
  if (pieces.months)
    parts.push(sql`select ${columns}, "month", ${measures('')} from ${sql.table(source.monthly)}
      where "month" >= ${pieces.months[0]} and "month" <= ${pieces.months[1]} and ${scope}`)
  for (const range of pieces.add) parts.push(daily(range, ''))
  for (const range of pieces.sub) parts.push(daily(range, '-'))
  return sql`(${sql.join(parts, sql` union all `)})`
}

/** `sum(…) as …` of each charge measure of the rows aliased `alias`. */
export function chargeSumsSql(alias = 'w') {
  return sql.join(CHARGE_MEASURES.map((name) => sql`sum(${sql.ref(`${alias}.${name}`)}) as ${sql.ref(name)}`))
}
