/**
 * Issue 43: what is built (stations, piles, connectors, rated kW) read from rollups kept by the
 * archives' own writes, not counted from the archives on every dashboard call. At the national
 * seed the facility figures grouped 200,400 stations and 1,003,027 piles per call: 0.2–1.1 s a
 * query, 2 s for 充电设施统计 as admin.
 *
 * Each rollup holds its sums at four levels of area and operator, kept by triggers on SQLite and
 * PostgreSQL alike (rollup-triggers.ts): every write path of the archives (forms, imports, seeds,
 * tests) moves them in its own transaction. A reader takes the coarsest level its filter and
 * grouping allow (stats/facility-rollups.ts): the country's totals are one row a month, not
 * 32,000. Rated kW are kept in 0.01 kW. The national seed loads its stations with the triggers
 * off and fills the rollups after.
 */
import type { Kysely } from 'kysely'
import { centi, col, createRollups, dropRollups, month, type Rollup, type Value } from './rollup-triggers'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/**
 * The lower bound (kW) of each pile power band, in order: a pile is in the last band whose bound
 * its power reaches (stats/facilities.ts names them). Fixed by this migration: other bands need a
 * new one.
 */
export const POWER_BAND_FLOORS = [0, 7.01, 30, 60, 120, 240] as const

const band: Value = (row) =>
  `case ${POWER_BAND_FLOORS.map((floor, index) => [floor, index] as const)
    .slice(1)
    .reverse()
    .map(([floor, index]) => `when ${row}."power" >= ${floor} then ${index}`)
    .join(' ')} else 0 end`

export const FACILITY_ROLLUPS: readonly Rollup[] = [
  {
    table: 'station_facility_stats',
    source: 'stations',
    keys: [['month', 'varchar(7)', month('officialRunTime')]],
    measures: [
      ['stations', () => '1'],
      ['piles', col('equipmentCount')],
      ['connectors', col('connectorCount')],
      ['powerCenti', centi('ratedPower')],
    ],
    watched: ['areaCode', 'operatorId', 'officialRunTime', 'equipmentCount', 'connectorCount', 'ratedPower'],
  },
  {
    table: 'pile_facility_stats',
    source: 'equipment',
    keys: [
      ['month', 'varchar(7)', month('createTime')],
      ['equipmentType', 'integer', col('equipmentType')],
      ['band', 'integer', band],
    ],
    measures: [
      ['piles', () => '1'],
      ['powerCenti', centi('power')],
    ],
    watched: ['areaCode', 'operatorId', 'createTime', 'equipmentType', 'power'],
  },
]

export async function up(db: AnyDb): Promise<void> {
  await createRollups(db, FACILITY_ROLLUPS)
}

export async function down(db: AnyDb): Promise<void> {
  await dropRollups(db, FACILITY_ROLLUPS)
}
