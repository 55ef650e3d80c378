/**
 * Alarms that reach the officer (issue 44 part 3): a new alarm's card goes down the work stream
 * (`alarm`, after the `work` event of its to-do) to exactly the accounts its to-dos went to —
 * not to a company account, nor to a disposer of another province; each user's 告警提醒 is kept
 * on the server and journaled; 故障监测's batch takes one step on many alarms, each on its own.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { raiseAlarm } from '../../server/src/live/simulator'
import { announceWork } from '../../server/src/workflow/work-signal'
import { userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS, serverWith } from './helpers'
import { openStream } from './live-helpers'

const STREAM = '/workflow/work-stream'
/** Long enough for a busy machine: the events come at once when it is not. */
const WAIT_MS = 30_000
const DISPOSE = ['trouble-monitor/view', 'trouble-monitor/dispose']
/** 人身安全级: the first of the seed's kinds (急停). */
const SAFETY: [number, number, number] = [2, 1, 1]

describe.each(DIALECTS)('alarm notices on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'tianjin', 'operator'], undefined, {
    config: { liveSessionCheckMs: 200 },
  })
  const idOf = async (username: string) =>
    (
      await session.server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id

  it('reach exactly the accounts the alarm asks, with its card', async () => {
    const { server, admin, tianjin, operator } = session
    const elsewhere = await userWithRights(server, admin, DISPOSE, [
      { attrKey: 'auth_area', attrValue: '130000' },
    ])
    const city = await openStream(tianjin, STREAM)
    const company = await openStream(operator, STREAM)
    const other = await openStream(elsewhere.client, STREAM)
    try {
      for (const stream of [city, company, other]) expect((await stream.next(WAIT_MS)).event).toBe('ready')
      const id = await raiseAlarm(server.db, new Date(), { areaPrefix: '1201', kind: SAFETY })
      expect((await city.next(WAIT_MS)).event).toBe('work')
      const told = await city.next(WAIT_MS)
      expect(told.event).toBe('alarm')
      const row = await server.db
        .selectFrom('alarms')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow()
      const station = await server.db
        .selectFrom('stations')
        .select('stationName')
        .where('stationId', '=', row.stationId)
        .executeTakeFirstOrThrow()
      // The card and nothing else: no one's id, no operator, no disposal.
      expect(told.data).toEqual({
        id,
        alarmLevel: 1,
        alarmType: 1,
        alarmCode: 2,
        alarmTime: row.alarmTime,
        stationId: row.stationId,
        stationName: station.stationName,
        connectorId: row.connectorId,
      })
      // The company account and the other province's disposer were not told: their first event
      // after `ready` is a later one of their own (the bus's ids are in order).
      for (const [stream, username] of [
        [company, 'operator'],
        [other, elsewhere.username],
      ] as const) {
        await announceWork(server.db, [await idOf(username)])
        const next = await stream.next(WAIT_MS)
        expect(next.event).toBe('work')
        expect(Number(next.id)).toBeGreaterThan(Number(told.id))
      }
    } finally {
      await city.close()
      await company.close()
      await other.close()
    }
  })

  it('keep each user’s 告警提醒, journaled, and refuse a bad value naming the field', async () => {
    const { server, tianjin } = session
    const mine = await tianjin.get('/appearance/alarm-notices')
    expect(mine.data).toEqual({ enabled: true, sound: true })
    const saved = await tianjin.post('/appearance/alarm-notices/save', { enabled: false, sound: false })
    expect(saved.code, saved.msg).toBe(200)
    expect((await tianjin.get('/appearance/alarm-notices')).data).toEqual({ enabled: false, sound: false })
    // Another user's setting is their own.
    expect((await session.admin.get('/appearance/alarm-notices')).data).toEqual({
      enabled: true,
      sound: true,
    })
    const entry = await server.db
      .selectFrom('journal')
      .select(['beforeJson', 'afterJson', 'result'])
      .where('action', '=', 'appearance.alarmNotices')
      .where('target', '=', 'appearance:tianjin')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry.result).toBe('success')
    expect(JSON.parse(String(entry.beforeJson))).toEqual({ enabled: true, sound: true })
    expect(JSON.parse(String(entry.afterJson))).toEqual({ enabled: false, sound: false })
    const bad = await tianjin.post('/appearance/alarm-notices/save', { enabled: 'yes', sound: true })
    expect(bad.code).toBe(400)
    expect(JSON.stringify(bad.data)).toContain('enabled')
    // The theme saved afterwards leaves the setting as it is.
    await tianjin.post('/appearance/theme/save', { theme: 'dark' })
    expect((await tianjin.get('/appearance/alarm-notices')).data).toEqual({ enabled: false, sound: false })
    await tianjin.post('/appearance/alarm-notices/save', { enabled: true, sound: true })
    await tianjin.post('/appearance/theme/save', { theme: null })
  })

  it('受理 many alarms at once, each on its own: a stale one is refused and the rest are taken', async () => {
    const { server, tianjin, operator } = session
    const ids: number[] = []
    for (let count = 0; count < 3; count++)
      ids.push(Number(await raiseAlarm(server.db, new Date(), { areaPrefix: '1201' })))
    const items = ids.map((id) => ({ applyId: String(id), version: 1 }))
    // The second was taken meanwhile by someone else: its version moved on.
    const first = await acceptOne(tianjin, ids[1])
    expect(first.code, first.msg).toBe(200)
    const batch = await tianjin.post('/ops-services/alarms/batch', { action: 'accept', items })
    expect(batch.code, batch.msg).toBe(200)
    expect(batch.data.done).toBe(2)
    expect(batch.data.refused).toBe(1)
    expect(batch.data.results.map((result: { ok: boolean }) => result.ok)).toEqual([true, false, true])
    expect(batch.data.results[0].status).toBe('processing')
    expect(batch.data.results[1].message).toBeTruthy()
    const rows = await server.db
      .selectFrom('alarms')
      .select(['id', 'disposal'])
      .where('id', 'in', ids)
      .execute()
    expect(rows.every((row) => row.disposal === 'processing')).toBe(true)
    const journal = await server.db
      .selectFrom('journal')
      .select(['target', 'result'])
      .where('action', '=', 'alarm.accept')
      .where(
        'target',
        'in',
        ids.map((id) => `alarm:${id}`),
      )
      .execute()
    // Two by the batch, one by the single step before it; the refusal with its target.
    expect(journal.filter((entry) => entry.result === 'success')).toHaveLength(3)
    expect(journal.filter((entry) => entry.result === 'failure').map((entry) => entry.target)).toEqual([
      `alarm:${ids[1]}`,
    ])
    // 处理完成 wants its result (the opinion); without it, each alarm is refused saying so.
    const handled = await tianjin.post('/ops-services/alarms/batch', {
      action: 'handle',
      items: ids.map((id) => ({ applyId: String(id), version: 2 })),
    })
    expect(handled.data.refused).toBe(3)
    expect(handled.data.results[0].message).toBe('请填写处理结果')
    // A company account holds no disposal right; an unknown step is named.
    expect((await operator.post('/ops-services/alarms/batch', { action: 'accept', items })).code).toBe(403)
    const unknown = await tianjin.post('/ops-services/alarms/batch', { action: 'fly', items })
    expect(unknown.code).toBe(400)
    expect(JSON.stringify(unknown.data)).toContain('action')
  })

  it('maps the stations with open alarms of each scope, by level, with the newest, following the filters', async () => {
    const { server, admin, tianjin, operator } = session
    const MAP = '/ops-services/trouble-monitor/open-stations'
    const OPEN = { disposal: 'pending,processing,handled', pageSize: '100' }
    // A 人身安全级 alarm in 天津市 on a connector of the operator's, newest of its station.
    const connector = await server.db
      .selectFrom('connectors')
      .select(['connectorId', 'stationId'])
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .where('areaCode', 'like', '1201%')
      .executeTakeFirstOrThrow()
    const raised = Number(
      await raiseAlarm(server.db, new Date(), { connectorId: connector.connectorId, kind: SAFETY }),
    )
    const operated = new Set(
      (
        await server.db
          .selectFrom('stations')
          .select('stationId')
          .where('operatorId', '=', DEMO_OPERATOR_ID)
          .execute()
      ).map((row) => row.stationId),
    )
    const scopes: [ApiClient, (row: MapRow) => boolean][] = [
      [admin, () => true],
      [tianjin, (row) => row.areaCode.startsWith('1201')],
      [operator, (row) => operated.has(row.stationId)],
    ]
    for (const [client, own] of scopes) {
      const answer = await client.get(MAP)
      expect(answer.code, answer.msg).toBe(200)
      const rows = answer.data.rows as MapRow[]
      // Exactly the list's open alarms (same filters, same scope): each station once, by level.
      const alarms: { id: number; stationId: string; alarmLevel: number }[] = []
      for (let pageNum = 1; pageNum === 1 || alarms.length % 100 === 0; pageNum++) {
        const list = await client.get('/ops-services/alarms', {
          query: { ...OPEN, pageNum: String(pageNum) },
        })
        if (!list.data.list.length) break
        alarms.push(...list.data.list)
      }
      const expected: Record<string, Record<string, number>> = {}
      for (const alarm of alarms) {
        expected[alarm.stationId] ??= {}
        const levels = expected[alarm.stationId]
        levels[alarm.alarmLevel] = (levels[alarm.alarmLevel] ?? 0) + 1
      }
      expect(Object.fromEntries(rows.map((row) => [row.stationId, row.counts]))).toEqual(expected)
      for (const row of rows) {
        const ofStation = alarms.filter((alarm) => alarm.stationId === row.stationId).map((alarm) => alarm.id)
        expect(ofStation).toContain(row.newest.id)
        expect(own(row)).toBe(true)
      }
      const mine = rows.find((row) => row.stationId === connector.stationId)
      expect(mine?.newest).toMatchObject({ id: raised, alarmLevel: 1, alarmCode: SAFETY[0] })
    }
    // 告警等级 narrows it: only 人身安全级 counted; the filters' values are checked as the list's.
    const safety = (await tianjin.get(MAP, { query: { alarmLevel: '1' } })).data.rows as MapRow[]
    expect(safety.length).toBeGreaterThan(0)
    expect(safety.every((row) => Object.keys(row.counts).join() === '1')).toBe(true)
    expect((await tianjin.get(MAP, { query: { alarmLevel: '9' } })).code).toBe(400)
    expect((await tianjin.get(MAP, { query: { pageSize: '9' } })).code).toBe(400)
    // Confirmed, the alarm leaves the map (its station, when it had no other open alarm).
    const before = ((await admin.get(MAP)).data.rows as MapRow[]).find(
      (row) => row.stationId === connector.stationId,
    )
    await server.db.updateTable('alarms').set({ disposal: 'confirmed' }).where('id', '=', raised).execute()
    const after = ((await admin.get(MAP)).data.rows as MapRow[]).find(
      (row) => row.stationId === connector.stationId,
    )
    const total = (row?: MapRow) => Object.values(row?.counts ?? {}).reduce((sum, n) => sum + n, 0)
    expect(total(after)).toBe(total(before) - 1)
    expect(after?.newest.id).not.toBe(raised)
    // Without 故障监测, no map.
    const other = await userWithRights(server, admin, ['station-archives-management/view'], [])
    expect((await other.client.get(MAP)).code).toBe(403)
  })
})

/** A station of 故障监测's map. */
interface MapRow {
  stationId: string
  areaCode: string
  counts: Record<string, number>
  newest: { id: number; alarmLevel: number; alarmCode: number }
}

/** 受理 of one alarm at version 1. */
function acceptOne(client: ApiClient, id: number) {
  return client.post(`/ops-services/alarms/${id}/accept`, { version: 1 })
}
