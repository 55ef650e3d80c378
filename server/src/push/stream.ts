/**
 * Server-Sent Events for live screens (decisions: Live data; api.md: Live data): `GET
 * /<area>/<page>/stream` sends a `snapshot` first (or, with `Last-Event-ID` — header or
 * `lastEventId` query — the events missed, when the buffer still holds them), then every event
 * of its topics within the caller's data scope, each with its id; a heartbeat comment every
 * 15 s; the stream ends when its session ends (logout, expiry, an administrator).
 */

import { type SSEStreamingApi, streamSSE } from 'hono/streaming'
import { routeOf } from '../../../src/contract/define'
import * as live from '../../../src/contract/live'
import { type Principal, permissionVersion } from '../auth/permissions'
import { type DataScope, dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { hubOf, type LiveEvent, type LiveHub, type LiveTopic } from './hub'
import { admitStream, endStream, type OpenStream, streamStillAllowed } from './stream-limits'

/** A live screen's stream. */
export interface StreamSpec {
  area: string
  page: string
  /** The screen's title (the contract's entry gives the route's summary). */
  summary: string
  topics: readonly LiveTopic[]
  /** The screen's whole state within a scope (sent first and when a resume is impossible). */
  snapshot(db: Db, scope: DataScope): Promise<unknown>
}

/** Whether an event is within a data scope. */
export function inScope(event: LiveEvent, scope: DataScope): boolean {
  if (scope.areaPrefix && !event.areaCode.startsWith(scope.areaPrefix)) return false
  if (scope.operatorId && event.operatorId !== scope.operatorId) return false
  return true
}

/** Register the stream of a live screen. */
export function streamRoute(router: Router, spec: StreamSpec): void {
  const { config } = router.deps
  // Its path, summary and query are the contract's (src/contract/live.ts): a stream without an entry there is refused.
  const call = live.LIVE_STREAMS[`${spec.area}/${spec.page}`]
  if (!call)
    throw new Error(`streamRoute: no contract entry for ${spec.area}/${spec.page} (src/contract/live.ts)`)
  router.route({
    ...routeOf(call),
    tag: 'live',
    access: { permission: `${spec.page}/view` },
    raw: true,
    handler: async ({ c, db, query: input, principal }) => {
      const scope = dataScope(principal as Principal)
      const hub = hubOf(router.deps.db)
      const header = c.req.header('Last-Event-ID')
      const resumeFrom = Number(header && /^\d+$/.test(header) ? header : (input.lastEventId ?? Number.NaN))
      // Issue 38, items 9 and 11: caps on open streams, rights and scope re-checked (stream-limits.ts).
      const openedAt = { version: await permissionVersion(db) }
      const held = admitStream(principal as Principal, config.maxConnections)
      return streamSSE(c, (stream) =>
        pumpEvents(stream, {
          hub,
          held,
          heartbeatMs: config.liveHeartbeatMs,
          checkMs: config.liveSessionCheckMs,
          wanted: (event) => spec.topics.includes(event.topic) && inScope(event, scope),
          stillAllowed: () => streamStillAllowed(router.deps.db, principal as Principal, spec.page, openedAt),
          start: async (push) => {
            const missed = Number.isFinite(resumeFrom) ? hub.since(resumeFrom) : null
            if (missed) {
              for (const event of missed) push(event)
              return
            }
            const id = hub.lastId()
            const data = await spec.snapshot(db, scope)
            await stream.writeSSE({ event: 'snapshot', id: String(id), data: JSON.stringify(data) })
            return id
          },
        }),
      )
    },
  })
}

/** How one stream is served (pumpEvents). */
export interface PumpOptions {
  hub: LiveHub
  held: OpenStream
  heartbeatMs: number
  checkMs: number
  /** Whether an event of the bus goes to this stream. */
  wanted(event: LiveEvent): boolean
  /** What the stream shows of an event (its data unless said otherwise). */
  shown?(event: LiveEvent): unknown
  /** The SSE event's name (its topic unless said otherwise). */
  named?(event: LiveEvent): string
  /** Checked every `checkMs`: false ends the stream (session ended, right or scope changed). */
  stillAllowed(): Promise<boolean>
  /**
   * What the stream starts with, once it listens: events queued with `push`, or written directly;
   * resolves to the id the written start stands for (queued events up to it are dropped), if any.
   */
  start(push: (event: LiveEvent) => void): Promise<number | undefined>
}

/**
 * Serve the bus's wanted events on an SSE stream until it ends: in order, with their ids, a
 * heartbeat comment every `heartbeatMs`, and its right re-checked every `checkMs`.
 */
export async function pumpEvents(stream: SSEStreamingApi, options: PumpOptions): Promise<void> {
  const { hub, held } = options
  const queue: LiveEvent[] = []
  let wake: (() => void) | null = null
  const push = (event: LiveEvent) => {
    if (!options.wanted(event)) return
    queue.push(event)
    wake?.()
  }
  const unsubscribe = hub.subscribe(push)
  let open = true
  const stop = () => {
    open = false
    wake?.()
  }
  stream.onAbort(() => endStream(held))
  stream.onAbort(stop)
  held.close = stop
  if (held.closed) stop()
  const startId = await options.start(push)
  // Events that arrived while the start was read are in it or after it: keep the later.
  if (startId !== undefined) queue.splice(0, queue.length, ...queue.filter((event) => event.id > startId))
  const heartbeat = setInterval(() => {
    stream.write(': heartbeat\n\n').catch(stop)
  }, options.heartbeatMs)
  const check = setInterval(() => {
    options.stillAllowed().then(
      (alive) => {
        if (!alive) stop()
      },
      () => undefined,
    )
  }, options.checkMs)
  try {
    while (open) {
      while (queue.length && open) {
        const event = queue.shift() as LiveEvent
        const data = options.shown ? options.shown(event) : event.data
        const name = options.named ? options.named(event) : event.topic
        await stream.writeSSE({ event: name, id: String(event.id), data: JSON.stringify(data) })
      }
      if (!open) break
      await new Promise<void>((resolve) => {
        wake = resolve
      })
      wake = null
    }
  } finally {
    clearInterval(heartbeat)
    clearInterval(check)
    endStream(held)
    unsubscribe()
    await stream.close().catch(() => undefined)
  }
}
