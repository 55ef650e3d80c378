/**
 * elec-charging-facility-statistics and over-all-data: what is built (stations, piles,
 * connectors, rated kW) by type, power band, district and operator, and its growth; counted from
 * the archives (a few ten thousand rows at most, no orders involved).
 */
import { sql } from 'kysely'
import { EQUIPMENT_TYPE, labelOf } from '../../../src/core/domain/enums'
import type { Db } from '../db/types'
import { addDays } from './days'
import { type Dashboards, type StatsFilter, where } from './filters'
import { areaNames, operatorNames, ranked, round2, type StatsRow } from './series'

/** Power bands of piles (kW). */
const POWER_BANDS: readonly [number, number, string][] = [
  [0, 7.01, '≤7kW'],
  [7.01, 30, '7-30kW'],
  [30, 60, '30-60kW'],
  [60, 120, '60-120kW'],
  [120, 240, '120-240kW'],
  [240, Number.POSITIVE_INFINITY, '≥240kW'],
]

/** Built facilities grouped by a station column. */
export async function facilitiesBy(
  db: Db,
  filter: StatsFilter,
  column: 'areaCode' | 'operatorId',
): Promise<Map<string, { stations: number; piles: number; connectors: number; power: number }>> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${sql.ref(column)} as "key", count(*) as "stations",
    sum("equipmentCount") as "piles", sum("connectorCount") as "connectors", sum("ratedPower") as "power"
    from stations where ${where(filter, { area: 'areaCode', operator: 'operatorId' })} group by ${sql.ref(column)}`.execute(
    db,
  )
  return new Map(
    rows.map((row) => [
      String(row.key),
      {
        stations: Number(row.stations),
        piles: Number(row.piles ?? 0),
        connectors: Number(row.connectors ?? 0),
        power: round2(Number(row.power ?? 0)),
      },
    ]),
  )
}

const sumOf = <T extends Record<string, number>>(items: Iterable<T>, key: keyof T) => {
  let total = 0
  for (const item of items) total += item[key]
  return round2(total)
}

/** The facility dashboard's answer. */
export async function facilityStats(db: Db, filter: StatsFilter) {
  const [areas, operators, byArea, byOperator] = await Promise.all([
    areaNames(db),
    operatorNames(db),
    facilitiesBy(db, filter, 'areaCode'),
    facilitiesBy(db, filter, 'operatorId'),
  ])
  // Walked in group order from the pile type and power index (migration 0017), areas tested.
  const piles = await sql<{
    equipmentType: number
    power: number
    n: number
  }>`select "equipmentType", "power", count(*) as "n"
    from equipment where ${where(filter, { area: 'areaCode', operator: 'operatorId', scan: true })}
    group by "equipmentType", "power"`.execute(db)
  const byType = new Map<number, { piles: number; power: number }>()
  const byBand = new Map<string, number>(POWER_BANDS.map(([, , label]) => [label, 0]))
  for (const row of piles.rows) {
    const type = byType.get(row.equipmentType) ?? { piles: 0, power: 0 }
    type.piles += Number(row.n)
    type.power += Number(row.n) * Number(row.power)
    byType.set(row.equipmentType, type)
    const band = POWER_BANDS.find(([low, high]) => Number(row.power) >= low && Number(row.power) < high)
    if (band) byBand.set(band[2], (byBand.get(band[2]) ?? 0) + Number(row.n))
  }
  const facility = (item: { stations: number; piles: number; connectors: number; power: number }) => item
  const growth = await monthlyGrowth(db, filter)
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
        [...byArea].map(([code, item]) => ({ name: areas.get(code) ?? code, code, values: facility(item) })),
        'stations',
      ),
      byOperator: ranked(
        [...byOperator].map(([code, item]) => ({
          name: operators.get(code) ?? code,
          code,
          values: facility(item),
        })),
        'stations',
      ),
      growth,
    } as Record<string, StatsRow[]>,
  }
}

/** New stations and piles per month, for the twelve months up to the period's end. */
async function monthlyGrowth(db: Db, filter: StatsFilter): Promise<StatsRow[]> {
  const end = filter.period.end
  const first = new Date(Date.parse(`${end.slice(0, 7)}-01T00:00:00Z`))
  first.setUTCMonth(first.getUTCMonth() - 11)
  const from = first.toISOString().slice(0, 10)
  const until = addDays(end, 1)
  const scope = where(filter, { area: 'areaCode', operator: 'operatorId' })
  const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`
  const stations = await sql<{
    m: string
    n: number
  }>`select ${month('officialRunTime')} as "m", count(*) as "n" from stations
    where ${scope} and "officialRunTime" >= ${from} and "officialRunTime" < ${until} group by ${month('officialRunTime')}`.execute(
    db,
  )
  // Walked in group order from the pile type and power index (migration 0017), areas tested.
  const piles = await sql<{
    m: string
    n: number
  }>`select ${month('createTime')} as "m", count(*) as "n" from equipment
    where ${scope} and "createTime" >= ${from} and "createTime" < ${until} group by ${month('createTime')}`.execute(
    db,
  )
  const rows: StatsRow[] = []
  for (let at = new Date(first); at.toISOString().slice(0, 10) <= end; at.setUTCMonth(at.getUTCMonth() + 1)) {
    const key = at.toISOString().slice(0, 7)
    rows.push({
      name: key,
      values: {
        stations: Number(stations.rows.find((row) => row.m === key)?.n ?? 0),
        piles: Number(piles.rows.find((row) => row.m === key)?.n ?? 0),
      },
    })
  }
  return rows
}

/** The dashboards this module answers. */
export const DASHBOARDS = { 'elec-charging-facility-statistics': facilityStats } satisfies Dashboards
