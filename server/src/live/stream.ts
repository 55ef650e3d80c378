/**
 * Server-Sent Events for live screens (decisions: Live data; api.md: Live data): `GET
 * /<area>/<page>/stream` sends a `snapshot` first (or, with `Last-Event-ID` — header or
 * `lastEventId` query — the events missed, when the buffer still holds them), then every event
 * of its topics within the caller's data scope, each with its id; a heartbeat comment every
 * 15 s; the stream ends when its session ends (logout, expiry, an administrator).
 */

import { streamSSE } from 'hono/streaming'
import { routeOf } from '../../../src/contract/define'
import * as live from '../../../src/contract/live'
import { type Principal, permissionVersion } from '../auth/permissions'
import { type DataScope, dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { hubOf, type LiveEvent, type LiveTopic } from './hub'
import { admitStream, endStream, streamStillAllowed } from './stream-limits'

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
      return streamSSE(c, async (stream) => {
        const queue: LiveEvent[] = []
        let wake: (() => void) | null = null
        const push = (event: LiveEvent) => {
          if (!spec.topics.includes(event.topic) || !inScope(event, scope)) return
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
        const missed = Number.isFinite(resumeFrom) ? hub.since(resumeFrom) : null
        if (missed) for (const event of missed) push(event)
        else {
          const id = hub.lastId()
          const data = await spec.snapshot(db, scope)
          // Events that arrived while the snapshot was read are in it or after it: keep the later.
          queue.splice(0, queue.length, ...queue.filter((event) => event.id > id))
          await stream.writeSSE({ event: 'snapshot', id: String(id), data: JSON.stringify(data) })
        }
        const heartbeat = setInterval(() => {
          stream.write(': heartbeat\n\n').catch(stop)
        }, config.liveHeartbeatMs)
        const check = setInterval(() => {
          streamStillAllowed(router.deps.db, principal as Principal, spec.page, openedAt).then(
            (alive) => {
              if (!alive) stop()
            },
            () => undefined,
          )
        }, config.liveSessionCheckMs)
        try {
          while (open) {
            while (queue.length && open) {
              const event = queue.shift() as LiveEvent
              await stream.writeSSE({
                event: event.topic,
                id: String(event.id),
                data: JSON.stringify(event.data),
              })
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
      })
    },
  })
}
