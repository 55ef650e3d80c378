/**
 * Rollups kept by triggers (issue 43), written out for SQLite and PostgreSQL from one definition:
 * a rollup sums a source table's rows at four levels of area and operator — per (district,
 * operator), per district of all operators (`operatorId` ''), per operator of the whole country
 * (`areaCode` ''), and the whole country ('', '') — so a reader takes the coarsest level its
 * filter and grouping allow (stats/levels.ts). A source that is itself per (district, operator)
 * (`coarserOnly`) gets the three others; a source written all the time only the districts' rows
 * besides its own (`districtsOnly`). Triggers after insert, delete and an update of a column
 * the rollup sums or groups by move its rows in the writer's transaction (every write path at
 * once); sums are integers, so adding and taking away is exact. Migrations 0048 and 0049 use it;
 * once released, a change here that alters their output needs a new migration.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** A value of the row `row` (`new`, `old` or a table alias) as SQL. */
export type Value = (row: string) => string

export interface Rollup {
  table: string
  source: string
  /** Grouping columns besides the area and the operator (type, then value). */
  keys: readonly (readonly [column: string, type: string, value: Value])[]
  /** Summed columns (integers). */
  measures: readonly (readonly [column: string, value: Value])[]
  /** The source's columns whose change moves a row of the rollup. */
  watched: readonly string[]
  /**
   * The source is already per (district, operator), its keys and measures named as the rollup's:
   * the rollup holds the three coarser levels only.
   */
  coarserOnly?: true
  /**
   * Only the (district, operator) and the districts' rows: for a source written all the time (a
   * connector's status), where the country's row would be one every writer waits on.
   */
  districtsOnly?: true
}

/** A column of the row. */
export const col = (name: string) => (row: string) => `${row}."${name}"`
/** The month (YYYY-MM) of a date or time column. */
export const month = (name: string) => (row: string) => `substr(${row}."${name}", 1, 7)`
/** A decimal column in hundredths, as an integer. */
export const centi = (name: string) => (row: string) => `cast(round(${row}."${name}" * 100) as bigint)`

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ')
const keyColumns = (rollup: Rollup) => ['areaCode', 'operatorId', ...rollup.keys.map(([name]) => name)]
const measureColumns = (rollup: Rollup) => rollup.measures.map(([name]) => name)

type Level = readonly [area: (row: string) => string, operator: (row: string) => string]
const own = (column: string) => (row: string) => `${row}."${column}"`
const all = () => "''"
/** The (district, operator) level. */
const BASE: Level = [own('areaCode'), own('operatorId')]
/** The coarser levels' area and operator as SQL of a row's columns, '' for all. */
const COARSER: readonly Level[] = [
  [own('areaCode'), all],
  [all, own('operatorId')],
  [all, all],
]

/** The coarser levels a rollup holds. */
const coarserOf = (rollup: Rollup) => (rollup.districtsOnly ? COARSER.slice(0, 1) : COARSER)

/** The levels a row of the source goes to. */
function levels(rollup: Rollup, row: string): string {
  return [...(rollup.coarserOnly ? [] : [BASE]), ...coarserOf(rollup)]
    .map(([area, operator]) => `select ${area(row)} as "a", ${operator(row)} as "o"`)
    .join(' union all ')
}

/** Add `sign` times the row `row` to the rollup's levels (an upsert). */
function moveStatement(rollup: Rollup, row: string, sign: 1 | -1): string {
  const keys = rollup.keys.map(([, , value]) => value(row))
  const measures = rollup.measures.map(([, value]) => (sign < 0 ? `-(${value(row)})` : value(row)))
  const sums = measureColumns(rollup)
    .map((name) => `"${name}" = "${rollup.table}"."${name}" + excluded."${name}"`)
    .join(', ')
  // `where true`: SQLite reads an ON CONFLICT after a bare SELECT's FROM as a join's.
  return `insert into "${rollup.table}" (${quoted([...keyColumns(rollup), ...measureColumns(rollup)])})
    select l."a", l."o", ${[...keys, ...measures].join(', ')} from (${levels(rollup, row)}) l where true
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
 * The statements that fill a rollup, emptied first, from its source, in waves: the (district,
 * operator) rows grouped from the source, then the coarser levels grouped from those (or, for
 * `coarserOnly`, one wave of the coarser levels from the source). The statements of a wave are
 * independent of each other.
 */
function fillWaves(rollup: Rollup): string[][] {
  const columns = quoted([...keyColumns(rollup), ...measureColumns(rollup)])
  const others = quoted(rollup.keys.map(([name]) => name))
  const totals = measureColumns(rollup)
    .map((name) => `sum("${name}")`)
    .join(', ')
  const waves: string[][] = []
  let from = `"${rollup.source}"`
  if (!rollup.coarserOnly) {
    const keys = rollup.keys.map(([, , value]) => value('s'))
    const sums = rollup.measures.map(([, value]) => `sum(${value('s')})`)
    waves.push([
      `insert into "${rollup.table}" (${columns})
        select s."areaCode", s."operatorId", ${[...keys, ...sums].join(', ')} from "${rollup.source}" s
        group by s."areaCode", s."operatorId", ${keys.join(', ')}`,
    ])
    from = `"${rollup.table}" where "areaCode" <> '' and "operatorId" <> ''`
  }
  waves.push(
    coarserOf(rollup).map(([area, operator]) => {
      const level = [area('t'), operator('t')]
      return `insert into "${rollup.table}" (${columns})
        select ${level.join(', ')}, ${others}, ${totals} from ${from.replace(/^("[^"]+")/, '$1 t')}
        group by ${[...level.filter((part) => part !== "''"), others].join(', ')}`
    }),
  )
  return waves
}

/** The statements that fill a rollup (fillWaves), in the order they must run. */
export function fillStatements(rollup: Rollup): string[] {
  return fillWaves(rollup).flat()
}

/** Fill the rollups from their sources anew (fillWaves), one statement after the other. */
export async function fillRollups(db: AnyDb, rollups: readonly Rollup[]): Promise<void> {
  for (const rollup of rollups) {
    await sql.raw(`delete from "${rollup.table}"`).execute(db)
    for (const statement of fillStatements(rollup)) await sql.raw(statement).execute(db)
  }
}

/** Switch the rollups' triggers off (a bulk load, then fillRollups) or on: PostgreSQL only. */
export async function rollupTriggers(db: AnyDb, rollups: readonly Rollup[], on: boolean): Promise<void> {
  for (const rollup of rollups)
    await sql
      .raw(`alter table "${rollup.source}" ${on ? 'enable' : 'disable'} trigger "${rollup.table}_move"`)
      .execute(db)
}

/** Create the rollups' tables and triggers, and fill them from what the sources hold. */
export async function createRollups(db: AnyDb, rollups: readonly Rollup[]): Promise<void> {
  for (const rollup of rollups) {
    let table = db.schema
      .createTable(rollup.table)
      .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
      .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    for (const [column, type] of rollup.keys)
      table = table.addColumn(column, sql.raw(type), (c) => c.notNull())
    for (const [column] of rollup.measures)
      table = table.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
    await table.addPrimaryKeyConstraint(`${rollup.table}_key`, keyColumns(rollup) as never).execute()
    // The key leads with the area; the districts' rows of all operators over a period want the
    // operator ('') and the first key (the period) first, and every column (a covering index: a
    // day's rows lie on as many pages as districts).
    const [period, ...others] = rollup.keys.map(([name]) => name)
    await db.schema
      .createIndex(`${rollup.table}_level`)
      .on(rollup.table)
      .columns(['operatorId', period, 'areaCode', ...others, ...measureColumns(rollup)])
      .execute()
    for (const statement of triggerStatements(rollup, isPostgres(db))) await sql.raw(statement).execute(db)
  }
  await fillRollups(db, rollups)
}

/** Drop the rollups' triggers and tables. */
export async function dropRollups(db: AnyDb, rollups: readonly Rollup[]): Promise<void> {
  for (const rollup of rollups) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists "${rollup.table}_move" on "${rollup.source}"`).execute(db)
      await sql.raw(`drop function if exists "${rollup.table}_move"()`).execute(db)
    } else
      for (const event of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists "${rollup.table}_${event}"`).execute(db)
    await db.schema.dropTable(rollup.table).ifExists().execute()
  }
}
