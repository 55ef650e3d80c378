/**
 * over-all-data: cumulative totals of the network (facilities built, operators, energy, orders,
 * revenue since records began) and their growth year by year, from the archives and the daily
 * aggregates.
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { builtBy, builtPer, operatorsBuilding } from './facility-rollups'
import { type Dashboards, type StatsFilter, where } from './filters'
import { chargeSource } from './levels'
import { areaNames, chargeSums, ranked, round2 } from './series'

/** The over-all dashboard's answer (the period is not applied: everything so far). */
export async function overAllStats(db: Db, filter: StatsFilter) {
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  // Every month so far: the monthly rows (migrations 0020, 0049) sum the daily ones.
  const charges = chargeSource(filter)
  const monthly = sql.table(charges.source.monthly)
  const inScope = charges.level ?? scope
  const [areas, byArea, charge, swaps, operators, yearlyEnergy, yearlyStations] = await Promise.all([
    areaNames(db),
    builtBy(db, filter, 'areaCode'),
    sql<Record<string, unknown>>`select sum("orders") as "orders", sum("energyCenti") as "energyCenti",
      sum("chargeSeconds") as "chargeSeconds", sum("revenueFen") as "revenueFen" from ${monthly} where ${inScope}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*) as "n" from swap_stations where ${scope}`.execute(db),
    operatorsBuilding(db, filter),
    sql<
      Record<string, unknown>
    >`select substr("month", 1, 4) as "year", sum("orders") as "orders", sum("energyCenti") as "energyCenti",
      sum("chargeSeconds") as "chargeSeconds", sum("revenueFen") as "revenueFen"
      from ${monthly} where ${inScope} group by substr("month", 1, 4)`.execute(db),
    builtPer(db, filter, 'stations', 'year'),
  ])
  const sums = chargeSums(charge.rows[0])
  let stations = 0
  let piles = 0
  let connectors = 0
  let power = 0
  for (const item of byArea.values()) {
    stations += item.stations
    piles += item.piles
    connectors += item.connectors
    power += item.power
  }
  const years = [
    ...new Set([...yearlyStations.keys(), ...yearlyEnergy.rows.map((row) => String(row.year))]),
  ].sort()
  let built = 0
  return {
    totals: [
      { key: 'stations', label: '充电站总数', value: stations, unit: '座' },
      { key: 'piles', label: '充电桩总数', value: piles, unit: '台' },
      { key: 'connectors', label: '充电接口总数', value: connectors, unit: '个' },
      { key: 'power', label: '额定总功率', value: round2(power), unit: 'kW' },
      { key: 'swapStations', label: '换电站总数', value: Number(swaps.rows[0]?.n ?? 0), unit: '座' },
      // Operators owning charging stations in scope, not every registered one (运营商档案) nor those with
      // data access (运营商信息): the label says which (issue 42, item 26).
      { key: 'operators', label: '充电站运营商数', value: operators, unit: '家' },
      { key: 'energy', label: '累计充电量', value: sums.energy, unit: 'kWh' },
      { key: 'orders', label: '累计充电次数', value: sums.orders, unit: '次' },
      { key: 'revenue', label: '累计充电金额', value: sums.revenue, unit: '元' },
    ],
    groups: {
      yearly: years.map((year) => {
        const added = yearlyStations.get(year)?.n ?? 0
        built += added
        const energy = chargeSums(yearlyEnergy.rows.find((row) => String(row.year) === year))
        return {
          name: `${year}年`,
          code: year,
          values: { newStations: added, stations: built, energy: energy.energy, orders: energy.orders },
        }
      }),
      byDistrict: ranked(
        [...byArea].map(([code, item]) => ({ name: areas.get(code) ?? code, code, values: item })),
        'stations',
      ),
    },
  }
}

/** The dashboards this module answers. */
export const DASHBOARDS = { 'over-all-data': overAllStats } satisfies Dashboards
