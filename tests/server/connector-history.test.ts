/**
 * The connectors' status history (issue 19, migration 0019-connector-history): the seed's open
 * intervals are the current statuses and each connector's intervals follow one another; the
 * simulator's change closes one interval and opens one in one transaction; the scoring's 设备在线率
 * and 设备故障率 are time-weighted over the history — equal to figures this test knows (intervals
 * it wrote, straddling the month's edges) and to figures it computes from the rows itself.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { startSimulator } from '../../server/src/live/simulator'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { changeConnectorStatus } from '../../server/src/stats/status-history'
import { endedPeriods, periodRange } from '../../src/core/domain/score-periods'
import { DIALECTS } from './helpers'
import { ratesFromHistory } from './history-helpers'
import { signedIn } from './signed-in'

const AREA = '/operate-supervision'
const DAY = 86_400_000
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
const iso = (ms: number) => new Date(ms).toISOString()

describe.each(DIALECTS)('connector status history on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  const historyOf = (connectorId: string) =>
    server.db
      .selectFrom('connector_status_history')
      .selectAll()
      .where('connectorId', '=', connectorId)
      .orderBy('startTime')
      .orderBy('id')
      .execute()

  it('is seeded with one open interval per connector, its current status, and no gaps', async () => {
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
      Number((await query.execute(server.db)).rows[0].n)
    expect(await count(sql`select count(*) as "n" from connector_status_history`)).toBeGreaterThan(
      await count(sql`select count(*) as "n" from connectors`),
    )
    // Every connector has an open interval with its current status (at most one: unique index).
    expect(
      await count(sql`select count(*) as "n" from connectors c where not exists (select 1 from
        connector_status_history h where h."connectorId" = c."connectorId" and h."endTime" is null
        and h."status" = c."status")`),
    ).toBe(0)
    // Each closed interval is followed by the next, from the moment it ends.
    expect(
      await count(sql`select count(*) as "n" from connector_status_history h where h."endTime" is not null
        and not exists (select 1 from connector_status_history n where n."connectorId" = h."connectorId"
        and n."startTime" = h."endTime")`),
    ).toBe(0)
    expect(
      await count(sql`select count(*) as "n" from connector_status_history where "endTime" < "startTime"`),
    ).toBe(0)
    // The seeded alarms that take a connector down are faults in its history.
    const alarms = await server.db
      .selectFrom('alarms')
      .select(['connectorId', 'alarmTime'])
      .where('alarmLevel', '<=', 2)
      .where('alarmStatus', '=', 0)
      .limit(40)
      .execute()
    expect(alarms.length).toBeGreaterThan(0)
    let faults = 0
    for (const alarm of alarms) {
      const rows = await historyOf(alarm.connectorId as string)
      const open = rows.find((row) => row.endTime === null)
      // (The alarms' seed may place one before the pile's commissioning, where its history begins.)
      if (!open || alarm.alarmTime >= open.startTime || alarm.alarmTime < rows[0].startTime) continue
      const at = rows.find(
        (row) => row.startTime <= alarm.alarmTime && row.endTime !== null && row.endTime > alarm.alarmTime,
      )
      expect(at?.status).toBe(255)
      faults += 1
    }
    expect(faults).toBeGreaterThan(0)
  })

  it('opens an interval when the availability changes, atomically, and keeps it within one', async () => {
    const connector = await server.db
      .selectFrom('connectors')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('connectorId')
      .executeTakeFirstOrThrow()
    const before = await historyOf(connector.connectorId)
    const open = before.find((row) => row.endTime === null)
    expect(open?.status).toBe(1)
    // 空闲 → 充电中: still online, the open interval goes on with the new status.
    const charging = new Date(Date.parse(open?.startTime ?? '') + 60_000)
    await changeConnectorStatus(server.db, connector, 3, charging)
    const within = await historyOf(connector.connectorId)
    expect(within).toHaveLength(before.length)
    expect(within.find((row) => row.id === open?.id)).toMatchObject({ status: 3, endTime: null })
    // 充电中 → 故障: one closing and one opening row.
    const at = new Date(charging.getTime() + 60_000)
    await changeConnectorStatus(server.db, connector, 255, at)
    const moved = await server.db
      .selectFrom('connectors')
      .select(['status', 'statusTime'])
      .where('connectorId', '=', connector.connectorId)
      .executeTakeFirstOrThrow()
    expect(moved).toEqual({ status: 255, statusTime: at.toISOString() })
    const after = await historyOf(connector.connectorId)
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((row) => row.id === open?.id)?.endTime).toBe(at.toISOString())
    const opened = after.filter((row) => row.endTime === null)
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatchObject({ status: 255, startTime: at.toISOString() })

    // A change whose opening row cannot be written leaves the connector and its history as they were.
    const later = new Date(at.getTime() + 60_000)
    await expect(
      changeConnectorStatus(server.db, { ...connector, stationId: null as unknown as string }, 1, later),
    ).rejects.toThrow()
    expect(await historyOf(connector.connectorId)).toEqual(after)
    const kept = await server.db
      .selectFrom('connectors')
      .select(['status', 'statusTime'])
      .where('connectorId', '=', connector.connectorId)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual(moved)
  })

  it("keeps every connector's open interval its status through the simulator's rounds", async () => {
    const before = Number(
      (await sql<{ n: number }>`select count(*) as "n" from connector_status_history`.execute(server.db))
        .rows[0].n,
    )
    // Rounds run by hand (the timer would fire after an hour): moves, alarms raised and recovered.
    const simulator = startSimulator(server.db, { intervalMs: 3_600_000, connectors: 40, alarmChance: 1 })
    try {
      for (let round = 0; round < 5; round += 1) await simulator.tick()
    } finally {
      await simulator.stop()
    }
    const after = await sql<{ n: number; open: number; mismatched: number }>`select
      (select count(*) from connector_status_history) as "n",
      (select count(*) from connector_status_history where "endTime" is null) as "open",
      (select count(*) from connectors c where not exists (select 1 from connector_status_history h
        where h."connectorId" = c."connectorId" and h."endTime" is null and h."status" = c."status")) as "mismatched"`.execute(
      server.db,
    )
    const connectors = await server.db
      .selectFrom('connectors')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.rows[0].n)).toBeGreaterThan(before)
    expect(Number(after.rows[0].open)).toBe(Number(connectors.n))
    expect(Number(after.rows[0].mismatched)).toBe(0)
  })

  it('scores online and fault rates from the history over the period, cut at its edges', async () => {
    const month = endedPeriods('month', today(), 8)[3]
    const { start, end } = periodRange(month)
    const [from, to] = [dayStartIso(start), dayStartIso(addDays(end, 1))]
    const [p0, p1] = [Date.parse(from), Date.parse(to)]
    // A station whose history this test writes: two connectors (or more, the others online).
    const station = await server.db
      .selectFrom('stations')
      .select(['stationId', 'operatorId', 'areaCode'])
      .where('connectorCount', '>=', 2)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    const guns = await server.db
      .selectFrom('connectors')
      .select('connectorId')
      .where('stationId', '=', station.stationId)
      .orderBy('connectorId')
      .execute()
    const row = (connectorId: string, status: number, startMs: number, endMs: number | null) => ({
      connectorId,
      ...station,
      status,
      startTime: iso(startMs),
      endTime: endMs === null ? null : iso(endMs),
    })
    const [a, b, ...others] = guns.map((gun) => gun.connectorId)
    await server.db
      .deleteFrom('connector_status_history')
      .where('stationId', '=', station.stationId)
      .execute()
    await server.db
      .insertInto('connector_status_history')
      .values([
        // A: 空闲 from before the month, 故障 for 3 days, 空闲 past the month's end, then charging.
        row(a, 1, p0 - 10 * DAY, p0 + 2 * DAY),
        row(a, 255, p0 + 2 * DAY, p0 + 5 * DAY),
        row(a, 1, p0 + 5 * DAY, p1 + 3 * DAY),
        row(a, 3, p1 + 3 * DAY, null),
        // B: 离网 from before the month to its second day, then 占用 (open) ever since.
        row(b, 0, p0 - 5 * DAY, p0 + DAY),
        row(b, 2, p0 + DAY, null),
        ...others.map((id) => row(id, 1, p0 - 30 * DAY, null)),
      ])
      .execute()
    const scored = await admin.post(`${AREA}/station-enter/periods`, { period: month })
    expect(scored.code).toBe(200)
    const page = await admin.get(`${AREA}/station-enter`, {
      query: { period: month, keyword: station.stationId },
    })
    const rules = page.data.rules as { id: number; indicator: string }[]
    const measured = (cells: { ruleId: number; value: number }[], indicator: string) =>
      cells.find((cell) => cell.ruleId === rules.find((rule) => rule.indicator === indicator)?.id)?.value
    const cells = page.data.list.find(
      (item: { subjectId: string }) => item.subjectId === station.stationId,
    ).cells
    const whole = guns.length * (p1 - p0)
    expect(measured(cells, 'onlineRate')).toBeCloseTo(((whole - DAY) / whole) * 100, 2)
    expect(measured(cells, 'faultRate')).toBeCloseTo(((3 * DAY) / whole) * 100, 2)

    // Every station and operator: the rates this test computes from the history's rows.
    const stations = await admin.get(`${AREA}/station-enter`, { query: { period: month, pageSize: 30 } })
    let straddling = 0
    for (const item of stations.data.list as {
      subjectId: string
      cells: { ruleId: number; value: number }[]
    }[]) {
      const rates = await ratesFromHistory(server.db, 'stationId', item.subjectId, from, to)
      straddling += rates.straddling
      expect(measured(item.cells, 'onlineRate')).toBeCloseTo(rates.online, 1)
      expect(measured(item.cells, 'faultRate')).toBeCloseTo(rates.fault, 1)
    }
    expect(straddling).toBeGreaterThan(0)
    expect((await admin.post(`${AREA}/operator-enter/periods`, { period: month })).code).toBe(200)
    const operators = await admin.get(`${AREA}/operator-enter`, { query: { period: month, pageSize: 100 } })
    const operatorRules = operators.data.rules as { id: number; indicator: string }[]
    expect(operators.data.list.length).toBeGreaterThan(1)
    let faulty = 0
    for (const item of operators.data.list as {
      subjectId: string
      cells: { ruleId: number; value: number }[]
    }[]) {
      const rates = await ratesFromHistory(server.db, 'operatorId', item.subjectId, from, to)
      const cell = (indicator: string) =>
        item.cells.find((c) => c.ruleId === operatorRules.find((rule) => rule.indicator === indicator)?.id)
          ?.value
      expect(cell('onlineRate')).toBeCloseTo(rates.online, 1)
      expect(cell('faultRate')).toBeCloseTo(rates.fault, 1)
      if (rates.fault > 0) faulty += 1
    }
    expect(faulty).toBeGreaterThan(0)
  })
})
