/**
 * Issue 43: 故障统计 as admin over its default window (the last 30 days) grouped the window's
 * ~64,000 alarms of the national seed seven ways (type, level, code, operator, district, hour,
 * all): 130–150 ms p95 against 100. The sums of those seven groupings over a span of days are
 * kept (`alarm_recent_sums`: a row per grouping and key, about 4,000) and read instead
 * (stats/recent-alarms.ts).
 *
 * The span (`alarm_recent_span`: one row, its China days and their instants) is built by the
 * first call of a China day, and kept by a trigger afterwards: a write of an alarm raised within
 * the span moves its seven rows in the writer's transaction (the old row's share taken away, the
 * new one's added). The seven rows are moved in one order, the total's first, so two writers of
 * alarms wait for each other at the total and never deadlock. The build locks the alarms against
 * writes (SHARE) while it reads them, so a write either commits before and is read, or waits and
 * then finds the new span: none is counted twice or lost. Truncating the alarms forgets the span.
 *
 * The measures are troubleStats' (stats/alarms.ts) as the alarm stands now: 1 alarm; open when
 * its status is 1; repaired when it was disposed of (with its repair time, migration 0054);
 * recovered by itself when neither. PostgreSQL only: SQLite counts the alarms (a large seed's in
 * a few ms).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** The measures kept per grouping and key, troubleStats' sums. */
export const ALARM_MEASURES = ['alarms', 'open', 'repaired', 'selfRecovered', 'repairMs'] as const

/** The groupings kept: their name and the key of an alarm row `a` (SQL); '' is the total. */
export const ALARM_GROUPINGS = [
  ['', `''`],
  ['alarmType', 'a."alarmType"::text'],
  ['alarmLevel', 'a."alarmLevel"::text'],
  ['alarmCode', 'a."alarmCode"::text'],
  ['operatorId', 'a."operatorId"'],
  ['areaCode', 'a."areaCode"'],
  ['bucket', 'substr(a."alarmTime", 1, 13)'],
] as const

/** The columns an alarm's shares are read from. */
const KEPT_COLUMNS = [
  'alarmTime',
  'alarmStatus',
  'disposeTime',
  'repairMs',
  'alarmType',
  'alarmLevel',
  'alarmCode',
  'operatorId',
  'areaCode',
] as const

/** Switch the keeping trigger off or on (the national seed inserts its alarms in bulk with it off). */
export async function recentAlarmTrigger(db: AnyDb, on: boolean): Promise<void> {
  await sql.raw(`alter table alarms ${on ? 'enable' : 'disable'} trigger alarm_recent_move`).execute(db)
}

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  await sql
    .raw(`create table alarm_recent_span ("id" smallint primary key check ("id" = 1),
      "from" varchar(10) not null, "to" varchar(10) not null,
      "fromTime" varchar(24) not null, "toTime" varchar(24) not null)`)
    .execute(db)
  await sql
    .raw(`create table alarm_recent_sums ("set" varchar(12) not null, "key" varchar(32) not null,
      ${ALARM_MEASURES.map((name) => `"${name}" ${name === 'repairMs' ? 'bigint' : 'integer'} not null`).join(', ')},
      primary key ("set", "key"))`)
    .execute(db)
  const measures = ALARM_MEASURES.map((name) => `"${name}"`).join(', ')
  const shares = 'sign, sign * o, sign * h, sign * s, sign * ms'
  await sql
    .raw(`create function alarm_recent_add(a alarms, sign integer) returns void language plpgsql as $$
declare
  o integer := case when a."alarmStatus" = 1 then 1 else 0 end;
  h integer := case when a."disposeTime" is not null then 1 else 0 end;
  s integer := case when a."alarmStatus" = 1 or a."disposeTime" is not null then 0 else 1 end;
  ms bigint := case when a."disposeTime" is not null then coalesce(a."repairMs", 0) else 0 end;
begin
  insert into alarm_recent_sums as r ("set", "key", ${measures})
    values ${ALARM_GROUPINGS.map(([name, key]) => `('${name}', ${key}, ${shares})`).join(',\n      ')}
    on conflict ("set", "key") do update
    set ${ALARM_MEASURES.map((name) => `"${name}" = r."${name}" + excluded."${name}"`).join(', ')};
end $$`)
    .execute(db)
  const within = (row: 'old' | 'new') =>
    `${row}."alarmTime" >= span."fromTime" and ${row}."alarmTime" < span."toTime"`
  await sql
    .raw(`create function alarm_recent_move() returns trigger language plpgsql as $$
declare
  span record;
begin
  select "fromTime", "toTime" into span from alarm_recent_span;
  if not found then return null; end if;
  -- Most updates (a step's handler, opinion, version) move none of the sums.
  if tg_op = 'UPDATE' and (${KEPT_COLUMNS.map((name) => `old."${name}"`).join(', ')})
    is not distinct from (${KEPT_COLUMNS.map((name) => `new."${name}"`).join(', ')}) then return null; end if;
  if tg_op <> 'INSERT' and ${within('old')} then perform alarm_recent_add(old, -1); end if;
  if tg_op <> 'DELETE' and ${within('new')} then perform alarm_recent_add(new, 1); end if;
  return null;
end $$`)
    .execute(db)
  await sql
    .raw(`create trigger alarm_recent_move after insert or delete or update on alarms
      for each row execute function alarm_recent_move()`)
    .execute(db)
  await sql
    .raw(`create function alarm_recent_forget() returns trigger language plpgsql as $$
begin
  delete from alarm_recent_span;
  return null;
end $$`)
    .execute(db)
  await sql
    .raw(`create trigger alarm_recent_forget after truncate on alarms
      for each statement execute function alarm_recent_forget()`)
    .execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return
  await sql.raw('drop trigger if exists alarm_recent_move on alarms').execute(db)
  await sql.raw('drop trigger if exists alarm_recent_forget on alarms').execute(db)
  await sql.raw('drop function if exists alarm_recent_move()').execute(db)
  await sql.raw('drop function if exists alarm_recent_forget()').execute(db)
  await sql.raw('drop function if exists alarm_recent_add(alarms, integer)').execute(db)
  await sql.raw('drop table if exists alarm_recent_sums').execute(db)
  await sql.raw('drop table if exists alarm_recent_span').execute(db)
}
