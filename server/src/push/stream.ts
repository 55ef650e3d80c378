/**
 * Server-Sent Events for live screens (decisions: Live data; api.md: Live data): `GET
 * /<area>/<page>/stream` sends a `snapshot` first (or, with `Last-Event-ID` — header or
 * `lastEventId` query — the events missed, when the buffer still holds them), then every event
 * of its topics within the caller's data scope, each with its id; a heartbeat comment every
 * 15 s; the stream ends when its session ends (logout, expiry, an administrator).
 */

import { type SSEStreamingApi, streamSSE } from 'hono/streaming'
import type { z } from 'zod'
import { routeOf } from '../../../src/contract/define'
import type { EventStreamCall, StreamCall } from '../../../src/contract/live'
import { type Principal, permissionVersion } from '../auth/permissions'
import { type DataScope, dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { hubOf, type LiveEvent, type LiveHub, type LiveTopic } from './hub'
import { admitStream, endStream, type OpenStream, streamStillAllowed } from './stream-limits'

/** What a live screen's stream (its contract entry `C`) sends. */
export interface StreamSpec<C extends StreamCall> {
  /** The bus's topics it passes on, each an event of its contract. */
  topics: readonly (keyof C['events'] & LiveTopic)[]
  /** The screen's whole state within a scope (sent first and when a resume is impossible). */
  snapshot(db: Db, scope: DataScope): Promise<z.input<C['events']['snapshot']>>
}

/**
 * A test server's check of what a stream sends (config.checkResponses, as answers are held to
 * their contract): an event its contract does not name, or whose data drifted from its schema,
 * fails loudly instead of misleading the console.
 */
export function eventCheck(call: EventStreamCall): (name: string, data: unknown) => void {
  return (name, data) => {
    const result = call.events[name]?.safeParse(data)
    if (result?.success) return
    const issues = result
      ? result.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
          .join('; ')
      : 'not an event of its contract'
    const message = `event ${name} of GET ${call.path} does not match its contract: ${issues}`
    console.error(`[ev-server] ${message}`)
    throw new Error(message)
  }
}

/** Whether an event is within a data scope. */
export function inScope(event: LiveEvent, scope: DataScope): boolean {
  if (scope.areaPrefix && !event.areaCode.startsWith(scope.areaPrefix)) return false
  if (scope.operatorId && event.operatorId !== scope.operatorId) return false
  return true
}

/**
 * Register the stream of a live screen: its path, summary, query and events are its contract
 * entry's (src/contract/live.ts); its page (`/<area>/<page>/stream`) gives the right to view it.
 */
export function streamRoute<C extends StreamCall>(router: Router, call: C, spec: StreamSpec<C>): void {
  const { config } = router.deps
  const page = call.path.split('/')[2]
  const check = config.checkResponses ? eventCheck(call) : undefined
  router.route({
    ...routeOf(call),
    tag: 'live',
    access: { permission: `${page}/view` },
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
          check,
          stillAllowed: () => streamStillAllowed(router.deps.db, principal as Principal, page, openedAt),
          start: async (push) => {
            const missed = Number.isFinite(resumeFrom) ? hub.since(resumeFrom) : null
            if (missed) {
              for (const event of missed) push(event)
              return
            }
            const id = hub.lastId()
            const data = await spec.snapshot(db, scope)
            check?.('snapshot', data)
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
  /** Called with each event before it is sent (eventCheck on a test server). */
  check?(name: string, data: unknown): void
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
        options.check?.(name, data)
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
