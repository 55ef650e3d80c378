/**
 * elec-charging-facility-statistics and over-all-data: what is built (stations, piles,
 * connectors, rated kW) by type, power band, district and operator, and its growth; read from the
 * facility rollups (facility-rollups.ts), no orders involved.
 */
import { EQUIPMENT_TYPE, labelOf } from '../../../src/core/domain/enums'
import type { POWER_BAND_FLOORS } from '../db/migrations/0048-facility-rollups'
import type { Db } from '../db/types'
import { builtBy, builtPer, pilesByTypeAndBand } from './facility-rollups'
import type { Dashboards, StatsFilter } from './filters'
import { areaNames, operatorNames, ranked, round2, type StatsRow } from './series'

/** The names of the pile power bands, in the order of their floors (POWER_BAND_FLOORS). */
const POWER_BANDS = ['≤7kW', '7-30kW', '30-60kW', '60-120kW', '120-240kW', '≥240kW'] as const satisfies {
  length: (typeof POWER_BAND_FLOORS)['length']
}

const sumOf = <T extends Record<string, number>>(items: Iterable<T>, key: keyof T) => {
  let total = 0
  for (const item of items) total += item[key]
  return round2(total)
}

/** The facility dashboard's answer. */
export async function facilityStats(db: Db, filter: StatsFilter) {
  const [areas, operators, byArea, byOperator, piles, growth] = await Promise.all([
    areaNames(db),
    operatorNames(db),
    builtBy(db, filter, 'areaCode'),
    builtBy(db, filter, 'operatorId'),
    pilesByTypeAndBand(db, filter),
    monthlyGrowth(db, filter),
  ])
  const byType = new Map<number, { piles: number; power: number }>()
  const byBand = new Map<string, number>(POWER_BANDS.map((label) => [label, 0]))
  for (const row of piles) {
    const type = byType.get(row.equipmentType) ?? { piles: 0, power: 0 }
    type.piles += row.piles
    type.power += row.power
    byType.set(row.equipmentType, type)
    const band = POWER_BANDS[row.band]
    if (band) byBand.set(band, (byBand.get(band) ?? 0) + row.piles)
  }
  return {
    totals: [
      { key: 'stations', label: '充电站', value: sumOf(byArea.values(), 'stations'), unit: '座' },
      { key: 'piles', label: '充电桩', value: sumOf(byArea.values(), 'piles'), unit: '台' },
      { key: 'connectors', label: '充电接口', value: sumOf(byArea.values(), 'connectors'), unit: '个' },
      { key: 'power', label: '额定总功率', value: sumOf(byArea.values(), 'power'), unit: 'kW' },
    ],
    groups: {
      byType: [...byType].map(([type, item]) => ({
        name: labelOf(EQUIPMENT_TYPE, type),
        code: String(type),
        values: { piles: item.piles, power: round2(item.power) },
      })),
      byPowerBand: [...byBand].map(([name, count]) => ({ name, values: { piles: count } })),
      byDistrict: ranked(
        [...byArea].map(([code, item]) => ({ name: areas.get(code) ?? code, code, values: item })),
        'stations',
      ),
      byOperator: ranked(
        [...byOperator].map(([code, item]) => ({ name: operators.get(code) ?? code, code, values: item })),
        'stations',
      ),
      growth,
    } as Record<string, StatsRow[]>,
  }
}

/**
 * New stations and piles per month, for the twelve months up to the period's end. Whole months
 * (the rollups' grain): a station whose official run time falls after the period's end in its
 * last month counts in that month.
 */
async function monthlyGrowth(db: Db, filter: StatsFilter): Promise<StatsRow[]> {
  const end = filter.period.end
  const first = new Date(Date.parse(`${end.slice(0, 7)}-01T00:00:00Z`))
  first.setUTCMonth(first.getUTCMonth() - 11)
  const months: [string, string] = [first.toISOString().slice(0, 7), end.slice(0, 7)]
  const [stations, piles] = await Promise.all([
    builtPer(db, filter, 'stations', { months }),
    builtPer(db, filter, 'piles', { months }),
  ])
  const rows: StatsRow[] = []
  for (
    let at = new Date(first);
    at.toISOString().slice(0, 7) <= months[1];
    at.setUTCMonth(at.getUTCMonth() + 1)
  ) {
    const key = at.toISOString().slice(0, 7)
    rows.push({ name: key, values: { stations: stations.get(key)?.n ?? 0, piles: piles.get(key)?.n ?? 0 } })
  }
  return rows
}

/** The dashboards this module answers. */
export const DASHBOARDS = { 'elec-charging-facility-statistics': facilityStats } satisfies Dashboards
