/**
 * charging-station-statistic and charging-equip-statistics (domain.md: per-station and per-pile
 * energy, orders, revenue and utilisation for a period), from the daily aggregates per station
 * and per pile. The totals cover every station (pile) in the filters and scope; the list holds
 * the 200 with the most energy in the period (DETAIL_LIMIT), largest first (ties by id); periods
 * are read from the monthly and daily rows (window.ts).
 */
import { sql } from 'kysely'
import { EQUIPMENT_TYPE, labelOf } from '../../../src/core/domain/enums'
import type { Db } from '../db/types'
import { dayCount } from './days'
import { builtTotal } from './facility-rollups'
import type { Dashboards, StatsFilter } from './filters'
import { topSums } from './ranking'
import { chargeRows, chargeSums, ranked, type StatsRow } from './series'
import { energyUtilisation, timeUtilisation } from './usage'
import { chargeSumsSql, PILES, STATIONS } from './window'

/** Rows of the per-station and per-pile lists. */
export const DETAIL_LIMIT = 200

/**
 * The period's charge measures in the filters and scope: every order is in one per-operator row
 * as in one per-station and one per-pile row of its day (aggregate.ts), so the per-operator rows
 * (a few hundred a day) give the stations' and the piles' totals.
 */
function totalSql(db: Db, filter: StatsFilter) {
  return sql<Record<string, unknown>>`select ${chargeSumsSql()} from ${chargeRows(filter)} w`.execute(db)
}

/** Measures of one station or pile over `days` days with its connectors and rated power. */
function detailValues(row: Record<string, unknown>, days: number) {
  const sums = chargeSums(row)
  return {
    energy: sums.energy,
    orders: sums.orders,
    revenue: sums.revenue,
    hours: sums.hours,
    timeUtilisation: timeUtilisation(sums.hours, Number(row.connectors ?? 0), days),
    energyUtilisation: energyUtilisation(sums.energy, Number(row.power ?? 0), days),
  }
}

/** Headline figures of a detail list. */
function detailTotals(row: Record<string, unknown> | undefined, count: number, noun: string, days: number) {
  const values = detailValues(row ?? {}, days)
  return [
    { key: 'count', label: `统计${noun}`, value: count, unit: noun === '充电站' ? '座' : '台' },
    { key: 'energy', label: '充电量', value: values.energy, unit: 'kWh' },
    { key: 'orders', label: '充电次数', value: values.orders, unit: '次' },
    { key: 'revenue', label: '充电金额', value: values.revenue, unit: '元' },
    { key: 'hours', label: '充电时长', value: values.hours, unit: '小时' },
    { key: 'timeUtilisation', label: '时间利用率', value: values.timeUtilisation, unit: '%' },
  ]
}

/**
 * The headline figures of a detail list: the period's charge measures (totalSql) and what is
 * built in the filters and scope, from the facility rollups (facility-rollups.ts).
 */
async function builtTotals(db: Db, filter: StatsFilter, noun: '充电站' | '充电桩', days: number) {
  const [total, built] = await Promise.all([totalSql(db, filter), builtTotal(db, filter)])
  const count = noun === '充电站' ? built.stations : built.piles
  return detailTotals(
    { ...total.rows[0], connectors: built.connectors, power: built.power },
    count,
    noun,
    days,
  )
}

/** Per-station statistics. */
export async function stationStatistic(db: Db, filter: StatsFilter) {
  const days = dayCount(filter.period.start, filter.period.end)
  // The 200 stations first (window.ts topSums), then their names.
  const top = await topSums(db, STATIONS, filter, DETAIL_LIMIT)
  const [list, totals] = await Promise.all([
    top
      ? sql<
          Record<string, unknown>
        >`select t.*, s."stationName" as "name", s."connectorCount" as "connectors",
        s."ratedPower" as "power" from ${top} t join stations s on s."stationId" = t."code"
        order by t."energyCenti" desc, t."code"`.execute(db)
      : { rows: [] as Record<string, unknown>[] },
    builtTotals(db, filter, '充电站', days),
  ])
  return {
    totals,
    groups: {
      stations: list.rows.map((row) => ({
        name: String(row.name),
        code: String(row.code),
        values: detailValues(row, days),
      })),
    },
  }
}

/** Per-pile statistics, and by pile type. */
export async function equipStatistic(db: Db, filter: StatsFilter) {
  const days = dayCount(filter.period.start, filter.period.end)
  const top = await topSums(db, PILES, filter, DETAIL_LIMIT)
  const [list, totals, byType] = await Promise.all([
    top
      ? sql<
          Record<string, unknown>
        >`select t.*, s."stationName" as "station", e."connectorCount" as "connectors",
        e."power" as "power" from ${top} t join equipment e on e."equipmentId" = t."code"
        join stations s on s."stationId" = t."stationId" order by t."energyCenti" desc, t."code"`.execute(db)
      : { rows: [] as Record<string, unknown>[] },
    builtTotals(db, filter, '充电桩', days),
    // The piles' rows summed per pile type (migrations 0020, 0049: the types of the archives' piles).
    sql<Record<string, unknown>>`select w."equipmentType" as "key", ${chargeSumsSql()}
      from ${chargeRows(filter, { types: true })} w group by w."equipmentType" having sum(w."orders") > 0`.execute(
      db,
    ),
  ])
  return {
    totals,
    groups: {
      piles: list.rows.map((row) => ({
        name: `${row.station} ${row.code}`,
        code: String(row.code),
        values: detailValues(row, days),
      })),
      byType: ranked(
        byType.rows.map((row) => {
          const sums = chargeSums(row)
          return {
            name: labelOf(EQUIPMENT_TYPE, Number(row.key)),
            code: String(row.key),
            values: { energy: sums.energy, orders: sums.orders, revenue: sums.revenue },
          }
        }),
        'energy',
      ) as StatsRow[],
    },
  }
}

/** The dashboards this module answers. */
export const DASHBOARDS = {
  'charging-station-statistic': stationStatistic,
  'charging-equip-statistics': equipStatistic,
} satisfies Dashboards
