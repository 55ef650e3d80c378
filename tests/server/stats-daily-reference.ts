/**
 * The daily-table computation the dashboards' answers are held to (dashboards-monthly.test.ts):
 * sums over the daily aggregates only, as the stats calls read them before the monthly rows of
 * migration 0020, and the check that every monthly and per-pile-type row sums its daily rows.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Db } from '../../server/src/db/types'

/** A caller's area prefix and operator. */
export interface Limits {
  area?: string
  operator?: string
}

type Period = { start: string; end: string } | null
type Rows = Promise<Record<string, unknown>[]>

const SUMS = sql`sum(d."orders") as "orders", sum(d."energyCenti") as "energyCenti",
  sum(d."chargeSeconds") as "chargeSeconds", sum(d."revenueFen") as "revenueFen"`

function inScope(period: Period, limits: Limits): RawBuilder<SqlBool> {
  const parts = [sql`1 = 1`]
  if (period) parts.push(sql`d."day" >= ${period.start} and d."day" <= ${period.end}`)
  if (limits.area) parts.push(sql`d."areaCode" like ${`${limits.area}%`}`)
  if (limits.operator) parts.push(sql`d."operatorId" = ${limits.operator}`)
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`
}

/** Reference queries over one database. */
export function reference(db: Db) {
  const rows = async (query: RawBuilder<Record<string, unknown>>): Rows => (await query.execute(db)).rows
  return {
    /** The `limit` stations or piles with the most energy (ties by id). */
    list: (kind: 'station' | 'equipment', period: Period, limits: Limits, limit: number) => {
      const key = sql.ref(`d.${kind}Id`)
      return rows(sql`select ${key} as "code", ${SUMS} from ${sql.table(`${kind}_daily_stats`)} d
        where ${inScope(period, limits)} group by ${key} order by sum(d."energyCenti") desc, ${key} limit ${limit}`)
    },
    total: async (table: string, period: Period, limits: Limits) =>
      (await rows(sql`select ${SUMS} from ${sql.table(table)} d where ${inScope(period, limits)}`))[0],
    byType: (period: Period, limits: Limits) =>
      rows(sql`select e."equipmentType" as "key", ${SUMS} from equipment_daily_stats d
        join equipment e on e."equipmentId" = d."equipmentId" where ${inScope(period, limits)}
        group by e."equipmentType"`),
    by: (column: 'areaCode' | 'operatorId', period: Period, limits: Limits) =>
      rows(sql`select ${sql.ref(`d.${column}`)} as "key", ${SUMS} from operator_daily_stats d
        where ${inScope(period, limits)} group by ${sql.ref(`d.${column}`)}`),
    byMonth: (period: Period, limits: Limits) =>
      rows(sql`select substr(d."day", 1, 7) as "key", ${SUMS} from operator_daily_stats d
        where ${inScope(period, limits)} group by substr(d."day", 1, 7)`),
    /** Swap sums in total (`by` null), per operator, or per month. */
    swaps: (by: 'operatorId' | 'month' | null, period: Period, limits: Limits) => {
      const key = by === 'month' ? sql`substr(d."day", 1, 7)` : sql.ref('d.operatorId')
      return by
        ? rows(sql`select ${key} as "key", ${SWAP_SUMS} from swap_daily_stats d where ${inScope(period, limits)}
            group by ${key}`)
        : rows(sql`select ${SWAP_SUMS} from swap_daily_stats d where ${inScope(period, limits)}`)
    },
    byYear: (limits: Limits) =>
      rows(sql`select substr(d."day", 1, 4) as "key", ${SUMS} from operator_daily_stats d
        where ${inScope(null, limits)} group by substr(d."day", 1, 4)`),
  }
}

/** The reference queries' type. */
export type Reference = ReturnType<typeof reference>

const MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen']
const SWAP_MEASURES = ['swaps', 'failures', 'energyCenti', 'feeFen', 'durationSeconds']
const SWAP_SUMS = sql.raw(SWAP_MEASURES.map((name) => `sum(d."${name}") as "${name}"`).join(', '))

/** Monthly (or per-type) rows and the daily rows grouped the same way, as key → measures. */
const PAIRS: [table: string, expected: RawBuilder<Record<string, unknown>>, keys: string[]][] = (() => {
  const month = sql`substr(d."day", 1, 7)`
  const group = (table: string, keys: string[], span = month, name = 'month') => {
    const columns = sql.join(keys.map((key) => sql.ref(`d.${key}`)))
    const sums = table.startsWith('swap') ? SWAP_SUMS : SUMS
    return sql<Record<string, unknown>>`select ${columns}, ${span} as ${sql.ref(name)}, ${sums}
      from ${sql.table(table)} d group by ${columns}, ${span}`
  }
  const year = sql`substr(d."day", 1, 4)`
  const typeDaily = sql`select d."day", d."areaCode", d."operatorId", e."equipmentType", ${SUMS}
    from equipment_daily_stats d join equipment e on e."equipmentId" = d."equipmentId"
    group by d."day", d."areaCode", d."operatorId", e."equipmentType"`
  return [
    [
      'swap_monthly_stats',
      group('swap_daily_stats', ['operatorId', 'areaCode']),
      ['operatorId', 'areaCode', 'month'],
    ],
    [
      'station_monthly_stats',
      group('station_daily_stats', ['stationId', 'operatorId', 'areaCode']),
      ['stationId', 'operatorId', 'areaCode', 'month'],
    ],
    [
      'equipment_monthly_stats',
      group('equipment_daily_stats', ['equipmentId', 'stationId', 'operatorId', 'areaCode']),
      ['equipmentId', 'stationId', 'operatorId', 'areaCode', 'month'],
    ],
    [
      'station_yearly_stats',
      group('station_daily_stats', ['stationId', 'operatorId', 'areaCode'], year, 'year'),
      ['stationId', 'operatorId', 'areaCode', 'year'],
    ],
    [
      'equipment_yearly_stats',
      group('equipment_daily_stats', ['equipmentId', 'stationId', 'operatorId', 'areaCode'], year, 'year'),
      ['equipmentId', 'stationId', 'operatorId', 'areaCode', 'year'],
    ],
    [
      'operator_monthly_stats',
      group('operator_daily_stats', ['operatorId', 'areaCode']),
      ['operatorId', 'areaCode', 'month'],
    ],
    [
      'equipment_type_daily_stats',
      typeDaily as RawBuilder<Record<string, unknown>>,
      ['day', 'areaCode', 'operatorId', 'equipmentType'],
    ],
    [
      'equipment_type_monthly_stats',
      sql<
        Record<string, unknown>
      >`select d."areaCode", d."operatorId", d."equipmentType", ${month} as "month", ${SUMS}
        from (${typeDaily}) d group by d."areaCode", d."operatorId", d."equipmentType", ${month}`,
      ['month', 'areaCode', 'operatorId', 'equipmentType'],
    ],
  ]
})()

/** Rows of the monthly and per-type tables that differ from their daily rows (none expected). */
export async function monthlyDifferences(db: Db): Promise<string[]> {
  const differences: string[] = []
  const keyed = (rows: Record<string, unknown>[], keys: string[], table: string) =>
    new Map(
      rows.map((row) => [
        keys.map((key) => String(row[key])).join('|'),
        (table.startsWith('swap') ? SWAP_MEASURES : MEASURES).map((name) => Number(row[name])).join(','),
      ]),
    )
  for (const [table, expected, keys] of PAIRS) {
    const want = keyed((await expected.execute(db)).rows, keys, table)
    const have = keyed(
      (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows,
      keys,
      table,
    )
    for (const [key, value] of want)
      if (have.get(key) !== value) differences.push(`${table} ${key}: ${have.get(key)} ≠ ${value}`)
    for (const key of have.keys()) if (!want.has(key)) differences.push(`${table} ${key}: no daily rows`)
  }
  return differences.slice(0, 20)
}
