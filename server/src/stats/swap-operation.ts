/**
 * analysis-exchange-operation: what the swap network delivered in a period (swaps, energy, revenue,
 * failure rate and mean duration) by operator and over time, from the swap aggregates.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { type Dashboards, type StatsFilter, where } from './filters'
import { buckets, operatorNames, ranked, round2 } from './series'
import { chargeSumsSql, SWAPS, windowRows } from './window'

/** The swap operation dashboard's answer. */
export async function swapOperationStats(db: Db, filter: StatsFilter) {
  // Months from the monthly rows where whole (window.ts, migration 0020), days from the daily rows.
  const byMonth = filter.period.granularity === 'month'
  const rows = windowRows(SWAPS, filter, { byMonth })
  const sums = chargeSumsSql('w', SWAPS.measures)
  const range = where(filter, { area: 'areaCode', operator: 'operatorId', day: 'day' })
  const [operators, total, byOperator, trend] = await Promise.all([
    operatorNames(db),
    sql<Record<string, unknown>>`select ${sums} from ${rows} w`.execute(db),
    sql<Record<string, unknown>>`select w."operatorId" as "key", ${sums} from ${rows} w
      group by w."operatorId" having sum(w."swaps") > 0`.execute(db),
    byMonth
      ? sql<Record<string, unknown>>`select w."month" as "key", ${sums} from ${rows} w
        group by w."month" having sum(w."swaps") > 0`.execute(db)
      : sql<Record<string, unknown>>`select w."day" as "key", ${sums} from swap_daily_stats w
        where ${range} group by w."day"`.execute(db),
  ])
  const swapValues = (row: Record<string, unknown> | undefined) => {
    const swaps = Number(row?.swaps ?? 0)
    return {
      swaps,
      energy: round2(Number(row?.energyCenti ?? 0) / 100),
      revenue: round2(Number(row?.feeFen ?? 0) / 100),
      failureRate: swaps ? round2((Number(row?.failures ?? 0) / swaps) * 100) : 0,
      meanDuration: swaps ? round2(Number(row?.durationSeconds ?? 0) / swaps) : 0,
    }
  }
  const all = swapValues(total.rows[0])
  const trendMap = new Map(trend.rows.map((row) => [String(row.key), row]))
  const days = filter.period.granularity === 'hour' ? [filter.period.start] : buckets(filter)
  return {
    totals: [
      { key: 'swaps', label: '换电次数', value: all.swaps, unit: '次' },
      { key: 'energy', label: '换电电量', value: all.energy, unit: 'kWh' },
      { key: 'revenue', label: '换电收入', value: all.revenue, unit: '元' },
      { key: 'failureRate', label: '换电失败率', value: all.failureRate, unit: '%' },
    ],
    groups: {
      byOperator: ranked(
        byOperator.rows.map((row) => ({
          name: operators.get(String(row.key)) ?? String(row.key),
          code: String(row.key),
          values: swapValues(row),
        })),
        'swaps',
      ),
      trend: days.map((name) => ({ name, values: swapValues(trendMap.get(name)) })),
    },
  }
}

/** The dashboard this module answers. */
export const DASHBOARDS = {
  'analysis-exchange-operation': swapOperationStats,
} satisfies Dashboards
