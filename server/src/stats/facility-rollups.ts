/**
 * What is built, read from the facility rollups (migration 0048: kept by triggers on the stations
 * and the piles) at the coarsest of their four levels that answers the filter and the grouping
 * (levels.ts): the country's totals are one row per month, a district's a few, where counting the
 * archives read 200,400 stations or 1,003,027 piles at the national seed (issue 43).
 */
import { sql } from 'kysely'
import type { Db } from '../db/types'
import type { StatsFilter } from './filters'
import { levelOf } from './levels'
import { round2 } from './series'

/** What is built in a group: stations, piles, connectors, rated kW. */
export type Built = { stations: number; piles: number; connectors: number; power: number }

const built = (row: Record<string, unknown> | undefined): Built => ({
  stations: Number(row?.stations ?? 0),
  piles: Number(row?.piles ?? 0),
  connectors: Number(row?.connectors ?? 0),
  power: round2(Number(row?.powerCenti ?? 0) / 100),
})

const BUILT_SUMS = sql`sum("stations") as "stations", sum("piles") as "piles",
  sum("connectors") as "connectors", sum("powerCenti") as "powerCenti"`

/** What is built in the filter's areas and operators. */
export async function builtTotal(db: Db, filter: StatsFilter): Promise<Built> {
  const { rows } = await sql<Record<string, unknown>>`select ${BUILT_SUMS} from station_facility_stats
    where ${levelOf(filter)}`.execute(db)
  return built(rows[0])
}

/** What is built per district or per operator (those with a station). */
export async function builtBy(db: Db, filter: StatsFilter, column: 'areaCode' | 'operatorId') {
  const { rows } = await sql<Record<string, unknown>>`select ${sql.ref(column)} as "key", ${BUILT_SUMS}
    from station_facility_stats where ${levelOf(filter, column)}
    group by ${sql.ref(column)} having sum("stations") > 0`.execute(db)
  return new Map(rows.map((row) => [String(row.key), built(row)]))
}

/** Operators with a station in the filter's areas. */
export async function operatorsBuilding(db: Db, filter: StatsFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as "n" from (select "operatorId"
    from station_facility_stats where ${levelOf(filter, 'operatorId')}
    group by "operatorId" having sum("stations") > 0) o`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Stations (and their rated kW) or piles new in each month (YYYY-MM) of `from`…`to` (months, of
 * the stations' official run time and the piles' creation), or in each year (YYYY) of all time.
 */
export async function builtPer(
  db: Db,
  filter: StatsFilter,
  what: 'stations' | 'piles',
  per: { months: [from: string, to: string] } | 'year',
): Promise<Map<string, { n: number; power: number }>> {
  const table = what === 'stations' ? sql`station_facility_stats` : sql`pile_facility_stats`
  const key = per === 'year' ? sql`substr("month", 1, 4)` : sql`"month"`
  const months =
    per === 'year' ? sql`` : sql` and "month" >= ${per.months[0]} and "month" <= ${per.months[1]}`
  const { rows } = await sql<Record<string, unknown>>`select ${key} as "key", sum(${sql.ref(what)}) as "n",
    sum("powerCenti") as "powerCenti" from ${table} where ${levelOf(filter)}${months}
    group by ${key} having sum(${sql.ref(what)}) > 0`.execute(db)
  return new Map(
    rows.map((row) => [
      String(row.key),
      { n: Number(row.n), power: round2(Number(row.powerCenti ?? 0) / 100) },
    ]),
  )
}

/** Piles per type and power band (the band's index in POWER_BAND_FLOORS), with their rated kW. */
export async function pilesByTypeAndBand(db: Db, filter: StatsFilter) {
  const { rows } = await sql<Record<string, unknown>>`select "equipmentType", "band", sum("piles") as "piles",
    sum("powerCenti") as "powerCenti" from pile_facility_stats where ${levelOf(filter)}
    group by "equipmentType", "band" having sum("piles") > 0`.execute(db)
  return rows.map((row) => ({
    equipmentType: Number(row.equipmentType),
    band: Number(row.band),
    piles: Number(row.piles),
    power: Number(row.powerCenti ?? 0) / 100,
  }))
}
