/**
 * elec-charging-message-statistics (domain.md: data messages received per operator platform per
 * day, failures, delay): from the daily message counts per platform (migration 0008). Failure
 * rate = failed ÷ received messages; mean delay = summed delay ÷ received messages.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { type Dashboards, type StatsFilter, where } from './filters'
import { buckets, operatorNames, ranked, round2 } from './series'

/** Measures of summed message rows. */
export function messageValues(row: Record<string, unknown> | undefined) {
  const messages = Number(row?.messages ?? 0)
  const failures = Number(row?.failures ?? 0)
  return {
    messages,
    failures,
    failureRate: messages ? round2((failures / messages) * 100) : 0,
    meanDelay: messages ? round2(Number(row?.delayMs ?? 0) / messages / 1000) : 0,
  }
}

/** The message statistics dashboard's answer. */
export async function messageStats(db: Db, filter: StatsFilter) {
  const range = where(filter, { area: 'areaCode', operator: 'operatorId', day: 'day' })
  const sums = sql`sum("messages") as "messages", sum("failures") as "failures", sum("delayMs") as "delayMs"`
  const key = filter.period.granularity === 'month' ? sql`substr("day", 1, 7)` : sql`"day"`
  const [operators, total, byOperator, trend] = await Promise.all([
    operatorNames(db),
    sql<Record<string, unknown>>`select ${sums}, count(distinct "operatorId") as "platforms"
      from message_daily_stats where ${range}`.execute(db),
    sql<Record<string, unknown>>`select "operatorId" as "key", ${sums} from message_daily_stats
      where ${range} group by "operatorId"`.execute(db),
    sql<Record<string, unknown>>`select ${key} as "key", ${sums} from message_daily_stats
      where ${range} group by ${key}`.execute(db),
  ])
  const all = messageValues(total.rows[0])
  const trendMap = new Map(trend.rows.map((row) => [String(row.key), row]))
  // Messages are counted per day: a one-day period shows that day.
  const days = filter.period.granularity === 'hour' ? [filter.period.start] : buckets(filter)
  return {
    totals: [
      { key: 'messages', label: '接收报文', value: all.messages, unit: '条' },
      { key: 'failures', label: '失败报文', value: all.failures, unit: '条' },
      { key: 'failureRate', label: '报文失败率', value: all.failureRate, unit: '%' },
      { key: 'meanDelay', label: '平均延时', value: all.meanDelay, unit: '秒' },
      { key: 'platforms', label: '上报平台', value: Number(total.rows[0]?.platforms ?? 0), unit: '家' },
    ],
    groups: {
      trend: days.map((name) => ({ name, values: messageValues(trendMap.get(name)) })),
      byOperator: ranked(
        byOperator.rows.map((row) => ({
          name: operators.get(String(row.key)) ?? String(row.key),
          code: String(row.key),
          values: messageValues(row),
        })),
        'messages',
      ),
    },
  }
}

/** The dashboards this module answers. */
export const DASHBOARDS = { 'elec-charging-message-statistics': messageStats } satisfies Dashboards
