/**
 * month-far, the monthly report (issue 19): for a month and area, the figures of the dashboards
 * for the same days and scope — facilities (elec-charging-facility-statistics), charging and
 * utilisation (charging-facility-utilization), alarms and repair times (trouble-statistics),
 * carbon reduction (carbon-analysis, default factors) — and the districts and operators with
 * most and least energy. The same functions answer, so the report and the dashboards agree.
 */
import { sql } from 'kysely'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { alarmNote, troubleStats } from '../stats/alarms'
import { addDays, dayStartIso } from '../stats/days'
import { facilityStats } from '../stats/facilities'
import { type StatsFilter, statsFilter, where } from '../stats/filters'
import { areaNames, chargeBy, chargeTrend, operatorNames, ranked, type StatsRow } from '../stats/series'
import { CARBON_DEFAULTS, carbonStats, utilizationStats } from '../stats/usage'
import { fixedReport, scopeKeyOf } from './fixed-months'
import { monthComparisons } from './month-compare'

type Figure = { key: string; label: string; value: number | null; unit: string }

const pick = (totals: readonly Figure[], ...keys: string[]) =>
  keys.flatMap((key) => totals.filter((figure) => figure.key === key))

/** Top and bottom `count` rows by a measure (bottom: least first). */
function ends(rows: StatsRow[], measure: string, count = 5) {
  const sorted = ranked(rows, measure)
  return { top: sorted.slice(0, count), bottom: sorted.slice(-count).reverse() }
}

/** The month's first and last day; the month must have begun. */
export function monthDays(month: string): { start: string; end: string } {
  const start = `${month}-01`
  const next = new Date(Date.parse(`${start}T00:00:00Z`))
  next.setUTCMonth(next.getUTCMonth() + 1)
  return { start, end: addDays(next.toISOString().slice(0, 10), -1) }
}

/**
 * The report of a month for a caller. A closed month's report is computed from history and fixed
 * at its first read (fixed-months.ts): the same figures at every print; the month under way is
 * computed at each read.
 */
export async function monthReport(
  db: Db,
  query: { month: string; areaCode?: string },
  principal: Principal,
  postgres: boolean,
) {
  const { start, end } = monthDays(query.month)
  if (start > today()) throw fieldError('month', '所选月份尚未开始')
  const filter = statsFilter(
    { period: 'custom', from: start, to: end, areaCode: query.areaCode },
    principal,
    postgres,
  )
  // The same scope for another month (环比 and 同比).
  const filterOf = (month: string) => {
    const days = monthDays(month)
    return statsFilter(
      { period: 'custom', from: days.start, to: days.end, areaCode: query.areaCode },
      principal,
      postgres,
    )
  }
  // The region the report speaks of: the chosen district, else the caller's own area (天津市 for a
  // city officer), else 全部区域 (issue 42, item 9: a city's report named itself 全部区域).
  const region = query.areaCode || principal.attrs.auth_area?.trim() || undefined
  if (end >= today()) return computeReport(db, query, region, filter, filterOf)
  return fixedReport(db, query.month, scopeKeyOf(filter), () =>
    computeReport(db, query, region, filter, filterOf, dayStartIso(addDays(end, 1))),
  )
}

/** The report's figures; `asOf` (a closed month's end) takes what changes later from history. */
async function computeReport(
  db: Db,
  query: { month: string; areaCode?: string },
  region: string | undefined,
  filter: StatsFilter,
  filterOf: (month: string) => StatsFilter,
  asOf?: string,
) {
  const { start, end } = filter.period
  const [facilities, usage, alarms, carbon, areas, operators, byArea, byOperator, trend, compare] =
    await Promise.all([
      facilityStats(db, filter),
      utilizationStats(db, filter),
      troubleStats(db, filter, asOf),
      carbonStats(db, filter, CARBON_DEFAULTS),
      areaNames(db),
      operatorNames(db),
      chargeBy(db, filter, 'areaCode'),
      chargeBy(db, filter, 'operatorId'),
      chargeTrend(db, filter),
      monthComparisons(db, query.month, filterOf),
    ])
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  const until = addDays(end, 1)
  const built = await sql<{ n: number }>`select count(*) as "n" from stations
    where ${scope} and "officialRunTime" >= ${start} and "officialRunTime" < ${until}`.execute(db)
  const piles = await sql<{
    n: number
    kw: number
  }>`select count(*) as "n", sum("power") as "kw" from equipment
    where ${scope} and "createTime" >= ${start} and "createTime" < ${until}`.execute(db)
  const setting = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'platformName')
    .executeTakeFirst()
  const energyRows = (map: typeof byArea, names: Map<string, string>) =>
    [...map].map(([code, sums]) => ({
      name: names.get(code) ?? code,
      code,
      values: { energy: sums.energy, orders: sums.orders, revenue: sums.revenue },
    }))
  const districts = ends(energyRows(byArea, areas), 'energy')
  const companies = ends(energyRows(byOperator, operators), 'energy')
  const chargeTotals = pick(usage.totals, 'energy', 'hours')
  const orders = [...byArea.values()].reduce((sum, item) => sum + item.orders, 0)
  const revenue = Math.round([...byArea.values()].reduce((sum, item) => sum + item.revenue, 0) * 100) / 100
  const areaName = region ? (areas.get(region) ?? region) : '全部区域'
  return {
    platform: setting?.value ?? '电动汽车充换电设施监管平台',
    month: query.month,
    from: start,
    to: end,
    areaName,
    generatedAt: now().toISOString(),
    compare,
    sections: [
      {
        key: 'facilities',
        title: '一、充电设施建设',
        totals: [
          { key: 'newStations', label: '本月新增充电站', value: Number(built.rows[0]?.n ?? 0), unit: '座' },
          { key: 'newPiles', label: '本月新增充电桩', value: Number(piles.rows[0]?.n ?? 0), unit: '台' },
          {
            key: 'newPower',
            label: '本月新增功率',
            value: Math.round(Number(piles.rows[0]?.kw ?? 0) * 100) / 100,
            unit: 'kW',
          },
          ...(facilities.totals as Figure[]),
        ],
        groups: { byDistrict: facilities.groups.byDistrict, growth: facilities.groups.growth },
      },
      {
        key: 'charging',
        title: '二、充电运营',
        totals: [
          { key: 'orders', label: '充电订单', value: orders, unit: '笔' },
          ...chargeTotals,
          { key: 'revenue', label: '充电金额', value: revenue, unit: '元' },
        ],
        groups: {
          trend: [...trend]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, sums]) => ({
              name,
              values: { energy: sums.energy, orders: sums.orders },
            })),
          byDistrict: ranked(energyRows(byArea, areas), 'energy'),
        },
      },
      {
        key: 'utilisation',
        title: '三、设施利用率',
        totals: pick(usage.totals, 'timeUtilisation', 'energyUtilisation'),
        groups: { byDistrict: usage.groups.byDistrict, byOperator: usage.groups.byOperator.slice(0, 10) },
      },
      {
        key: 'alarms',
        title: '四、故障告警与修复',
        totals: alarms.totals as Figure[],
        note: alarmNote(alarms.totals),
        groups: { byType: alarms.groups.byType, byDistrict: alarms.groups.byDistrict },
      },
      {
        key: 'carbon',
        title: '五、碳减排',
        totals: pick(carbon.totals as Figure[], 'carbon', 'gridFactor'),
        groups: { byDistrict: carbon.groups.byDistrict },
      },
      {
        key: 'ranking',
        title: '六、区域与运营商排名',
        totals: [],
        groups: {
          topDistricts: districts.top,
          bottomDistricts: districts.bottom,
          topOperators: companies.top,
          bottomOperators: companies.bottom,
        },
      },
    ],
  }
}
