/**
 * Live events across two server processes on one PostgreSQL (LISTEN/NOTIFY fan-out, issue 43): an
 * alarm disposed through one server reaches a stream held by the other. PostgreSQL only; the
 * per-dialect live checks are in live.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { openStream } from './live-helpers'
import { twoServersOnOneDatabase } from './two-servers'

const ALARMS = '/ops-services/trouble-monitor/stream'

describe.runIf(DIALECTS.includes('postgres'))('live data across two PostgreSQL server processes', () => {
  const { servers } = twoServersOnOneDatabase()

  it('streams on one server an alarm disposed through the other', async () => {
    const watcher = await new ApiClient(servers[1].url).signIn('admin', PASSWORDS.admin)
    const actor = await new ApiClient(servers[0].url).signIn('admin', PASSWORDS.admin)
    const stream = await openStream(watcher, ALARMS)
    expect((await stream.next()).event).toBe('snapshot')
    const open = await actor.get('/ops-services/alarms', { query: { disposal: 'pending', alarmStatus: 1 } })
    const alarm = open.data.list[0]
    const step = await actor.post(`/ops-services/alarms/${alarm.id}/accept`, { version: alarm.version })
    expect(step.code).toBe(200)
    const event = await stream.next()
    expect(event).toMatchObject({
      event: 'alarm',
      data: { change: 'disposed', alarm: { id: alarm.id, disposal: 'processing' } },
    })
    await stream.close()
  })
})
