/**
 * Issue 43: what is built (stations, piles, connectors, rated kW) read from rollups kept by the
 * archives' own writes, not counted from the archives on every dashboard call. At the national
 * seed the facility figures grouped 200,400 stations and 1,003,027 piles per call: 0.2–1.1 s a
 * query, 2 s for 充电设施统计 as admin.
 *
 * Each rollup holds its sums at four levels: per (district, operator), per district of all
 * operators (`operatorId` ''), per operator of the whole country (`areaCode` ''), and the whole
 * country ('', ''). A reader takes the coarsest level its filter and grouping allow
 * (stats/facility-rollups.ts): the country's totals are one row, not 32,000.
 *
 * Triggers keep them (after insert, delete and an update of a column they sum or group by), on
 * SQLite and PostgreSQL alike, from one definition (ROLLUPS) written out per dialect here: every
 * write path of the archives (forms, imports, seeds, tests) moves them in its own transaction.
 * Quantities are integers (rated kW in 0.01 kW), so adding and taking away is exact. The national
 * seed loads its stations with the triggers off and fills the rollups after (fillFacilityRollups).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/**
 * The lower bound (kW) of each pile power band, in order: a pile is in the last band whose bound
 * its power reaches (stats/facilities.ts names them). Fixed by this migration: other bands need a
 * new one.
 */
export const POWER_BAND_FLOORS = [0, 7.01, 30, 60, 120, 240] as const

/** A value of the row `row` (`new`, `old` or a table alias) as SQL. */
type Value = (row: string) => string

interface Rollup {
  table: string
  source: string
  /** Grouping columns besides the area and the operator. */
  keys: readonly (readonly [column: string, type: string, value: Value])[]
  /** Summed columns (integers). */
  measures: readonly (readonly [column: string, value: Value])[]
  /** The source's columns whose change moves a row of the rollup. */
  watched: readonly string[]
}

const col = (name: string) => (row: string) => `${row}."${name}"`
const month = (name: string) => (row: string) => `substr(${row}."${name}", 1, 7)`
const centi = (name: string) => (row: string) => `cast(round(${row}."${name}" * 100) as bigint)`
const band: Value = (row) =>
  `case ${POWER_BAND_FLOORS.map((floor, index) => [floor, index] as const)
    .slice(1)
    .reverse()
    .map(([floor, index]) => `when ${row}."power" >= ${floor} then ${index}`)
    .join(' ')} else 0 end`

export const ROLLUPS: readonly Rollup[] = [
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

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ')
const keyColumns = (rollup: Rollup) => ['areaCode', 'operatorId', ...rollup.keys.map(([name]) => name)]
const measureColumns = (rollup: Rollup) => rollup.measures.map(([name]) => name)

/** The four levels of a row's area and operator (`row`'s own, or '' for all). */
function levels(row: string): string {
  return [
    `select ${row}."areaCode" as "a", ${row}."operatorId" as "o"`,
    `select ${row}."areaCode", ''`,
    `select '', ${row}."operatorId"`,
    `select '', ''`,
  ].join(' union all ')
}

/** Add `sign` times the row `row` to the rollup's four levels (an upsert). */
function moveStatement(rollup: Rollup, row: string, sign: 1 | -1): string {
  const keys = rollup.keys.map(([, , value]) => value(row))
  const measures = rollup.measures.map(([, value]) => (sign < 0 ? `-(${value(row)})` : value(row)))
  const sums = measureColumns(rollup)
    .map((name) => `"${name}" = "${rollup.table}"."${name}" + excluded."${name}"`)
    .join(', ')
  // `where true`: SQLite reads an ON CONFLICT after a bare SELECT's FROM as a join's.
  return `insert into "${rollup.table}" (${quoted([...keyColumns(rollup), ...measureColumns(rollup)])})
    select l."a", l."o", ${[...keys, ...measures].join(', ')} from (${levels(row)}) l where true
    on conflict (${quoted(keyColumns(rollup))}) do update set ${sums}`
}

/** The rollup's triggers on its source, in the dialect's words. */
function triggerStatements(rollup: Rollup, postgres: boolean): string[] {
  const name = rollup.table
  const watched = quoted(rollup.watched)
  if (postgres)
    return [
      `create or replace function "${name}_move"() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${moveStatement(rollup, 'old', -1)}; end if;
        if tg_op <> 'DELETE' then ${moveStatement(rollup, 'new', 1)}; end if;
        return null;
      end $$`,
      `create trigger "${name}_move" after insert or delete or update of ${watched} on "${rollup.source}"
        for each row execute function "${name}_move"()`,
    ]
  return [
    `create trigger "${name}_insert" after insert on "${rollup.source}" begin
      ${moveStatement(rollup, 'new', 1)}; end`,
    `create trigger "${name}_delete" after delete on "${rollup.source}" begin
      ${moveStatement(rollup, 'old', -1)}; end`,
    `create trigger "${name}_update" after update of ${watched} on "${rollup.source}" begin
      ${moveStatement(rollup, 'old', -1)}; ${moveStatement(rollup, 'new', 1)}; end`,
  ]
}

/**
 * Fill every rollup from its source anew: the (district, operator) rows grouped from the source,
 * the three coarser levels grouped from those.
 */
export async function fillFacilityRollups(db: AnyDb): Promise<void> {
  for (const rollup of ROLLUPS) {
    const keys = rollup.keys.map(([, , value]) => value('s'))
    const sums = rollup.measures.map(([, value]) => `sum(${value('s')})`)
    const columns = quoted([...keyColumns(rollup), ...measureColumns(rollup)])
    const others = quoted(rollup.keys.map(([name]) => name))
    const totals = measureColumns(rollup)
      .map((name) => `sum("${name}")`)
      .join(', ')
    const base = `"areaCode" <> '' and "operatorId" <> ''`
    await sql.raw(`delete from "${rollup.table}"`).execute(db)
    await sql
      .raw(`insert into "${rollup.table}" (${columns})
        select s."areaCode", s."operatorId", ${[...keys, ...sums].join(', ')} from "${rollup.source}" s
        group by s."areaCode", s."operatorId", ${keys.join(', ')}`)
      .execute(db)
    for (const [area, operator] of [
      ['"areaCode"', "''"],
      ["''", '"operatorId"'],
      ["''", "''"],
    ])
      await sql
        .raw(`insert into "${rollup.table}" (${columns})
          select ${area}, ${operator}, ${others}, ${totals} from "${rollup.table}" where ${base}
          group by ${[area, operator, others].filter((part) => part !== "''").join(', ')}`)
        .execute(db)
  }
}

/** Switch the rollups' triggers off (a bulk load, then fillFacilityRollups) or on: PostgreSQL. */
export async function facilityTriggers(db: AnyDb, on: boolean): Promise<void> {
  for (const rollup of ROLLUPS)
    await sql
      .raw(`alter table "${rollup.source}" ${on ? 'enable' : 'disable'} trigger "${rollup.table}_move"`)
      .execute(db)
}

export async function up(db: AnyDb): Promise<void> {
  for (const rollup of ROLLUPS) {
    let table = db.schema.createTable(rollup.table)
    table = table
      .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
      .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    for (const [column, type] of rollup.keys)
      table = table.addColumn(column, sql.raw(type), (c) => c.notNull())
    for (const [column] of rollup.measures)
      table = table.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
    await table.addPrimaryKeyConstraint(`${rollup.table}_key`, keyColumns(rollup) as never).execute()
    for (const statement of triggerStatements(rollup, isPostgres(db))) await sql.raw(statement).execute(db)
  }
  await fillFacilityRollups(db)
}

export async function down(db: AnyDb): Promise<void> {
  for (const rollup of ROLLUPS) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists "${rollup.table}_move" on "${rollup.source}"`).execute(db)
      await sql.raw(`drop function if exists "${rollup.table}_move"()`).execute(db)
    } else
      for (const event of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists "${rollup.table}_${event}"`).execute(db)
    await db.schema.dropTable(rollup.table).ifExists().execute()
  }
}
