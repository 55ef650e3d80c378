/**
 * Issue 16 (stats p95 ≤ 100 ms at the large seed): monthly charge aggregates per station, per
 * pile and per operator and district, yearly ones per station and pile, daily and monthly ones per
 * pile type, and monthly swap aggregates per operator and district, so a period reads whole months
 * (years) from one row per key instead of thirty (server/src/stats/window.ts). Each monthly
 * (yearly) row is the sum of the daily rows of its key, operator, district and month (year) —
 * operator and district are part of the key, so the data scope selects exactly the same orders
 * either way. Pile types are the piles' types in the archives (piles are never edited). A
 * database migrated with orders already aggregated gets its rows from the daily aggregates here.
 * Built facilities (stations and piles counted by district and operator, by year and month built)
 * are read from narrow covering indexes instead of the wide archive rows.
 */
import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen']
const SWAP_MEASURES = ['swaps', 'failures', 'energyCenti', 'feeFen', 'durationSeconds']
const SWAP_LIST = sql.raw(SWAP_MEASURES.map((name) => `"${name}"`).join(', '))
const SWAP_SUMS = sql.raw(SWAP_MEASURES.map((name) => `sum("${name}")`).join(', '))
const SUMS = sql.raw(MEASURES.map((name) => `sum("${name}")`).join(', '))
const LIST = sql.raw(MEASURES.map((name) => `"${name}"`).join(', '))
const MONTH = sql`substr("day", 1, 7)`

// biome-ignore lint/suspicious/noExplicitAny: any table
function measures(table: CreateTableBuilder<any, any>, names: string[]) {
  let builder = table
  for (const name of names) builder = builder.addColumn(name, 'bigint', (c) => c.notNull())
  return builder
}

const TABLES: readonly [name: string, keys: [string, string][], cover: string[]][] = [
  [
    'station_monthly_stats',
    [
      ['stationId', 'varchar(20)'],
      ['operatorId', 'varchar(9)'],
      ['areaCode', 'varchar(6)'],
      ['month', 'varchar(7)'],
    ],
    ['month', 'areaCode', 'operatorId', 'stationId', ...MEASURES],
  ],
  [
    'equipment_monthly_stats',
    [
      ['equipmentId', 'varchar(23)'],
      ['stationId', 'varchar(20)'],
      ['operatorId', 'varchar(9)'],
      ['areaCode', 'varchar(6)'],
      ['month', 'varchar(7)'],
    ],
    ['month', 'areaCode', 'operatorId', 'equipmentId', 'stationId', ...MEASURES],
  ],
  [
    'station_yearly_stats',
    [
      ['stationId', 'varchar(20)'],
      ['operatorId', 'varchar(9)'],
      ['areaCode', 'varchar(6)'],
      ['year', 'varchar(4)'],
    ],
    ['year', 'areaCode', 'operatorId', 'stationId', ...MEASURES],
  ],
  [
    'equipment_yearly_stats',
    [
      ['equipmentId', 'varchar(23)'],
      ['stationId', 'varchar(20)'],
      ['operatorId', 'varchar(9)'],
      ['areaCode', 'varchar(6)'],
      ['year', 'varchar(4)'],
    ],
    ['year', 'areaCode', 'operatorId', 'equipmentId', 'stationId', ...MEASURES],
  ],
  [
    'operator_monthly_stats',
    [
      ['month', 'varchar(7)'],
      ['areaCode', 'varchar(6)'],
      ['operatorId', 'varchar(9)'],
    ],
    [],
  ],
  [
    'swap_monthly_stats',
    [
      ['month', 'varchar(7)'],
      ['areaCode', 'varchar(6)'],
      ['operatorId', 'varchar(9)'],
    ],
    [],
  ],
  [
    'equipment_type_daily_stats',
    [
      ['day', 'varchar(10)'],
      ['areaCode', 'varchar(6)'],
      ['operatorId', 'varchar(9)'],
      ['equipmentType', 'integer'],
    ],
    [],
  ],
  [
    'equipment_type_monthly_stats',
    [
      ['month', 'varchar(7)'],
      ['areaCode', 'varchar(6)'],
      ['operatorId', 'varchar(9)'],
      ['equipmentType', 'integer'],
    ],
    [],
  ],
]

/** Covering indexes of the built-facility counts (stats/facilities.ts, overall.ts, details.ts). */
export const FACILITY_INDEXES: readonly [name: string, table: string, columns: string[]][] = [
  [
    'stations_facilities',
    'stations',
    ['areaCode', 'operatorId', 'equipmentCount', 'connectorCount', 'ratedPower', 'officialRunTime'],
  ],
  [
    'stations_operator_facilities',
    'stations',
    ['operatorId', 'areaCode', 'equipmentCount', 'connectorCount', 'ratedPower', 'officialRunTime'],
  ],
  [
    'equipment_facilities',
    'equipment',
    ['areaCode', 'operatorId', 'equipmentType', 'power', 'connectorCount', 'createTime'],
  ],
  [
    'equipment_operator_facilities',
    'equipment',
    ['operatorId', 'areaCode', 'equipmentType', 'power', 'connectorCount', 'createTime'],
  ],
]

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of FACILITY_INDEXES)
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute()
  for (const [name, keys, cover] of TABLES) {
    let table = db.schema.createTable(name)
    for (const [column, type] of keys) table = table.addColumn(column, sql.raw(type), (c) => c.notNull())
    await measures(table, name.startsWith('swap') ? SWAP_MEASURES : MEASURES)
      .addPrimaryKeyConstraint(
        `${name}_pk`,
        keys.map(([column]) => column),
      )
      .execute()
    if (cover.length) await db.schema.createIndex(`${name}_cover`).on(name).columns(cover).execute()
  }
  // Rows of a database aggregated before this migration, from its daily aggregates.
  await sql`insert into station_monthly_stats ("stationId", "operatorId", "areaCode", "month", ${LIST})
    select "stationId", "operatorId", "areaCode", ${MONTH}, ${SUMS} from station_daily_stats
    group by "stationId", "operatorId", "areaCode", ${MONTH}`.execute(db)
  await sql`insert into equipment_monthly_stats ("equipmentId", "stationId", "operatorId", "areaCode", "month", ${LIST})
    select "equipmentId", "stationId", "operatorId", "areaCode", ${MONTH}, ${SUMS} from equipment_daily_stats
    group by "equipmentId", "stationId", "operatorId", "areaCode", ${MONTH}`.execute(db)
  await sql`insert into station_yearly_stats ("stationId", "operatorId", "areaCode", "year", ${LIST})
    select "stationId", "operatorId", "areaCode", substr("month", 1, 4), ${SUMS} from station_monthly_stats
    group by "stationId", "operatorId", "areaCode", substr("month", 1, 4)`.execute(db)
  await sql`insert into equipment_yearly_stats ("equipmentId", "stationId", "operatorId", "areaCode", "year", ${LIST})
    select "equipmentId", "stationId", "operatorId", "areaCode", substr("month", 1, 4), ${SUMS} from equipment_monthly_stats
    group by "equipmentId", "stationId", "operatorId", "areaCode", substr("month", 1, 4)`.execute(db)
  await sql`insert into operator_monthly_stats ("month", "areaCode", "operatorId", ${LIST})
    select ${MONTH}, "areaCode", "operatorId", ${SUMS} from operator_daily_stats
    group by ${MONTH}, "areaCode", "operatorId"`.execute(db)
  await sql`insert into swap_monthly_stats ("month", "areaCode", "operatorId", ${SWAP_LIST})
    select ${MONTH}, "areaCode", "operatorId", ${SWAP_SUMS} from swap_daily_stats
    group by ${MONTH}, "areaCode", "operatorId"`.execute(db)
  await sql`insert into equipment_type_daily_stats ("day", "areaCode", "operatorId", "equipmentType", ${LIST})
    select d."day", d."areaCode", d."operatorId", e."equipmentType", ${sql.raw(MEASURES.map((name) => `sum(d."${name}")`).join(', '))}
    from equipment_daily_stats d join equipment e on e."equipmentId" = d."equipmentId"
    group by d."day", d."areaCode", d."operatorId", e."equipmentType"`.execute(db)
  await sql`insert into equipment_type_monthly_stats ("month", "areaCode", "operatorId", "equipmentType", ${LIST})
    select ${MONTH}, "areaCode", "operatorId", "equipmentType", ${SUMS} from equipment_type_daily_stats
    group by ${MONTH}, "areaCode", "operatorId", "equipmentType"`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of FACILITY_INDEXES) await db.schema.dropIndex(name).ifExists().execute()
  for (const [name] of [...TABLES].reverse()) await db.schema.dropTable(name).ifExists().execute()
}
