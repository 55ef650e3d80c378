/**
 * Issue 43: the change signals of the tables written many times a second name the rows changed
 * (db/read-cache.ts). Migration 0053 signals `ev_cache` with the table's name once per statement,
 * and every process dropped everything it kept at each signal: under the cluster drill's load
 * (sessions touched, opened and ended, to-dos given, some 28 signals a second) a process kept
 * the session's read for 5 % of the calls. Each of these tables now signals, per statement, its
 * name and the values of its keyed columns in the rows changed — `sessions {"id":[…],"userId":[…]}`
 * — read from the statement's transition tables (an update's rows before and after). A statement
 * changing more than 64 rows, and a truncate, still signal the name alone (the whole table).
 * PostgreSQL only, as 0053.
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'
import { CHANGE_CHANNEL } from './0053-change-signals'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** The tables whose signals name their rows, by these columns (none of them changes in a row). */
export const KEYED_SIGNALS = {
  sessions: ['id', 'userId'],
  users: ['id'],
  messages: ['userId'],
} as const satisfies Record<string, readonly string[]>

/** More rows than this in one statement: the table's name alone. */
const MOST_ROWS = 64

/** Each event's trigger and the transition tables it reads (an update's rows before and after). */
const TRANSITIONS = [
  ['insert', 'new table as changed'],
  ['update', 'old table as gone new table as changed'],
  ['delete', 'old table as changed'],
] as const

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  for (const [table, columns] of Object.entries(KEYED_SIGNALS)) {
    const fn = `ev_cache_signal_${table}`
    const list = columns.map(ident).join(', ')
    const object = columns.map((column) => `'${column}', json_agg(distinct ${ident(column)})`).join(', ')
    await sql
      .raw(`create function ${fn}() returns trigger language plpgsql as $$
declare
  n bigint;
  payload text;
begin
  -- Counted first: a bulk statement (a seed's) is not aggregated only to be named by the table.
  select count(*) into n from changed;
  if n = 0 then
    return null;
  end if;
  if n > ${MOST_ROWS} then
    perform pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
    return null;
  end if;
  if TG_OP = 'UPDATE' then
    select json_build_object(${object})::text into payload
      from (select ${list} from changed union all select ${list} from gone) as touched;
  else
    select json_build_object(${object})::text into payload from changed;
  end if;
  perform pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME || ' ' || payload);
  return null;
end $$`)
      .execute(db)
    await sql.raw(`drop trigger if exists ${table}_cache_signal on ${ident(table)}`).execute(db)
    for (const [event, rows] of TRANSITIONS)
      await sql
        .raw(`create trigger ${table}_cache_${event} after ${event} on ${ident(table)}
  referencing ${rows} for each statement execute function ${fn}()`)
        .execute(db)
    await sql
      .raw(`create trigger ${table}_cache_truncate after truncate on ${ident(table)}
  for each statement execute function ev_cache_signal()`)
      .execute(db)
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  for (const table of Object.keys(KEYED_SIGNALS)) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`drop trigger if exists ${table}_cache_${event} on ${ident(table)}`).execute(db)
    await sql.raw(`drop function if exists ev_cache_signal_${table}()`).execute(db)
    await sql
      .raw(`create trigger ${table}_cache_signal after insert or update or delete or truncate on ${ident(table)}
  for each statement execute function ev_cache_signal()`)
      .execute(db)
  }
}
