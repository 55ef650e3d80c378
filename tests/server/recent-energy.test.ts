/**
 * The last 30 days kept per key by PostgreSQL (migration 0055, server/src/stats/recent-energy.ts;
 * issue 43): the rankings of the default window read the kept rows, which equal a fresh sum of
 * the daily rows after every kind of write to them — an order added today, one recorded late
 * for a past day, a row taken away, a key moved to another district — and after a write that
 * was under way while the rows were being kept again. The rankings are those of a sum of every
 * key's daily rows.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { RECENT_ENERGY, RECENT_MEASURES } from '../../server/src/db/migrations/0055-recent-energy'
import type { Db } from '../../server/src/db/types'
import { addDays, chinaDay } from '../../server/src/stats/days'
import type { StatsFilter } from '../../server/src/stats/filters'
import { topSums } from '../../server/src/stats/ranking'
import { keepRecentEnergy, keptTop, keptWindow } from '../../server/src/stats/recent-energy'
import { PILES, STATIONS, type WindowSource } from '../../server/src/stats/window'
import { DIALECTS } from './helpers'
import { untilOneWaitsOn } from './pg-locks'
import { signedIn } from './signed-in'

const [STATION_KEPT, PILE_KEPT] = RECENT_ENERGY

describe.runIf(DIALECTS.includes('postgres'))('the last 30 days kept per key (PostgreSQL)', () => {
  const { server } = signedIn('postgres', [])
  const today = chinaDay(Date.now())
  const lastThirty = (operators: string[] = []): StatsFilter => ({
    period: { start: addDays(today, -29), end: today, granularity: 'day' },
    areas: [],
    operators,
    postgres: true,
  })

  /** The kept rows' ranking; null when they cannot answer. */
  async function recentTop(source: WindowSource, filter: StatsFilter, limit: number) {
    const kept = await keptWindow(server.db, source, filter)
    return kept && (await keptTop(server.db, kept, filter, limit))
  }

  /** Each key's non-zero sums of the last 30 days: as kept, and summed afresh from the daily rows. */
  async function keptAndFresh(db: Db, kept: (typeof RECENT_ENERGY)[number]) {
    const columns = sql.join(kept.columns.map(([name]) => sql.ref(name)))
    const measures = RECENT_MEASURES
    const any = (sum: boolean) =>
      sql.join(
        measures.map((name) => (sum ? sql`sum(${sql.ref(name)}) <> 0` : sql`${sql.ref(name)} <> 0`)),
        sql` or `,
      )
    const { rows: held } = await sql<Record<string, unknown>>`select ${columns},
      ${sql.join(measures.map((name) => sql`${sql.ref(name)}::text as ${sql.ref(name)}`))}
      from ${sql.table(kept.table)} where ${any(false)} order by ${columns}`.execute(db)
    const { rows: fresh } = await sql<Record<string, unknown>>`select ${columns},
      ${sql.join(measures.map((name) => sql`sum(${sql.ref(name)})::text as ${sql.ref(name)}`))}
      from ${sql.table(kept.daily)} where "day" >= ${addDays(today, -29)} and "day" <= ${today}
      group by ${columns} having ${any(true)} order by ${columns}`.execute(db)
    return { held, fresh }
  }

  /** The `limit` keys with the most energy in the last 30 days from the daily rows, ties by key. */
  async function byDailyRows(
    db: Db,
    kept: (typeof RECENT_ENERGY)[number],
    limit: number,
    { operators = [], areas = [] }: { operators?: string[]; areas?: string[] } = {},
  ) {
    const key = sql.ref(kept.key)
    const { rows } = await sql<{ code: string }>`select ${key} as "code" from ${sql.table(kept.daily)}
      where "day" >= ${addDays(today, -29)} and "day" <= ${today}
      ${operators[0] ? sql`and "operatorId" = ${operators[0]}` : sql``}
      ${areas[0] ? sql`and "areaCode" like ${`${areas[0]}%`}` : sql``}
      group by ${key} having sum("orders") > 0 order by sum("energyCenti") desc, ${key} limit ${limit}`.execute(
      db,
    )
    return rows.map((row) => row.code)
  }

  async function expectRankedAsSummed(operator: string) {
    for (const [source, kept] of [
      [STATIONS, STATION_KEPT],
      [PILES, PILE_KEPT],
    ] as const) {
      const { held, fresh } = await keptAndFresh(server.db, kept)
      expect(held).toEqual(fresh)
      // The top keys' sums as the statistics give them, from the kept rows and from the daily rows.
      const top = await topSums(server.db, source, lastThirty(), 10)
      const codes = await byDailyRows(server.db, kept, 10)
      const columns = sql.join(
        kept.columns.slice(1).map(([name]) => sql`min(${sql.ref(name)}) as ${sql.ref(name)}`),
      )
      const { rows: summed } =
        await sql`select ${sql.ref(kept.key)} as "code", ${columns}, sum("orders") as "orders",
        sum("energyCenti") as "energyCenti", sum("chargeSeconds") as "chargeSeconds", sum("revenueFen") as "revenueFen"
        from ${sql.table(kept.daily)} where "day" >= ${addDays(today, -29)} and ${sql.ref(kept.key)} in (${sql.join(codes)})
        group by ${sql.ref(kept.key)} order by 1`.execute(server.db)
      expect(top).not.toBeNull()
      const { rows: given } = await sql`select * from ${top!} t order by 1`.execute(server.db)
      expect(given).toEqual(summed)
      // The country, an operator, a city, a district, and an operator within a city.
      const scopes: { operators?: string[]; areas?: string[] }[] = [
        {},
        { operators: [operator] },
        { areas: ['1201'] },
        { areas: ['120104'] },
        { operators: [operator], areas: ['1201'] },
      ]
      for (const limit of [1, 3, 10, 200])
        for (const scope of scopes) {
          const ranked = await recentTop(source, { ...lastThirty(), ...scope }, limit)
          expect(ranked).toEqual(await byDailyRows(server.db, kept, limit, scope))
        }
    }
  }

  it('ranks from the kept rows as a sum of the daily rows, through every kind of write', async () => {
    const db = server.db
    // Nothing kept yet: the ranking goes the other way (null here) and starts keeping.
    expect(await recentTop(STATIONS, lastThirty(), 10)).toBeNull()
    for (const kept of RECENT_ENERGY) await keepRecentEnergy(db, kept, today)
    const { operatorId } = await db.selectFrom('stations').select('operatorId').executeTakeFirstOrThrow()
    await expectRankedAsSummed(operatorId)

    // A station low in the ranking: a late order for a past day, then one today, put it first.
    const [last] = (
      await sql<{ stationId: string }>`select "stationId" from station_daily_stats
        where "day" = ${addDays(today, -5)} order by "energyCenti", "stationId" limit 1`.execute(db)
    ).rows
    await sql`update station_daily_stats set "orders" = "orders" + 1, "energyCenti" = "energyCenti" + 50000000
      where "stationId" = ${last.stationId} and "day" = ${addDays(today, -5)}`.execute(db)
    expect((await recentTop(STATIONS, lastThirty(), 1))?.[0]).toBe(last.stationId)
    await sql`insert into station_daily_stats ("stationId", "day", "operatorId", "areaCode", "orders",
        "energyCenti", "chargeSeconds", "revenueFen")
      select "stationId", ${today}, "operatorId", "areaCode", 1, 1000, 60, 100 from stations
      where "stationId" <> ${last.stationId} order by "stationId" limit 3
      on conflict ("stationId", "day") do update set "orders" = station_daily_stats."orders" + 1,
        "energyCenti" = station_daily_stats."energyCenti" + 1000`.execute(db)
    await expectRankedAsSummed(operatorId)

    // The first pile's rows of the window taken away; a station's day moved to another district;
    // a day before the window changed (nothing kept moves).
    const [pile] = (await recentTop(PILES, lastThirty(), 1)) ?? []
    await sql`delete from equipment_daily_stats where "equipmentId" = ${pile} and "day" >= ${addDays(today, -29)}`.execute(
      db,
    )
    expect((await recentTop(PILES, lastThirty(), 1))?.[0]).not.toBe(pile)
    await sql`update station_daily_stats set "areaCode" = '120199' where "stationId" = ${last.stationId}
      and "day" = ${addDays(today, -5)}`.execute(db)
    await sql`update station_daily_stats set "energyCenti" = "energyCenti" + 70000000
      where "day" = (select min("day") from station_daily_stats)`.execute(db)
    await expectRankedAsSummed(operatorId)
  })

  it('counts once a write under way while the rows are kept again', async () => {
    const db = server.db
    const day = addDays(today, -3)
    const [row] = (
      await sql<{ stationId: string }>`select "stationId" from station_daily_stats where "day" = ${day}
        order by "stationId" limit 1`.execute(db)
    ).rows
    // Kept for another span, so that keeping today's sums everything again.
    await sql`update recent_energy_spans set "from" = '', "to" = '' where "source" = 'station_daily_stats'`.execute(
      db,
    )
    let keeping: Promise<void> | undefined
    await db.transaction().execute(async (trx) => {
      await sql`update station_daily_stats set "orders" = "orders" + 2, "energyCenti" = "energyCenti" + 12345
        where "stationId" = ${row.stationId} and "day" = ${day}`.execute(trx)
      keeping = keepRecentEnergy(db, STATION_KEPT, today)
      // The keeping waits for this transaction's write before it reads the daily rows.
      await untilOneWaitsOn(db, 'station_daily_stats')
    })
    await keeping
    const { held: kept, fresh } = await keptAndFresh(db, STATION_KEPT)
    expect(kept).toEqual(fresh)
  })

  it('rolls a span kept some days ago forward to the last 30 days', async () => {
    const db = server.db
    for (const kept of RECENT_ENERGY) {
      await keepRecentEnergy(db, kept, addDays(today, -3))
      // A kept row the roll does not read keeps a mark: the days were rolled, not summed again.
      const { rows } = await sql<{
        code: string
      }>`update ${sql.table(kept.table)} set "chargeSeconds" = "chargeSeconds" + 7
        where ${sql.ref(kept.key)} = (select min(${sql.ref(kept.key)}) from ${sql.table(kept.table)})
        returning ${sql.ref(kept.key)} as "code"`.execute(db)
      await keepRecentEnergy(db, kept, today)
      const { held, fresh } = await keptAndFresh(db, kept)
      const marked = (list: Record<string, unknown>[]) =>
        list.filter((row) => row[kept.key] === rows[0].code).map((row) => Number(row.chargeSeconds))
      // A key whose days all left the window sums to nothing afresh (no row): kept, it is 0 + 7.
      const summed = marked(fresh)
      expect(marked(held)).toEqual((summed.length ? summed : [0]).map((seconds) => seconds + 7))
      const unmarked = (list: Record<string, unknown>[]) =>
        list.filter((row) => row[kept.key] !== rows[0].code)
      expect(unmarked(held)).toEqual(unmarked(fresh))
    }
  })

  it('forgets what it kept when the daily rows are emptied', async () => {
    const db = server.db
    await keepRecentEnergy(db, PILE_KEPT, today)
    await sql`truncate equipment_daily_stats`.execute(db)
    const { rows } =
      await sql`select * from recent_energy_spans where "source" = 'equipment_daily_stats'`.execute(db)
    expect(rows).toEqual([])
  })
})
