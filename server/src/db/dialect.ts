/**
 * The SQL differences between the two databases the server runs on, in one place: which one is
 * behind a connection, and the few expressions Kysely does not hide (China-time text of an ISO
 * time, seconds between two times, an ORDER BY of many text columns). Everything else is written
 * once for both.
 */
import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely'

/** The database behind a connection. */
export type Dialect = 'sqlite' | 'postgres'

/** Whether the database behind `db` is PostgreSQL (otherwise SQLite). */
// biome-ignore lint/suspicious/noExplicitAny: any schema works here
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** A column name (quoted as a reference) or an SQL expression of an ISO time. */
type TimeSql = string | Expression<unknown>

const timeOf = (time: TimeSql) => (typeof time === 'string' ? sql.ref(time) : time)

/**
 * The China-time (UTC+8) text of an ISO time, the same on both: `day` is `YYYY-MM-DD`,
 * `dayHour` is `YYYY-MM-DD HH` and `hour` is `HH`. Stored times are UTC ISO strings, so grouping
 * by a China day or hour needs the shift first.
 */
export function chinaTimeSql(
  time: TimeSql,
  part: 'day' | 'dayHour' | 'hour',
  postgres: boolean,
): RawBuilder<string> {
  const value = timeOf(time)
  if (postgres) {
    const format = part === 'day' ? 'YYYY-MM-DD' : part === 'dayHour' ? 'YYYY-MM-DD HH24' : 'HH24'
    return sql<string>`to_char(${value}::timestamp + interval '8 hours', ${sql.lit(format)})`
  }
  const [from, length] = part === 'day' ? [1, 10] : part === 'dayHour' ? [1, 13] : [12, 2]
  return sql<string>`substr(datetime(${value}, '+8 hours'), ${sql.lit(from)}, ${sql.lit(length)})`
}

/** The seconds from one ISO time to another, with fractions (averages of durations). */
export function secondsBetweenSql(from: TimeSql, to: TimeSql, postgres: boolean): RawBuilder<number> {
  return postgres
    ? sql<number>`extract(epoch from ((${timeOf(to)})::timestamp - (${timeOf(from)})::timestamp))`
    : sql<number>`(julianday(${timeOf(to)}) - julianday(${timeOf(from)})) * 86400`
}

/** The whole seconds from one ISO time column to another (sums kept as integers). */
export function wholeSecondsSql(from: string, to: string, postgres: boolean): RawBuilder<number> {
  return postgres
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamp - ${sql.ref(from)}::timestamp))::bigint`
    : sql<number>`cast(round((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400) as integer)`
}

/**
 * The ORDER BY of text expressions one after the other, then of `integers` (issue 43's rollups,
 * written in their covering indexes' order). On PostgreSQL the text ones are one key: joined by
 * chr(1) under the collation "C", which sorts as the list does when no part holds a character
 * below chr(2) (identifiers, days, months; no part null) — and compares one string where the list
 * fetched each part from the row again on every comparison whose first parts tie: a China month of
 * the national seed's pile days (1.65 million rows) sorted in 12 s by the five columns, 7 s by
 * their joined text (psql, interleaved).
 */
export function orderedBySql(
  texts: readonly Expression<unknown>[],
  postgres: boolean,
  integers: readonly Expression<unknown>[] = [],
): RawBuilder<unknown> {
  const joined =
    postgres && texts.length > 1 ? [sql`(${sql.join(texts, sql` || chr(1) || `)}) collate "C"`] : texts
  return sql.join([...joined, ...integers])
}
