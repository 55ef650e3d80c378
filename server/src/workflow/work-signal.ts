/**
 * The work signal (issue 41 items 2 and 3): whoever's to-dos or notices change is told at once
 * through their console's work stream, `GET /workflow/work-stream`, so the header badge, the
 * menu's 待我处理 counts, 消息 and the workbench follow without a reload. A change names only
 * the accounts it concerns: nobody else's console reads anything again. The signal travels on
 * the live bus (live/hub.ts), published in the transaction that made the change, so on
 * PostgreSQL it leaves when that commits and reaches the consoles of every server process.
 */
import { streamSSE } from 'hono/streaming'
import { routeOf } from '../../../src/contract/define'
import { workStream } from '../../../src/contract/live'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { hubOf } from '../live/hub'
import { pumpEvents } from '../live/stream'
import { admitStream, sessionOpen } from '../live/stream-limits'

/**
 * Accounts named by one event: PostgreSQL's NOTIFY takes at most 8,000 bytes, and an alarm asks
 * every duty account that sees it (thousands on a national platform).
 */
const USERS_PER_EVENT = 400

/** Tell the consoles of `userIds` that their to-dos or notices changed (none: nothing sent). */
export async function announceWork(db: Db, userIds: Iterable<number>): Promise<void> {
  const users = [...new Set(userIds)]
  for (let start = 0; start < users.length; start += USERS_PER_EVENT)
    await hubOf(db).publish(
      {
        topic: 'work',
        areaCode: '',
        operatorId: '',
        data: { users: users.slice(start, start + USERS_PER_EVENT) },
      },
      db,
    )
}

/** Whether a work event concerns `userId`. */
function concerns(data: Record<string, unknown>, userId: number): boolean {
  return Array.isArray(data.users) && data.users.includes(userId)
}

/** `GET /workflow/work-stream`: the caller's work signal while the session lasts. */
export function workSignalRoutes(router: Router): void {
  const { config } = router.deps
  router.route({
    ...routeOf(workStream),
    tag: 'workflow',
    access: 'session',
    raw: true,
    handler: async ({ c, principal }) => {
      const { user, sessionId } = principal as Principal
      const held = admitStream(principal as Principal, config.maxConnections, 'work')
      const hub = hubOf(router.deps.db)
      return streamSSE(c, (stream) =>
        pumpEvents(stream, {
          hub,
          held,
          heartbeatMs: config.liveHeartbeatMs,
          checkMs: config.liveSessionCheckMs,
          wanted: (event) => event.topic === 'work' && concerns(event.data, user.id),
          // The event carries no one's id: the console reads its own counts again.
          shown: () => ({}),
          stillAllowed: () => sessionOpen(router.deps.db, sessionId),
          start: async () => {
            await stream.writeSSE({ event: 'ready', data: '{}' })
            return undefined
          },
        }),
      )
    },
  })
}
