/**
 * 故障统计's last 30 days kept by PostgreSQL (migration 0057, server/src/stats/recent-alarms.ts;
 * issue 43): the kept sums of the seven groupings equal a fresh count of the alarms after every
 * kind of write — an alarm raised, recovered, disposed of, moved to another district, into or out
 * of the span, deleted — and after a write under way while they were kept again; a span some days
 * old is rolled forward; emptying the alarms forgets the span. The admin's answer is the same
 * before the span is kept (counted) and after (read).
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ALARM_MEASURES } from '../../server/src/db/migrations/0057-recent-alarms'
import type { Db } from '../../server/src/db/types'
import { alarmCounts, groupingSetsSql } from '../../server/src/stats/alarm-sets'
import { addDays, chinaDay, instantsOf } from '../../server/src/stats/days'
import { keepRecentAlarms } from '../../server/src/stats/recent-alarms'
import { DIALECTS } from './helpers'
import { untilOneWaitsOn } from './pg-locks'
import { signedIn } from './signed-in'

const POLL = { timeout: 20_000, interval: 50 }
const DAY_MS = 86_400_000
const STATS = '/ops-services/trouble-statistics/stats'

describe.runIf(DIALECTS.includes('postgres'))('故障统计’s last 30 days kept (PostgreSQL)', () => {
  const { server, admin } = signedIn('postgres', ['admin'])
  const today = chinaDay(Date.now())
  const [fromTime, toTime] = instantsOf(addDays(today, -29), today)

  /** The non-zero kept rows and a fresh count of the span's alarms, in one order, as text. */
  async function keptAndFresh(db: Db) {
    const measures = sql.join(ALARM_MEASURES.map((name) => sql`${sql.ref(name)}::text as ${sql.ref(name)}`))
    const { rows: held } = await sql<
      Record<string, unknown>
    >`select "set", "key", ${measures} from alarm_recent_sums
      where "alarms" <> 0 order by "set", "key"`.execute(db)
    const range = sql<boolean>`"alarmTime" >= ${fromTime} and "alarmTime" < ${toTime}`
    const { rows: fresh } = await sql<Record<string, unknown>>`select "set", "key", ${measures}
      from (${groupingSetsSql(range, alarmCounts())}) g where "alarms" <> 0 order by "set", "key"`.execute(db)
    return { held, fresh }
  }

  async function expectKeptAsCounted() {
    const { held, fresh } = await keptAndFresh(server.db)
    expect(held.length).toBeGreaterThan(7)
    expect(held).toEqual(fresh)
  }

  /** An alarm of the span: the `n`-th by time. */
  async function alarmOfSpan(n: number): Promise<number> {
    const { rows } = await sql<{ id: number }>`select "id" from alarms where "alarmTime" >= ${fromTime}
      and "alarmTime" < ${toTime} order by "alarmTime", "id" offset ${n} limit 1`.execute(server.db)
    return rows[0].id
  }

  /**
   * Admin's answer with nothing kept (the alarms counted; the call starts keeping them) and then
   * read from the kept sums: the same.
   */
  async function expectReadAsCounted() {
    const db = server.db
    await sql`delete from alarm_recent_span`.execute(db)
    const counted = await admin.get(STATS, { query: { period: 'last30Days' } })
    expect(counted.code).toBe(200)
    await expect
      .poll(async () => (await sql`select 1 from alarm_recent_span`.execute(db)).rows.length, POLL)
      .toBe(1)
    const read = await admin.get(STATS, { query: { period: 'last30Days' } })
    expect(read.data).toEqual(counted.data)
    return read.data
  }

  /** The 告警总数 of an answer. */
  const alarmTotal = (data: { totals: { key: string; value: number }[] }) =>
    Number(data.totals.find((figure) => figure.key === 'alarms')?.value)

  it('answers admin’s window the same counted and kept, and keeps the sums through every kind of write', async () => {
    const db = server.db
    const answer = await expectReadAsCounted()
    await expectKeptAsCounted()
    // Read from the kept sums: a mark on their total shows in the answer.
    await sql`update alarm_recent_sums set "alarms" = "alarms" + 1000 where "set" = ''`.execute(db)
    const marked = await admin.get(STATS, { query: { period: 'last30Days' } })
    expect(alarmTotal(marked.data)).toBe(alarmTotal(answer) + 1000)
    await sql`update alarm_recent_sums set "alarms" = "alarms" - 1000 where "set" = ''`.execute(db)

    const now = new Date().toISOString()
    // Raised now (open), as the simulator raises them.
    await sql`insert into alarms ("stationId", "equipmentId", "connectorId", "operatorId", "areaCode", "alarmType",
        "alarmLevel", "alarmCode", "alarmStatus", "alarmTime", "disposal", "version")
      select "stationId", "equipmentId", "connectorId", "operatorId", "areaCode", 2, 1, 1001, 1, ${now}, 'pending', 1
      from connectors order by "connectorId" limit 3`.execute(db)
    await expectKeptAsCounted()
    // Recovered by itself; disposed of (a repair time); moved to another district; a step's own
    // columns only (nothing moves).
    await sql`update alarms set "alarmStatus" = 0, "recoveryTime" = ${now} where "id" = ${await alarmOfSpan(0)}`.execute(
      db,
    )
    await sql`update alarms set "disposal" = 'handled', "disposeTime" = ${now}, "handler" = '张伟'
      where "id" = ${await alarmOfSpan(1)}`.execute(db)
    await sql`update alarms set "areaCode" = '120199' where "id" = ${await alarmOfSpan(2)}`.execute(db)
    await sql`update alarms set "result" = '复位后恢复', "version" = "version" + 1 where "id" = ${await alarmOfSpan(3)}`.execute(
      db,
    )
    await expectKeptAsCounted()
    // Out of the span (40 days back), into it (from 60 days back), deleted.
    const back = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
    await sql`update alarms set "alarmTime" = ${back(40)} where "id" = ${await alarmOfSpan(4)}`.execute(db)
    await sql`update alarms set "alarmTime" = ${back(2)} where "id" = (select "id" from alarms
      where "alarmTime" < ${fromTime} order by "id" limit 1)`.execute(db)
    await sql`delete from alarms where "id" = ${await alarmOfSpan(5)}`.execute(db)
    await expectKeptAsCounted()
    await expectReadAsCounted()
  })

  it('counts once a write under way while the sums are kept again', async () => {
    const db = server.db
    // Kept for another span, so that keeping today's counts everything again.
    await sql`update alarm_recent_span set "from" = '', "to" = ''`.execute(db)
    const id = await alarmOfSpan(6)
    let keeping: Promise<void> | undefined
    await db.transaction().execute(async (trx) => {
      await sql`update alarms set "alarmStatus" = 0, "recoveryTime" = ${new Date().toISOString()}
        where "id" = ${id}`.execute(trx)
      keeping = keepRecentAlarms(db)
      // The keeping waits for this transaction's write before it reads the alarms.
      await untilOneWaitsOn(db, 'alarms')
    })
    await keeping
    await expectKeptAsCounted()
  })

  it('rolls a span kept some days ago forward to the last 30 days', async () => {
    const db = server.db
    await keepRecentAlarms(db, Date.now() - 3 * DAY_MS)
    // A kept row the roll does not read keeps a mark: the days were rolled, not counted again.
    const { rows } = await sql<{ key: string }>`update alarm_recent_sums set "repairMs" = "repairMs" + 7
      where "set" = 'alarmType' and "key" = (select min("key") from alarm_recent_sums where "set" = 'alarmType')
      returning "key"`.execute(db)
    await keepRecentAlarms(db)
    const { held, fresh } = await keptAndFresh(db)
    const marked = (list: Record<string, unknown>[]) =>
      list
        .filter((row) => row.set === 'alarmType' && row.key === rows[0].key)
        .map((row) => Number(row.repairMs))
    expect(marked(held)).toEqual(marked(fresh).map((ms) => ms + 7))
    const unmarked = (list: Record<string, unknown>[]) =>
      list.filter((row) => !(row.set === 'alarmType' && row.key === rows[0].key))
    expect(unmarked(held)).toEqual(unmarked(fresh))
  })

  it('forgets the span when the alarms are emptied', async () => {
    const db = server.db
    await keepRecentAlarms(db)
    await sql`truncate alarms cascade`.execute(db)
    expect((await sql`select * from alarm_recent_span`.execute(db)).rows).toEqual([])
  })
})
