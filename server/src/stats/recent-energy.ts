/**
 * The rankings of the statistics' default window, the last 30 days, from each key's charge sums
 * of those days kept by PostgreSQL (migration 0055): the first rows of an index, where the
 * threshold algorithm over the monthly rows (ranking.ts) read thousands of candidates deep on the
 * national seed's alike stations (1–2 s a ranking). The approximation of ranking.ts holds here
 * too: a key moved to another district or operator within the window has two kept rows, and
 * ranks by the larger.
 */
import { type RawBuilder, sql } from 'kysely'
import { RECENT_ENERGY, RECENT_MEASURES } from '../db/migrations/0055-recent-energy'
import type { Db } from '../db/types'
import { now } from '../kernel/clock'
import { addDays, chinaDay } from './days'
import { type StatsFilter, where } from './filters'
import type { WindowSource } from './window'

/** The window's days before today (its first day is today − 29). */
const WINDOW_DAYS = 29

type Kept = (typeof RECENT_ENERGY)[number]

/** The spans this process is building, by daily table. */
const building = new Map<string, Promise<void>>()

/** The span a ranking on `today` wants kept: the last 30 days. */
function spanOf(today: string) {
  return { from: addDays(today, -WINDOW_DAYS), to: today }
}

/** Days a kept span is rolled forward by, at most; past that it is summed again. */
const MAX_ROLL_DAYS = 7

/**
 * Keep the span of `today` for a source, in one transaction, under an advisory lock (one process
 * at a time; rankings go the other way meanwhile), the daily rows locked against writes while they
 * are read (the trigger then finds the new span: migration 0055). A span a few days old is rolled
 * forward: the days that left it taken away, the days that joined it added (at the national seed
 * writes are held 2.1 s for the stations and 4.5 s for the piles, where summing the 30 days again
 * held them 8.1 and 26.5 s). Otherwise every key's 30 days are summed again.
 */
export async function keepRecentEnergy(db: Db, kept: Kept, today: string): Promise<void> {
  const { from, to } = spanOf(today)
  await db.transaction().execute(async (trx) => {
    // One build at a time; one that waited finds the span kept and stops.
    await sql`select pg_advisory_xact_lock(hashtext(${`recent_energy:${kept.daily}`}))`.execute(trx)
    await sql`lock table ${sql.table(kept.daily)} in share mode`.execute(trx)
    const { rows } = await sql<{ from: string; to: string }>`select "from", "to"
      from recent_energy_spans where "source" = ${kept.daily}`.execute(trx)
    const current = rows[0]
    if (current?.from === from && current.to === to) return
    await sql`insert into recent_energy_spans ("source", "from", "to") values (${kept.daily}, ${from}, ${to})
      on conflict ("source") do update set "from" = excluded."from", "to" = excluded."to"`.execute(trx)
    // Some 200,000 keys grouped: in memory rather than spilled to disk.
    await sql`set local work_mem = '64MB'`.execute(trx)
    // A span of 30 days (not one forgotten: '') ending a few days ago.
    const rolled =
      current?.to.length === 10 &&
      current.from === spanOf(current.to).from &&
      current.to < to &&
      addDays(current.to, MAX_ROLL_DAYS) >= to
    if (rolled) {
      await addSpan(trx, kept, current.from, addDays(from, -1), -1)
      await addSpan(trx, kept, addDays(current.to, 1), to, 1)
      return
    }
    await sql`delete from ${sql.table(kept.table)}`.execute(trx)
    await addSpan(trx, kept, from, to, 1)
    // Rows all new: without statistics the top keys' sums were read by a scan of the table (150 ms).
    await sql`analyze ${sql.table(kept.table)}`.execute(trx)
  })
}

/** Add (sign 1) or take away (−1) the daily rows of the days `first`…`last` to the kept rows. */
async function addSpan(db: Db, kept: Kept, first: string, last: string, sign: 1 | -1): Promise<void> {
  if (first > last) return
  const columns = sql.join(kept.columns.map(([name]) => sql.ref(name)))
  const measures = sql.join(RECENT_MEASURES.map((name) => sql.ref(name)))
  const sums = sql.join(RECENT_MEASURES.map((name) => sql`${sql.lit(sign)} * sum(${sql.ref(name)})`))
  const moved = sql.join(
    RECENT_MEASURES.map((name) => sql`${sql.ref(name)} = r.${sql.ref(name)} + excluded.${sql.ref(name)}`),
  )
  await sql`insert into ${sql.table(kept.table)} as r (${columns}, ${measures})
    select ${columns}, ${sums} from ${sql.table(kept.daily)}
    where "day" >= ${first} and "day" <= ${last} group by ${columns}
    on conflict (${columns}) do update set ${moved}`.execute(db)
}

/** Whether the source's kept span is today's; when not, its building is started (not awaited). */
async function spanReady(db: Db, kept: Kept, today: string): Promise<boolean> {
  const { from, to } = spanOf(today)
  const { rows } = await sql<{ from: string; to: string }>`select "from", "to" from recent_energy_spans
    where "source" = ${kept.daily}`.execute(db)
  if (rows[0]?.from === from && rows[0]?.to === to) return true
  if (!building.has(kept.daily)) {
    const done = keepRecentEnergy(db, kept, today)
      // A failed build is tried again by the next ranking; meanwhile rankings go the other way.
      .catch(() => undefined)
      .finally(() => building.delete(kept.daily))
    building.set(kept.daily, done)
  }
  return false
}

/**
 * The kept rows of a source when they answer the filter: the last 30 days on PostgreSQL, the span
 * kept (the areas' and operators' rows within it: an area's keys are read from an index by area).
 */
export async function keptWindow(db: Db, source: WindowSource, filter: StatsFilter): Promise<Kept | null> {
  const kept = RECENT_ENERGY.find((item) => item.daily === source.daily)
  if (!kept || !filter.postgres) return null
  const today = chinaDay(now())
  if (filter.period.start !== addDays(today, -WINDOW_DAYS) || filter.period.end !== today) return null
  return (await spanReady(db, kept, today)) ? kept : null
}

/** The filter's areas and operators on the kept rows. */
const scopeOf = (filter: StatsFilter) => where(filter, { area: 'areaCode', operator: 'operatorId' })

/** The `limit` keys with the most energy of the kept rows, largest first, ties by key. */
export async function keptTop(db: Db, kept: Kept, filter: StatsFilter, limit: number): Promise<string[]> {
  const key = sql.ref(kept.key)
  // A key moved within the window has a row per district and operator: twice the rows, one a key.
  const { rows } = await sql<{ code: string }>`select "code" from (select ${key} as "code", "energyCenti"
      from ${sql.table(kept.table)} where "orders" > 0 and ${scopeOf(filter)}
      order by "energyCenti" desc, ${key} limit ${2 * limit}) t
    group by "code" order by max("energyCenti") desc, "code" limit ${limit}`.execute(db)
  return rows.map((row) => row.code)
}

/** The kept rows of `codes` as a window's rows (window.ts windowRows: columns and measures). */
export function keptRows(kept: Kept, filter: StatsFilter, codes: readonly string[]): RawBuilder<unknown> {
  const columns = sql.join(
    [...kept.columns.map(([name]) => name), ...RECENT_MEASURES].map((name) => sql.ref(name)),
  )
  return sql`(select ${columns} from ${sql.table(kept.table)} where ${sql.ref(kept.key)} in (${sql.join(codes)})
    and ${scopeOf(filter)})`
}
