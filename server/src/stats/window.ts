/**
 * A period's rows of the charge aggregates read as few rows as possible (issue 16: stats p95 ≤
 * 100 ms at the large seed): whole years and months come from the yearly and monthly aggregates
 * (migration 0020), and a year or month the period only partly covers either from its part read
 * a level below, or — when that is fewer rows — from its own rows less the rest read a level
 * below. Every measure
 * is a sum of integers, so a window's sums are exactly those of its daily rows; a key has rows in
 * the period exactly when its summed `orders` is above zero (every daily row counts ≥ 1 order).
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { type StatsFilter, where } from './filters'
import { type Costs, piecesOf, valuesOf } from './window-pieces'

/** How one charge aggregate is read over a period. */
export interface WindowSource {
  daily: string
  monthly: string
  /** Yearly rows, if any (not read when rows are wanted by month). */
  yearly?: string
  /** Columns besides the measures each row brings (the same names in every table). */
  columns: string[]
  costs: Costs
  /** The summed columns (the charge measures unless given). */
  measures?: readonly string[]
}

/** The charge measures of the aggregates. */
export const CHARGE_MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen'] as const

/** Per-station rows: ~20,000 stations a year, ~19,500 a month, ~6,000 a day at the large seed. */
export const STATIONS: WindowSource = {
  daily: 'station_daily_stats',
  monthly: 'station_monthly_stats',
  yearly: 'station_yearly_stats',
  columns: ['stationId', 'operatorId', 'areaCode'],
  costs: { month: 3, year: 3.5 },
}

/** Per-pile rows: ~118,000 piles a year, ~90,000 a month, ~7,300 a day. */
export const PILES: WindowSource = {
  daily: 'equipment_daily_stats',
  monthly: 'equipment_monthly_stats',
  yearly: 'equipment_yearly_stats',
  columns: ['equipmentId', 'stationId', 'operatorId', 'areaCode'],
  costs: { month: 12, year: 16 },
}

/** Per-operator and district rows: a few hundred a day, as many a month. */
export const OPERATORS: WindowSource = {
  daily: 'operator_daily_stats',
  monthly: 'operator_monthly_stats',
  columns: ['operatorId', 'areaCode'],
  costs: { month: 1 },
}

/** Per-pile-type rows of each operator and district. */
export const PILE_TYPES: WindowSource = {
  daily: 'equipment_type_daily_stats',
  monthly: 'equipment_type_monthly_stats',
  columns: ['equipmentType', 'operatorId', 'areaCode'],
  costs: { month: 1 },
}

/** Swap orders per operator and district: a few hundred swap stations a day, ~40 rows a month. */
export const SWAPS: WindowSource = {
  daily: 'swap_daily_stats',
  monthly: 'swap_monthly_stats',
  columns: ['operatorId', 'areaCode'],
  costs: { month: 1 },
  measures: ['swaps', 'failures', 'energyCenti', 'feeFen', 'durationSeconds'],
}

/** What to read of a source (windowRows). */
export interface WindowOptions {
  /** Add a `month` column (YYYY-MM); yearly rows are then not read. */
  byMonth?: boolean
  /** Columns to bring (the source's by default) and measures (all by default). */
  columns?: readonly string[]
  measures?: readonly string[]
  /** Only these values of the source's first column (its key). */
  only?: readonly string[]
  /** A further condition on the rows (a level of a rollup, levels.ts). */
  level?: RawBuilder<SqlBool>
}

/**
 * The period's rows of `source` within the filter's areas and operators, as a derived table:
 * the source's columns and the measures, signed (rows taken away negative).
 */
export function windowRows(
  source: WindowSource,
  filter: StatsFilter,
  options: WindowOptions = {},
): RawBuilder<unknown> {
  const costs = options.byMonth ? { month: source.costs.month } : source.costs
  const only = options.only ? sql` and ${sql.ref(source.columns[0])} in (${sql.join(options.only)})` : sql``
  const level = options.level ? sql` and ${options.level}` : sql``
  const scope = sql`${where(filter, { area: 'areaCode', operator: 'operatorId' })}${only}${level}`
  const columns = sql.join((options.columns ?? source.columns).map((column) => sql.ref(column)))
  const measures = (sign: 1 | -1) =>
    sql.join(
      (options.measures ?? source.measures ?? CHARGE_MEASURES).map(
        (name) => sql`${sql.raw(sign < 0 ? '-' : '')}${sql.ref(name)} as ${sql.ref(name)}`,
      ),
    )
  const parts = piecesOf(filter.period.start, filter.period.end, costs).map((piece) => {
    const [table, column] =
      piece.level === 'day'
        ? [source.daily, 'day']
        : piece.level === 'month'
          ? [source.monthly, 'month']
          : [source.yearly ?? '', 'year']
    const month = piece.level === 'day' ? sql`, substr("day", 1, 7) as "month"` : sql`, "month"`
    // A few keys (`only`) are found by the key's index: on SQLite the period's column is written
    // `+column` so the planner does not walk a whole month of the covering index (which leads with
    // the period) instead — 23 ms against 2 for 200 piles at the large seed. SQLite's documented
    // way to disqualify a term from indexing; PostgreSQL plans by its statistics.
    const period = options.only && !filter.postgres ? sql`+${sql.ref(column)}` : sql`${sql.ref(column)}`
    // PostgreSQL, within areas: the piece's days (months, years) one by one, so each one's entries
    // of those areas are read from the covering index (period, areaCode, …), not every area's from
    // the first to the last (issue 43: Tianjin's stations over the last 30 days read 1.6 million
    // entries for 8,460 rows; 178 → 22 ms warm). The whole country keeps the range: with the
    // values its plans were slower (the rankings' candidates 2.0 → 3.4 s, 碳减排 62 → 232 ms p95).
    const range =
      filter.postgres && filter.areas.length
        ? sql`${period} in (${sql.join(valuesOf(piece))})`
        : sql`${period} >= ${piece.from} and ${period} <= ${piece.to}`
    return sql`select ${columns}${options.byMonth ? month : sql``}, ${measures(piece.sign)} from ${sql.table(table)}
      where ${range} and ${scope}`
  })
  return sql`(${sql.join(parts, sql` union all `)})`
}

/** `sum(…) as …` of each measure (the charge measures unless given) of the rows aliased `alias`. */
export function chargeSumsSql(alias = 'w', measures: readonly string[] = CHARGE_MEASURES) {
  return sql.join(measures.map((name) => sql`sum(${sql.ref(`${alias}.${name}`)}) as ${sql.ref(name)}`))
}
