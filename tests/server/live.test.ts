import { describe, expect, it } from 'vitest'
import { hubOf } from '../../server/src/push/hub'
import { DIALECTS, PASSWORDS } from './helpers'
import { liveEvent, openStream } from './live-helpers'
import { signedIn } from './signed-in'

const STATUS = '/operating-services/charging-status/stream'
const ALARMS = '/ops-services/trouble-monitor/stream'

const connectorEvent = (areaCode: string, connectorId: string) =>
  liveEvent('connector', areaCode, 'MA01H3BQ1', connectorId)

describe.each(DIALECTS)('live data on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'], {
    config: { liveSessionCheckMs: 200 },
  })

  it('sends a snapshot, then each change with its id', async () => {
    const stream = await openStream(admin, STATUS)
    const snapshot = await stream.next()
    expect(snapshot.event).toBe('snapshot')
    const rows = (snapshot.data as { rows: { count: number }[] }).rows
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0)
    await hubOf(server.db).publish(connectorEvent('120103', 'C-DELIVERY'))
    const change = await stream.next()
    expect(change).toMatchObject({ event: 'connector', data: { connectorId: 'C-DELIVERY', status: 3 } })
    expect(Number(change.id)).toBeGreaterThan(Number(snapshot.id))
    await stream.close()
  })

  it('resumes after Last-Event-ID with what was missed, else sends a fresh snapshot', async () => {
    const first = await openStream(admin, STATUS)
    const snapshot = await first.next()
    await first.close()
    await hubOf(server.db).publish(connectorEvent('120103', 'C-MISSED-1'))
    await hubOf(server.db).publish(connectorEvent('120104', 'C-MISSED-2'))
    const resumed = await openStream(admin, STATUS, snapshot.id)
    expect((await resumed.next()).data).toMatchObject({ connectorId: 'C-MISSED-1' })
    expect((await resumed.next()).data).toMatchObject({ connectorId: 'C-MISSED-2' })
    await resumed.close()
    // An id this server's buffer does not reach (another epoch): nothing to resume from.
    const tooOld = await openStream(admin, STATUS, '999999999999999')
    expect((await tooOld.next()).event).toBe('snapshot')
    await tooOld.close()
  })

  it('sends a city user only the changes within its area', async () => {
    const stream = await openStream(tianjin, STATUS)
    const snapshot = await stream.next()
    const areas = (snapshot.data as { rows: { areaCode: string }[] }).rows.map((row) => row.areaCode)
    expect(areas.length).toBeGreaterThan(0)
    expect(areas.every((code) => code.startsWith('1201'))).toBe(true)
    await hubOf(server.db).publish(connectorEvent('130102', 'C-HEBEI'))
    await hubOf(server.db).publish(connectorEvent('120103', 'C-TIANJIN'))
    expect((await stream.next()).data).toMatchObject({ connectorId: 'C-TIANJIN' })
    await stream.close()
  })

  it('disposes an alarm step by step and refuses other steps with 409', async () => {
    const open = await admin.get('/ops-services/alarms', { query: { disposal: 'pending', alarmStatus: 1 } })
    const alarm = open.data.list[0]
    const path = `/ops-services/alarms/${alarm.id}`
    expect((await admin.post(`${path}/confirm`, { version: alarm.version })).code).toBe(409)
    expect((await admin.post(`${path}/accept`, { version: alarm.version })).code).toBe(200)
    expect((await admin.post(`${path}/accept`, { version: alarm.version + 1 })).code).toBe(409)
    const missing = await admin.post(`${path}/handle`, { version: alarm.version + 1 })
    expect(missing.code).toBe(400)
    expect(missing.data).toHaveProperty('result')
    const handled = await admin.post(`${path}/handle`, { version: alarm.version + 1, result: '已复位' })
    expect(handled.data).toMatchObject({ disposal: 'handled', result: '已复位', handler: expect.any(String) })
    const stale = await admin.post(`${path}/confirm`, { version: alarm.version })
    expect(stale.code).toBe(409)
    const confirmed = await admin.post(`${path}/confirm`, { version: alarm.version + 2 })
    expect(confirmed.data).toMatchObject({ disposal: 'confirmed', confirmer: expect.any(String) })
  })

  it('ends the stream when its session is signed out', async () => {
    const user = await server.client().signIn('admin', PASSWORDS.admin)
    const stream = await openStream(user, ALARMS)
    expect((await stream.next()).event).toBe('snapshot')
    await user.get('/new_logout')
    await stream.ended
    expect(stream.done).toBe(true)
    const again = await user.fetch(ALARMS)
    expect((await again.json()).code).toBe(401)
  })
})
