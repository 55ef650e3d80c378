/**
 * The monthly report's comparisons (issue 42 item 9): the month's headline figures beside the
 * month before (环比) and the same month a year before (同比), in the same scope and area, from
 * the same aggregates as the report's sections.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { addDays, instantsOf } from '../stats/days'
import { type StatsFilter, where } from '../stats/filters'
import { chargeBy } from '../stats/series'

/** One compared figure: this month, the month before and the same month a year before. */
export interface Comparison {
  key: string
  label: string
  unit: string
  value: number
  previous: number
  lastYear: number
}

/** `2026-03` moved by `months`: 2026-02 for -1, 2025-03 for -12. */
export function shiftMonth(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The compared figures of one month's days. */
async function figuresOf(db: Db, filter: StatsFilter) {
  const { start, end } = filter.period
  const [from, to] = instantsOf(start, end)
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  const [charge, built, alarms] = await Promise.all([
    chargeBy(db, filter, 'areaCode'),
    sql<{ n: number }>`select count(*) as "n" from stations where ${scope}
      and "officialRunTime" >= ${start} and "officialRunTime" < ${addDays(end, 1)}`.execute(db),
    sql<{ n: number }>`select count(*) as "n" from alarms where ${scope}
      and "alarmTime" >= ${from} and "alarmTime" < ${to}`.execute(db),
  ])
  let orders = 0
  let energy = 0
  let revenue = 0
  for (const sums of charge.values()) {
    orders += sums.orders
    energy += sums.energy
    revenue += sums.revenue
  }
  return {
    orders,
    energy: round2(energy),
    revenue: round2(revenue),
    newStations: Number(built.rows[0]?.n ?? 0),
    alarms: Number(alarms.rows[0]?.n ?? 0),
  }
}

const COMPARED = [
  { key: 'orders', label: '充电订单', unit: '笔' },
  { key: 'energy', label: '充电量', unit: 'kWh' },
  { key: 'revenue', label: '充电金额', unit: '元' },
  { key: 'newStations', label: '新增充电站', unit: '座' },
  { key: 'alarms', label: '告警', unit: '条' },
] as const

/** The month's figures with those of the month before and of the same month a year before. */
export async function monthComparisons(
  db: Db,
  month: string,
  filterOf: (month: string) => StatsFilter,
): Promise<Comparison[]> {
  const [now, previous, lastYear] = await Promise.all(
    [month, shiftMonth(month, -1), shiftMonth(month, -12)].map((item) => figuresOf(db, filterOf(item))),
  )
  return COMPARED.map((figure) => ({
    ...figure,
    value: now[figure.key],
    previous: previous[figure.key],
    lastYear: lastYear[figure.key],
  }))
}
