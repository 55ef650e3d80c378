/**
 * Issue 43: the rankings of the statistics' default window (the last 30 days) as admin. On the
 * national seed the stations are alike, so the threshold algorithm over the monthly rows
 * (stats/ranking.ts) read thousands of candidates deep, 1–2 s a ranking. Each key's charge sums
 * of a span of days (`recent_energy_spans`: the last 30 days up to today) are kept in a table read
 * down by energy: a ranking is the first rows of an index, the top keys' sums the rows of their
 * keys (stats/recent-energy.ts).
 *
 * The table is built for a span by the first ranking of a China day (in the background, under an
 * advisory lock), and kept by a trigger on the daily rows afterwards: a write to a day of the
 * span moves the key's row in the writer's transaction. The building locks the daily rows
 * against writes (SHARE) while it reads them, so a write either commits before and is read, or
 * waits and then finds the new span: none is counted twice or lost. Truncating the daily rows
 * forgets the span (built again at the next ranking).
 *
 * PostgreSQL only: on SQLite the rankings sum every key (a large seed's are read in tens of ms).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const AREA_OPERATOR = [
  ['operatorId', 'varchar(9)'],
  ['areaCode', 'varchar(6)'],
] as const

/** The sources kept: daily table, kept table, the key and the other columns (with types). */
export const RECENT_ENERGY = [
  {
    daily: 'station_daily_stats',
    table: 'station_recent_energy',
    key: 'stationId',
    columns: [['stationId', 'varchar(20)'], ...AREA_OPERATOR],
  },
  {
    daily: 'equipment_daily_stats',
    table: 'equipment_recent_energy',
    key: 'equipmentId',
    columns: [['equipmentId', 'varchar(23)'], ['stationId', 'varchar(20)'], ...AREA_OPERATOR],
  },
] as const

/** The measures kept: the daily rows' charge measures. */
export const RECENT_MEASURES = ['orders', 'energyCenti', 'chargeSeconds', 'revenueFen'] as const

/** The trigger function of one source: its key's row of the span moved by OLD and NEW. */
function moveFunction({ daily, table, columns }: (typeof RECENT_ENERGY)[number]): string {
  const names = columns.map(([name]) => `"${name}"`)
  const measures = RECENT_MEASURES.map((name) => `"${name}"`)
  const within = (row: 'old' | 'new') => `${row}."day" >= span."from" and ${row}."day" <= span."to"`
  const move = (row: 'old' | 'new', sign: '-' | '+') => `
      insert into "${table}" as r (${[...names, ...measures].join(', ')})
        values (${[...names.map((name) => `${row}.${name}`), ...measures.map((name) => `${sign}${row}.${name}`)].join(', ')})
        on conflict (${names.join(', ')}) do update
        set ${measures.map((name) => `${name} = r.${name} + excluded.${name}`).join(', ')};`
  return `create function ${table}_move() returns trigger language plpgsql as $$
declare
  span record;
begin
  select "from", "to" into span from recent_energy_spans where "source" = '${daily}';
  if not found then return null; end if;
  -- A change of a row of the span (an order added to a day: nearly every write) in one step.
  if tg_op = 'UPDATE' and ${within('old')} and ${within('new')}
     and ${names.map((name) => `old.${name} = new.${name}`).join(' and ')} then
    update "${table}" set ${measures.map((name) => `${name} = ${name} + new.${name} - old.${name}`).join(', ')}
      where ${names.map((name) => `${name} = new.${name}`).join(' and ')};
    return null;
  end if;
  if tg_op <> 'INSERT' and ${within('old')} then${move('old', '-')}
  end if;
  if tg_op <> 'DELETE' and ${within('new')} then${move('new', '+')}
  end if;
  return null;
end $$`
}

/**
 * Switch the keeping triggers off or on (the national seed writes the daily rows in bulk with
 * them off; its truncate has already forgotten the spans).
 */
export async function recentEnergyTriggers(db: AnyDb, on: boolean): Promise<void> {
  for (const { daily, table } of RECENT_ENERGY)
    await sql.raw(`alter table "${daily}" ${on ? 'enable' : 'disable'} trigger "${table}_move"`).execute(db)
}

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  await sql
    .raw(`create table recent_energy_spans ("source" varchar(40) primary key,
      "from" varchar(10) not null, "to" varchar(10) not null)`)
    .execute(db)
  await sql
    .raw(`create function recent_energy_forget() returns trigger language plpgsql as $$
begin
  delete from recent_energy_spans where "source" = tg_table_name;
  return null;
end $$`)
    .execute(db)
  for (const source of RECENT_ENERGY) {
    const { daily, table, key, columns } = source
    const names = columns.map(([name]) => `"${name}"`).join(', ')
    await sql
      .raw(`create table "${table}" (${columns.map(([name, type]) => `"${name}" ${type} not null`).join(', ')},
        ${RECENT_MEASURES.map((name) => `"${name}" ${name === 'orders' ? 'integer' : 'bigint'} not null`).join(', ')}, primary key (${names}))`)
      .execute(db)
    // The country's (or an operator's) first keys down the energy; an area's keys in a range.
    await sql
      .raw(
        `create index "${table}_by_energy" on "${table}" ("energyCenti", "operatorId", "orders", "${key}")`,
      )
      .execute(db)
    await sql
      .raw(
        `create index "${table}_by_area" on "${table}" ("areaCode", "operatorId", "orders", "energyCenti", "${key}")`,
      )
      .execute(db)
    await sql.raw(moveFunction(source)).execute(db)
    await sql
      .raw(
        `create trigger "${table}_move" after insert or delete or update on "${daily}" for each row execute function ${table}_move()`,
      )
      .execute(db)
    await sql
      .raw(`create trigger "${table}_forget" after truncate on "${daily}"
        for each statement execute function recent_energy_forget()`)
      .execute(db)
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  for (const { daily, table } of RECENT_ENERGY) {
    await sql.raw(`drop trigger if exists "${table}_move" on "${daily}"`).execute(db)
    await sql.raw(`drop trigger if exists "${table}_forget" on "${daily}"`).execute(db)
    await sql.raw(`drop function if exists ${table}_move()`).execute(db)
    await sql.raw(`drop table if exists "${table}"`).execute(db)
  }
  await sql.raw('drop function if exists recent_energy_forget()').execute(db)
  await sql.raw('drop table if exists recent_energy_spans').execute(db)
}
