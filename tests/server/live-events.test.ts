/**
 * Every live stream's events against their contract (issue 39, src/contract/live-events.ts): the
 * snapshot and each event the simulator and the alarms make, parsed by the schema of its name in
 * the stream's entry (an event the entry does not name fails too); and a test server that sends
 * an event of the wrong shape ends the stream rather than mislead the console (eventCheck).
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { moveConnector, raiseAlarm } from '../../server/src/live/simulator'
import { advanceSwapStation, pushMessages } from '../../server/src/live/simulator-swap'
import { hubOf, type LiveChange } from '../../server/src/push/hub'
import * as live from '../../src/contract/live'
import { DIALECTS } from './helpers'
import { openStream, type SseEvent } from './live-helpers'
import { signedIn } from './signed-in'

/** The event's data as its stream's contract reads it (throws when it does not). */
function parsed(call: { path: string; events: Readonly<Record<string, z.ZodType>> }, event: SseEvent) {
  const schema = call.events[event.event]
  if (!schema) throw new Error(`${call.path} sent ${event.event}, not an event of its contract`)
  return schema.parse(event.data)
}

/** 人身安全级 (急停): an alarm that asks the city's duty accounts. */
const SAFETY: [number, number, number] = [2, 1, 1]

describe.each(DIALECTS)('live events held to their contract on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'], {
    config: { liveSessionCheckMs: 200 },
  })

  /** Open every stream of the contract as `admin`; each one's snapshot parses. */
  async function openAll() {
    const streams = Object.entries(live.STREAMS).map(([name, call]) => ({ name, call }))
    const open = []
    for (const { name, call } of streams) {
      const stream = await openStream(admin, call.path)
      const snapshot = await stream.next()
      expect(snapshot.event, name).toBe('snapshot')
      parsed(call, snapshot)
      open.push({ name, call, stream })
    }
    return open
  }

  it('each stream’s snapshot and every event the simulator and alarms make parse by their names', async () => {
    const open = await openAll()
    const work = await openStream(tianjin, live.workStream.path)
    try {
      expect(parsed(live.workStream, await work.next())).toEqual({})
      const connector = await server.db
        .selectFrom('connectors')
        .selectAll()
        .where('areaCode', 'like', '1201%')
        .limit(1)
        .executeTakeFirstOrThrow()
      await moveConnector(server.db, connector)
      await advanceSwapStation(server.db, new Date())
      await pushMessages(server.db, new Date())
      const alarmId = await raiseAlarm(server.db, new Date(), { areaPrefix: '1201', kind: SAFETY })
      // Each stream's first event of each of its names past the snapshot, parsed.
      for (const { call, stream } of open) {
        const wanted = new Set(Object.keys(call.events).filter((event) => event !== 'snapshot'))
        while (wanted.size) {
          const event = await stream.next()
          parsed(call, event)
          wanted.delete(event.event)
        }
      }
      const told = new Map<string, unknown>()
      while (!told.has('alarm')) {
        const event = await work.next()
        told.set(event.event, parsed(live.workStream, event))
      }
      expect(told.get('work')).toEqual({})
      expect(told.get('alarm')).toMatchObject({ id: alarmId })
    } finally {
      for (const { stream } of open) await stream.close()
      await work.close()
    }
  })

  it('a test server ends a stream rather than send an event of the wrong shape', async () => {
    const stream = await openStream(admin, live.chargingStatusStream.path)
    expect((await stream.next()).event).toBe('snapshot')
    // As an emitter that drifted from the contract would publish it (the types refuse it).
    const drifted = { topic: 'connector', areaCode: '120103', operatorId: 'X', data: { connectorId: 'X' } }
    await hubOf(server.db).publish(drifted as unknown as LiveChange)
    await stream.ended
    expect(stream.done).toBe(true)
    await expect(stream.next()).rejects.toThrow('stream ended')
  })
})
