/**
 * Building blocks of the stats answers: charge measures from the aggregates grouped by a
 * column or by time, names of districts and operators, and rows in the contract's shape.
 */
import { type SqlBool, sql } from 'kysely'
import { chinaTimeSql } from '../db/dialect'
import { keptRead } from '../db/read-cache'
import type { Db } from '../db/types'
import { addDays, instantsOf } from './days'
import { type StatsFilter, where } from './filters'
import { chargeSource } from './levels'
import { chargeSumsSql, windowRows } from './window'

/** A row of a stats group (contract: statsRow). */
export interface StatsRow {
  name: string
  code?: string
  /** `null`: no data (a mean of nothing), shown as —. */
  values: Record<string, number | null>
}

/** Charge measures of a set of aggregate rows. */
export interface ChargeSums {
  orders: number
  energy: number
  hours: number
  revenue: number
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** Measures from summed integer columns (0.01 kWh, seconds, 分). */
export function chargeSums(row: Record<string, unknown> | undefined): ChargeSums {
  return {
    orders: Number(row?.orders ?? 0),
    energy: round2(Number(row?.energyCenti ?? 0) / 100),
    hours: round2(Number(row?.chargeSeconds ?? 0) / 3600),
    revenue: round2(Number(row?.revenueFen ?? 0) / 100),
  }
}

const SUMS = sql`sum("orders") as "orders", sum("energyCenti") as "energyCenti", sum("chargeSeconds") as "chargeSeconds", sum("revenueFen") as "revenueFen"`

/** Charge measures of the filter's period, in total. */
export async function chargeTotals(db: Db, filter: StatsFilter): Promise<ChargeSums> {
  const { rows } = await sql<Record<string, unknown>>`select ${chargeSumsSql()}
    from ${chargeRows(filter)} w`.execute(db)
  return chargeSums(rows[0])
}

/**
 * The period's charge rows of `filter` (per pile type: `types`) to group by `by` (or to sum), at
 * their level (levels.ts).
 */
export function chargeRows(
  filter: StatsFilter,
  { by, byMonth, types }: { by?: 'areaCode' | 'operatorId'; byMonth?: boolean; types?: boolean } = {},
) {
  const { source, level } = chargeSource(filter, by, types)
  return windowRows(source, filter, { level, byMonth })
}

/** Charge measures of the period grouped by district or operator (aggregate per operator). */
export async function chargeBy(
  db: Db,
  filter: StatsFilter,
  column: 'areaCode' | 'operatorId',
): Promise<Map<string, ChargeSums>> {
  const key = sql.ref(`w.${column}`)
  const { rows } = await sql<Record<string, unknown>>`select ${key} as "key", ${chargeSumsSql()}
    from ${chargeRows(filter, { by: column })} w group by ${key} having sum(w."orders") > 0`.execute(db)
  return new Map(rows.map((row) => [String(row.key), chargeSums(row)]))
}

/** The time buckets of the period: hours of the day, days, or months. */
export function buckets(filter: StatsFilter): string[] {
  const { start, end, granularity } = filter.period
  if (granularity === 'hour')
    return Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}时`)
  const days: string[] = []
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day)
  if (granularity === 'day') return days
  return [...new Set(days.map((day) => day.slice(0, 7)))]
}

/**
 * Charge measures by time bucket. Hours come from the orders of the day itself (no hourly
 * aggregate: one day of orders is small and indexed by start time); days and months from the
 * daily aggregates.
 */
export async function chargeTrend(db: Db, filter: StatsFilter): Promise<Map<string, ChargeSums>> {
  const { start, end, granularity } = filter.period
  if (granularity === 'hour') {
    const hour = chinaTimeSql('startTime', 'hour', filter.postgres)
    const [from, to] = instantsOf(start, end)
    const range = sql<SqlBool>`"startTime" >= ${from} and "startTime" < ${to}`
    const { rows } = await sql<Record<string, unknown>>`select ${hour} as "key", count(*) as "orders",
      sum(cast(round("totalPower" * 100) as bigint)) as "energyCenti",
      sum(cast(round("totalMoney" * 100) as bigint)) as "revenueFen", 0 as "chargeSeconds"
      from charge_orders where ${range} and ${where(filter, { area: 'areaCode', operator: 'operatorId' })}
      group by ${hour}`.execute(db)
    return new Map(rows.map((row) => [`${row.key}时`, chargeSums(row)]))
  }
  // Months from the monthly rows where whole (window.ts), days from the daily rows.
  const daily = chargeSource(filter)
  const { rows } =
    granularity === 'month'
      ? await sql<Record<string, unknown>>`select w."month" as "key", ${chargeSumsSql()}
        from ${chargeRows(filter, { byMonth: true })} w group by w."month" having sum(w."orders") > 0`.execute(
          db,
        )
      : await sql<
          Record<string, unknown>
        >`select "day" as "key", ${SUMS} from ${sql.table(daily.source.daily)}
        where ${where(filter, { day: 'day' })} and ${daily.level ?? where(filter, { area: 'areaCode', operator: 'operatorId' })}
        group by "day"`.execute(db)
  return new Map(rows.map((row) => [String(row.key), chargeSums(row)]))
}

/** Names of area codes. */
export function areaNames(db: Db): Promise<Map<string, string>> {
  // Every statistics answer names its codes: kept between changes (db/read-cache.ts).
  return keptRead(
    db,
    'areaNames',
    async () => {
      const rows = await db.selectFrom('region_codes').select(['code', 'name']).execute()
      return new Map(rows.map((row) => [row.code, row.name]))
    },
    () => [{ table: 'region_codes' }],
  )
}

/** Names of operators. */
export function operatorNames(db: Db): Promise<Map<string, string>> {
  return keptRead(
    db,
    'operatorNames',
    async () => {
      const rows = await db.selectFrom('operators').select(['operatorId', 'operatorName']).execute()
      return new Map(rows.map((row) => [row.operatorId, row.operatorName]))
    },
    () => [{ table: 'operators' }],
  )
}

/** Rows of a map keyed by code, named through `names`, with measures picked by `values`. */
export function rowsOf<T>(
  map: Map<string, T>,
  names: Map<string, string> | null,
  values: (item: T, code: string) => Record<string, number>,
): StatsRow[] {
  return [...map].map(([code, item]) => ({
    name: names?.get(code) ?? code,
    code,
    values: values(item, code),
  }))
}

/** Sort rows by one measure, largest first, and keep the first `limit`. */
export function ranked(rows: StatsRow[], measure: string, limit = rows.length): StatsRow[] {
  return [...rows].sort((a, b) => (b.values[measure] ?? 0) - (a.values[measure] ?? 0)).slice(0, limit)
}

/** Round to two decimals. */
export { round2 }
