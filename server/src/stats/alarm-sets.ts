/**
 * 故障统计's counts of alarms (stats/alarms.ts) as SQL: the measures of an alarm as it stands now
 * or at an instant (a closed month: the monthly report), and the seven groupings of a range of
 * alarms in one PostgreSQL scan (`GROUPING SETS`). The kept sums of the last 30 days
 * (stats/recent-alarms.ts, migration 0057) are filled by the same statement.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { ALARM_MEASURES } from '../db/migrations/0057-recent-alarms'

/** The alarm columns troubleStats groups by, and its time bucket; '' is the period's total. */
export const GROUPINGS = [
  'alarmType',
  'alarmLevel',
  'alarmCode',
  'operatorId',
  'areaCode',
  'bucket',
  '',
] as const

/** A row of a grouping: its grouping's name (`set`), its key and ALARM_MEASURES. */
export type SetRow = Record<string, unknown>

/**
 * The measures of the alarms counted (ALARM_MEASURES, sums: two parts of the alarms add up):
 * as they stand now, or (`asOf`) as they stood at that instant. An alarm is handled by staff
 * (repaired), else still on (open), else recovered by itself (selfRecovered); one both on and
 * handled counts in both.
 */
export function alarmCounts(asOf?: string): RawBuilder<unknown> {
  const open = asOf
    ? sql`("recoveryTime" is null and "alarmStatus" = 1) or "recoveryTime" >= ${asOf}`
    : sql`"alarmStatus" = 1`
  const handled = asOf ? sql`"disposeTime" < ${asOf}` : sql`"disposeTime" is not null`
  const [alarms, openCount, repaired, selfRecovered, repairMs] = ALARM_MEASURES.map((name) => sql.ref(name))
  return sql`count(*) as ${alarms}, sum(case when ${open} then 1 else 0 end) as ${openCount},
    sum(case when ${handled} then 1 else 0 end) as ${repaired},
    sum(case when ${open} then 0 when ${handled} then 0 else 1 end) as ${selfRecovered},
    sum(case when ${handled} then "repairMs" else 0 end) as ${repairMs}`
}

/**
 * The alarms of `range` counted in all and by each of GROUPINGS, one scan (PostgreSQL): rows of
 * `set` (the grouping's name), `key` (the bucket: the alarm's UTC hour, YYYY-MM-DDTHH) and the
 * counts.
 */
export function groupingSetsSql(range: RawBuilder<SqlBool>, counts: RawBuilder<unknown>): RawBuilder<SetRow> {
  const grouped = GROUPINGS.filter(Boolean)
  const which = sql.join(
    grouped.map((column) => sql`when grouping(${sql.ref(column)}) = 0 then ${column}`),
    sql` `,
  )
  const key = sql.join(grouped.map((column) => sql`cast(${sql.ref(column)} as text)`))
  return sql<SetRow>`select case ${which} else '' end as "set", coalesce(${key}, '') as "key", ${counts}
    from (select *, substr("alarmTime", 1, 13) as "bucket" from alarms where ${range}) a
    group by grouping sets (${sql.join(grouped.map((column) => sql`(${sql.ref(column)})`))}, ())`
}

/** Rows of grouping sets from parts of the alarms, added up per set and key. */
export function addUp(rows: SetRow[]): SetRow[] {
  const sums = new Map<string, SetRow>()
  for (const row of rows) {
    const id = `${row.set}\u0000${row.key}`
    const sum = sums.get(id)
    if (!sum) sums.set(id, { ...row })
    else
      for (const measure of ALARM_MEASURES)
        sum[measure] = Number(sum[measure] ?? 0) + Number(row[measure] ?? 0)
  }
  return [...sums.values()]
}
