/**
 * charging-facility-utilization and carbon-analysis: what the charging network delivered in a
 * period, from the daily aggregates (decisions: Statistics), with the indicator formulas of
 * domain.md (Indicators).
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import { dayCount } from './days'
import { builtBy } from './facility-rollups'
import type { Dashboards, StatsFilter, StatsQuery } from './filters'
import { topSums } from './ranking'
import {
  areaNames,
  buckets,
  chargeBy,
  chargeSums,
  chargeTotals,
  chargeTrend,
  operatorNames,
  ranked,
  round2,
  type StatsRow,
} from './series'
import { STATIONS } from './window'

/** Time utilisation % = Σ charging hours ÷ (connectors × days × 24) (domain.md: Indicators). */
export function timeUtilisation(hours: number, connectors: number, days: number): number {
  return connectors > 0 ? round2((hours / (connectors * days * 24)) * 100) : 0
}

/** Energy utilisation % = Σ kWh ÷ (Σ rated kW × days × 24). */
export function energyUtilisation(kwh: number, ratedKw: number, days: number): number {
  return ratedKw > 0 ? round2((kwh / (ratedKw * days * 24)) * 100) : 0
}

/** The utilisation dashboard's answer. */
export async function utilizationStats(db: Db, filter: StatsFilter) {
  const days = dayCount(filter.period.start, filter.period.end)
  const [areas, operators, useByArea, useByOperator, builtByArea, builtByOperator, trend, total, stations] =
    await Promise.all([
      areaNames(db),
      operatorNames(db),
      chargeBy(db, filter, 'areaCode'),
      chargeBy(db, filter, 'operatorId'),
      builtBy(db, filter, 'areaCode'),
      builtBy(db, filter, 'operatorId'),
      chargeTrend(db, filter),
      chargeTotals(db, filter),
      stationRanking(db, filter, days),
    ])
  const rowsFor = (
    built: Awaited<ReturnType<typeof builtBy>>,
    use: Awaited<ReturnType<typeof chargeBy>>,
    names: Map<string, string>,
  ): StatsRow[] =>
    [...built].map(([code, item]) => {
      const sums = use.get(code) ?? chargeSums(undefined)
      return {
        name: names.get(code) ?? code,
        code,
        values: {
          timeUtilisation: timeUtilisation(sums.hours, item.connectors, days),
          energyUtilisation: energyUtilisation(sums.energy, item.power, days),
          energy: sums.energy,
          hours: sums.hours,
        },
      }
    })
  let connectors = 0
  let power = 0
  for (const item of builtByArea.values()) {
    connectors += item.connectors
    power += item.power
  }
  const perBucket = filter.period.granularity === 'hour' ? 1 / 24 : 1
  return {
    totals: [
      {
        key: 'timeUtilisation',
        label: '时间利用率',
        value: timeUtilisation(total.hours, connectors, days),
        unit: '%',
      },
      {
        key: 'energyUtilisation',
        label: '电量利用率',
        value: energyUtilisation(total.energy, power, days),
        unit: '%',
      },
      { key: 'energy', label: '充电量', value: total.energy, unit: 'kWh' },
      { key: 'hours', label: '充电时长', value: total.hours, unit: '小时' },
    ],
    groups: {
      byDistrict: ranked(rowsFor(builtByArea, useByArea, areas), 'timeUtilisation'),
      byOperator: ranked(rowsFor(builtByOperator, useByOperator, operators), 'timeUtilisation'),
      stationRanking: stations,
      trend: buckets(filter).map((name) => {
        const sums = trend.get(name) ?? chargeSums(undefined)
        const bucketDays = filter.period.granularity === 'month' ? monthDays(name, filter) : perBucket
        return {
          name,
          values: {
            energyUtilisation: energyUtilisation(sums.energy, power, bucketDays),
            energy: sums.energy,
          },
        }
      }),
    },
  }
}

/** Days of a month that fall inside the period. */
function monthDays(month: string, filter: StatsFilter): number {
  const first = `${month}-01`
  const next = new Date(Date.parse(`${first}T00:00:00Z`))
  next.setUTCMonth(next.getUTCMonth() + 1)
  const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10)
  // Days are YYYY-MM-DD texts: compared as texts, not numbers.
  const [start] = [first, filter.period.start].sort().slice(-1)
  const [end] = [last, filter.period.end].sort()
  return Math.max(1, dayCount(start, end))
}

/**
 * The 20 stations with the most energy in the period (ties by station id), with their
 * utilisation: the 20 found and summed from the period's yearly, monthly and daily rows first
 * (window.ts topSums), the names joined for them only.
 */
async function stationRanking(db: Db, filter: StatsFilter, days: number): Promise<StatsRow[]> {
  const top = await topSums(db, STATIONS, filter, 20)
  if (!top) return []
  const { rows } = await sql<
    Record<string, unknown>
  >`select t.*, s."stationName" as "name", s."connectorCount" as "connectors", s."ratedPower" as "power"
    from ${top} t join stations s on s."stationId" = t."code" order by t."energyCenti" desc, t."code"`.execute(
    db,
  )
  return rows.map((row) => {
    const sums = chargeSums(row)
    return {
      name: String(row.name),
      code: String(row.code),
      values: {
        energy: sums.energy,
        timeUtilisation: timeUtilisation(sums.hours, Number(row.connectors), days),
        energyUtilisation: energyUtilisation(sums.energy, Number(row.power), days),
      },
    }
  })
}

/** Default carbon factors (domain.md: Indicators; grid factor 0.5366 kg CO2/kWh). */
export const CARBON_DEFAULTS = { evConsumption: 15, petrolUse: 8, gridFactor: 0.5366 }

/** Carbon reduction (kg CO2) of an energy: petrol not burnt less the grid's emission. */
export function carbonReduction(kwh: number, factors: typeof CARBON_DEFAULTS): number {
  const petrolKg = (kwh / factors.evConsumption) * 100 * (factors.petrolUse / 100) * 2.3
  return round2(petrolKg - kwh * factors.gridFactor)
}

/** The carbon dashboard's answer. */
export async function carbonStats(db: Db, filter: StatsFilter, factors: typeof CARBON_DEFAULTS) {
  const [areas, byArea, trend, total] = await Promise.all([
    areaNames(db),
    chargeBy(db, filter, 'areaCode'),
    chargeTrend(db, filter),
    chargeTotals(db, filter),
  ])
  const carbon = (kwh: number) => carbonReduction(kwh, factors)
  return {
    totals: [
      { key: 'carbon', label: '碳减排量', value: round2(carbon(total.energy) / 1000), unit: '吨' },
      { key: 'energy', label: '充电量', value: total.energy, unit: 'kWh' },
      { key: 'evConsumption', label: '电动车百公里电耗', value: factors.evConsumption, unit: 'kWh/100km' },
      { key: 'petrolUse', label: '燃油车百公里油耗', value: factors.petrolUse, unit: 'L/100km' },
      { key: 'gridFactor', label: '电网排放因子', value: factors.gridFactor, unit: 'kgCO2/kWh' },
    ],
    groups: {
      trend: buckets(filter).map((name) => {
        const energy = trend.get(name)?.energy ?? 0
        return { name, values: { carbon: round2(carbon(energy) / 1000), energy } }
      }),
      byDistrict: ranked(
        [...byArea].map(([code, sums]) => ({
          name: areas.get(code) ?? code,
          code,
          values: { carbon: round2(carbon(sums.energy) / 1000), energy: sums.energy },
        })),
        'carbon',
      ),
    },
  }
}

/** The dashboards this module answers; the carbon factors are the page's settings, else the defaults. */
export const DASHBOARDS = {
  'charging-facility-utilization': utilizationStats,
  'carbon-analysis': (db, filter, query: StatsQuery & Partial<typeof CARBON_DEFAULTS>) =>
    carbonStats(db, filter, {
      evConsumption: query.evConsumption ?? CARBON_DEFAULTS.evConsumption,
      petrolUse: query.petrolUse ?? CARBON_DEFAULTS.petrolUse,
      gridFactor: query.gridFactor ?? CARBON_DEFAULTS.gridFactor,
    }),
} satisfies Dashboards
