/**
 * analysis-of-battery-replacement (domain.md: swap duration, failure rate, swaps by hour and
 * vehicle model): the period's swap orders, read through the swap order window index (a month
 * is a few thousand orders at the demo seed, tens of thousands at the large one). Swaps are
 * grouped by the model each order records for its vehicle.
 */
import { sql } from 'kysely'
import { chinaTimeSql } from '../db/dialect'
import type { Db } from '../db/types'
import { instantsOf } from './days'
import { type Dashboards, type StatsFilter, where } from './filters'
import { ranked, round2, type StatsRow } from './series'

/** Orders recorded before the vehicle's model was kept (migration 0015). */
const UNKNOWN_MODEL = '未登记车型'

/** Swap duration bands (seconds). */
const DURATION_BANDS: readonly [number, number, string][] = [
  [0, 120, '2分钟以内'],
  [120, 180, '2-3分钟'],
  [180, 240, '3-4分钟'],
  [240, 300, '4-5分钟'],
  [300, Number.POSITIVE_INFINITY, '5分钟以上'],
]

/** Measures of a group of swap orders. */
function swapValues(row: Record<string, unknown> | undefined) {
  const swaps = Number(row?.swaps ?? 0)
  return {
    swaps,
    failureRate: swaps ? round2((Number(row?.failures ?? 0) / swaps) * 100) : 0,
    meanDuration: swaps ? round2(Number(row?.duration ?? 0) / swaps / 60) : 0,
  }
}

/** The battery replacement dashboard's answer. */
export async function batteryReplacementStats(db: Db, filter: StatsFilter) {
  const [from, to] = instantsOf(filter.period.start, filter.period.end)
  const range = sql`o."startTime" >= ${from} and o."startTime" < ${to}
    and ${where(filter, { area: 'o.areaCode', operator: 'o.operatorId' })}`
  const sums = sql`count(*) as "swaps", sum(case when o."result" = 1 then 1 else 0 end) as "failures",
    sum(o."duration") as "duration"`
  const hour = chinaTimeSql('o.startTime', 'hour', filter.postgres)
  const band = sql<number>`case ${sql.join(
    // Literals, not parameters: PostgreSQL matches the grouped expression to the selected one.
    DURATION_BANDS.slice(0, -1).map(
      ([, high], index) => sql`when o."duration" < ${sql.lit(high)} then ${sql.lit(index)}`,
    ),
    sql` `,
  )} else ${sql.lit(DURATION_BANDS.length - 1)} end`
  const [total, byHour, byModel, byBand] = await Promise.all([
    sql<Record<string, unknown>>`select ${sums}, count(distinct o."vin") as "vehicles"
      from swap_orders o where ${range}`.execute(db),
    sql<Record<string, unknown>>`select ${hour} as "key", ${sums} from swap_orders o
      where ${range} group by ${hour}`.execute(db),
    sql<Record<string, unknown>>`select o."vehicleModel" as "key", ${sums} from swap_orders o
      where ${range} group by o."vehicleModel"`.execute(db),
    sql<Record<string, unknown>>`select ${band} as "key", count(*) as "swaps" from swap_orders o
      where ${range} group by ${band}`.execute(db),
  ])
  const all = swapValues(total.rows[0])
  const hours = new Map(byHour.rows.map((row) => [String(row.key), row]))
  const bands = new Map(byBand.rows.map((row) => [Number(row.key), Number(row.swaps)]))
  return {
    totals: [
      { key: 'swaps', label: '换电次数', value: all.swaps, unit: '次' },
      { key: 'vehicles', label: '换电车辆', value: Number(total.rows[0]?.vehicles ?? 0), unit: '辆' },
      { key: 'meanDuration', label: '平均换电时长', value: all.meanDuration, unit: '分钟' },
      { key: 'failureRate', label: '换电失败率', value: all.failureRate, unit: '%' },
    ],
    groups: {
      byHour: Array.from({ length: 24 }, (_, index) => {
        const key = String(index).padStart(2, '0')
        return { name: `${key}时`, code: key, values: swapValues(hours.get(key)) }
      }),
      byModel: ranked(
        byModel.rows.map((row) => ({
          name: String(row.key) || UNKNOWN_MODEL,
          code: String(row.key),
          values: swapValues(row),
        })),
        'swaps',
      ),
      byDuration: DURATION_BANDS.map(([, , name], index) => ({
        name,
        values: { swaps: bands.get(index) ?? 0 },
      })) as StatsRow[],
    },
  }
}

/** The dashboards this module answers. */
export const DASHBOARDS = {
  'analysis-of-battery-replacement': batteryReplacementStats,
} satisfies Dashboards
