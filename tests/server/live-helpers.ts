/** An event stream read by the server tests of the live screens. */
import { expect } from 'vitest'
import type { LiveChange, LiveTopic } from '../../server/src/push/hub'
import type { ApiClient } from './helpers'

const TIME = '2026-01-05T02:00:00.000Z'

/** The data of a made-up event of each topic, as its contract shapes it (src/contract/live-events.ts). */
const SAMPLE = {
  connector: (mark: string, areaCode: string, operatorId: string) => ({
    connectorId: mark,
    stationId: mark,
    areaCode,
    operatorId,
    equipmentId: mark,
    previous: 1,
    previousPower: 0,
    status: 3,
    power: 60,
    soc: 40,
    endedEnergy: null,
    time: TIME,
  }),
  swap: (mark: string) => ({
    stationId: mark,
    slots: [{ slotNo: 1, state: 'full', batteryCode: mark, soc: 96 }],
    counts: { full: 1, charging: 0, empty: 0, fault: 0 },
    queueLength: 0,
    swapped: false,
    time: TIME,
  }),
  access: (_mark: string, _areaCode: string, operatorId: string) => ({
    operatorId,
    messagesToday: 10,
    failuresToday: 0,
    lastPushTime: TIME,
  }),
  alarm: (mark: string, areaCode: string, operatorId: string) => ({
    change: 'raised' as const,
    alarm: {
      ...{ id: 1, stationId: mark, equipmentId: mark, connectorId: mark, operatorId, areaCode },
      ...{ alarmType: 1, alarmLevel: 2, alarmCode: 1, alarmStatus: 1, alarmTime: TIME, recoveryTime: null },
      ...{ disposal: 'pending', handler: null, result: null, disposeTime: null, confirmer: null },
      ...{ confirmTime: null, version: 0 },
    },
  }),
}

/**
 * A made-up event of a stream's topic, in an area and of an operator, its data as the contract
 * shapes it with `mark` added to tell it apart (a stream passes fields its contract does not name).
 */
export function liveEvent(
  topic: keyof typeof SAMPLE & LiveTopic,
  areaCode: string,
  operatorId: string,
  mark: string,
): LiveChange {
  return {
    topic,
    areaCode,
    operatorId,
    data: { ...SAMPLE[topic](mark, areaCode, operatorId), mark },
  } as unknown as LiveChange
}

export interface SseEvent {
  event: string
  id: string
  data: unknown
}

/** An open event stream: `next()` waits for the next event; `ended` settles when it closes. */
export async function openStream(client: ApiClient, path: string, lastEventId?: string) {
  const response = await client.fetch(path, {
    headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  })
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const events: SseEvent[] = []
  let done = false
  const waiters: (() => void)[] = []
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (chunk.done) break
      text += decoder.decode(chunk.value, { stream: true })
      let cut = text.indexOf('\n\n')
      while (cut >= 0) {
        const block = text.slice(0, cut)
        text = text.slice(cut + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        )
        if (fields.data !== undefined)
          events.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) })
        for (const wake of waiters.splice(0)) wake()
        cut = text.indexOf('\n\n')
      }
    }
    done = true
    for (const wake of waiters.splice(0)) wake()
  })()
  let read = 0
  return {
    ended,
    get done() {
      return done
    },
    // A wait for something to arrive: long, so that a busy machine only makes it slower.
    async next(timeoutMs = 30_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs
      while (read >= events.length) {
        if (done) throw new Error('stream ended')
        if (Date.now() > deadline) throw new Error('no event in time')
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return events[read++]
    },
    close: () => reader.cancel(),
  }
}
