/**
 * 故障统计's default window as admin, the last 30 days of the whole country, from the sums of its
 * seven groupings that PostgreSQL keeps (migration 0057): about 4,000 rows read where the window's
 * ~64,000 alarms of the national seed were grouped (130–150 ms p95). Other windows, areas and
 * operators count the alarms (stats/alarms.ts).
 */
import { sql } from 'kysely'
import { ALARM_MEASURES } from '../db/migrations/0057-recent-alarms'
import type { Db } from '../db/types'
import { nowMs } from '../kernel/clock'
import { alarmCounts, groupingSetsSql, type SetRow } from './alarm-sets'
import { addDays, instantsOf, resolvePeriod } from './days'
import type { StatsFilter } from './filters'

/** The span kept for the moment `at`: the last 30 days' China days and their instants. */
function spanAt(at: number) {
  const { start, end } = resolvePeriod({ period: 'last30Days' }, at)
  const [fromTime, toTime] = instantsOf(start, end)
  return { from: start, to: end, fromTime, toTime }
}

type Span = ReturnType<typeof spanAt>

/** Days a kept span is rolled forward by, at most; past that it is counted again. */
const MAX_ROLL_DAYS = 7

/** The build this process has under way, if any. */
let building: Promise<void> | null = null

/**
 * Keep the span of the moment `at`, in one transaction, under an advisory lock (one process at a
 * time; calls count the alarms meanwhile), the alarms locked against writes while they are read
 * (the trigger then finds the new span: migration 0057). A span a few days old is rolled forward:
 * the alarms of the days that left it taken away, those of the days that joined it added.
 * Otherwise every grouping is counted again.
 */
export async function keepRecentAlarms(db: Db, at: number = nowMs()): Promise<void> {
  const span = spanAt(at)
  await db.transaction().execute(async (trx) => {
    // One build at a time; one that waited finds the span kept and stops.
    await sql`select pg_advisory_xact_lock(hashtext('alarm_recent_sums'))`.execute(trx)
    await sql`lock table alarms in share mode`.execute(trx)
    const { rows } =
      await sql<Span>`select "from", "to", "fromTime", "toTime" from alarm_recent_span`.execute(trx)
    const current = rows[0]
    if (current?.from === span.from && current.to === span.to) return
    await sql`insert into alarm_recent_span ("id", "from", "to", "fromTime", "toTime")
      values (1, ${span.from}, ${span.to}, ${span.fromTime}, ${span.toTime})
      on conflict ("id") do update set "from" = excluded."from", "to" = excluded."to",
        "fromTime" = excluded."fromTime", "toTime" = excluded."toTime"`.execute(trx)
    await sql`set local work_mem = '16MB'`.execute(trx)
    const rolled =
      current?.to.length === 10 && current.to < span.to && addDays(current.to, MAX_ROLL_DAYS) >= span.to
    if (rolled) {
      await addRange(trx, current.fromTime, span.fromTime, -1)
      await addRange(trx, current.toTime, span.toTime, 1)
      return
    }
    await sql`delete from alarm_recent_sums`.execute(trx)
    await addRange(trx, span.fromTime, span.toTime, 1)
  })
}

/** Add (sign 1) or take away (−1) the counts of the alarms raised in [from, to). */
async function addRange(db: Db, from: string, to: string, sign: 1 | -1): Promise<void> {
  if (from >= to) return
  const measures = sql.join(ALARM_MEASURES.map((name) => sql.ref(name)))
  const signed = sql.join(ALARM_MEASURES.map((name) => sql`${sql.lit(sign)} * ${sql.ref(name)}`))
  const moved = sql.join(
    ALARM_MEASURES.map((name) => sql`${sql.ref(name)} = r.${sql.ref(name)} + excluded.${sql.ref(name)}`),
  )
  const range = sql<boolean>`"alarmTime" >= ${from} and "alarmTime" < ${to}`
  await sql`insert into alarm_recent_sums as r ("set", "key", ${measures})
    select "set", "key", ${signed} from (${groupingSetsSql(range, alarmCounts())}) g
    on conflict ("set", "key") do update set ${moved}`.execute(db)
}

/**
 * The kept rows (as groupingSetsSql's) when they answer the filter: PostgreSQL, the whole country,
 * the last 30 days, and the span kept. When it is not kept yet, its build is started (not awaited)
 * and null is answered: the caller counts the alarms.
 */
export async function keptAlarmRows(db: Db, filter: StatsFilter): Promise<SetRow[] | null> {
  if (!filter.postgres || filter.areas.length || filter.operators.length) return null
  const at = nowMs()
  const span = spanAt(at)
  if (filter.period.start !== span.from || filter.period.end !== span.to) return null
  const { rows } = await sql<SetRow & { from: string | null }>`select s."set", s."key",
      ${sql.join(ALARM_MEASURES.map((name) => sql`s.${sql.ref(name)}`))}, k."from"
    from alarm_recent_span k left join alarm_recent_sums s on s."alarms" <> 0
    where k."from" = ${span.from} and k."to" = ${span.to}`.execute(db)
  if (rows.length) return rows.filter((row) => row.set !== null)
  if (!building)
    building = keepRecentAlarms(db, at)
      // A failed build is tried again by the next call; meanwhile calls count the alarms.
      .catch(() => undefined)
      .finally(() => {
        building = null
      })
  return null
}
