/**
 * The work signal (issue 41 items 2 and 3): whoever's to-dos or notices change is told at once
 * through their console's work stream, `GET /workflow/work-stream`, so the header badge, the
 * menu's 待我处理 counts, 消息 and the workbench follow without a reload. A change names only
 * the accounts it concerns: nobody else's console reads anything again. The signal travels on
 * the live bus (push/hub.ts), published in the transaction that made the change, so on
 * PostgreSQL it leaves when that commits and reaches the consoles of every server process.
 * A new alarm also sends its card (`alarm`) to the same accounts (issue 44 part 3).
 */
import { streamSSE } from 'hono/streaming'
import { routeOf } from '../../../src/contract/define'
import { type AlarmNotice, workStream } from '../../../src/contract/live'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { hubOf, type LiveChange, type LiveEvent, type LiveTopic } from '../push/hub'
import { eventCheck, pumpEvents } from '../push/stream'
import { admitStream, sessionOpen } from '../push/stream-limits'

/**
 * Accounts named by one event: PostgreSQL's NOTIFY takes at most 8,000 bytes, and an alarm asks
 * every duty account that sees it (thousands on a national platform).
 */
const USERS_PER_EVENT = 400

/** Publish an event for `userIds`, at most USERS_PER_EVENT of them per event (none: nothing sent). */
async function announce(
  db: Db,
  userIds: Iterable<number>,
  eventFor: (users: number[]) => LiveChange & { topic: 'work' | 'alarm-notice' },
): Promise<void> {
  const users = [...new Set(userIds)]
  for (let start = 0; start < users.length; start += USERS_PER_EVENT)
    await hubOf(db).publish(eventFor(users.slice(start, start + USERS_PER_EVENT)), db)
}

/** Tell the consoles of `userIds` that their to-dos or notices changed (none: nothing sent). */
export function announceWork(db: Db, userIds: Iterable<number>): Promise<void> {
  return announce(db, userIds, (users) => ({ topic: 'work', areaCode: '', operatorId: '', data: { users } }))
}

/**
 * Tell the consoles of `userIds` — the accounts a new alarm asks, whose to-dos announceWork just
 * named — that it was raised (issue 44 part 3: their notification), with its card.
 */
export function announceAlarm(db: Db, userIds: Iterable<number>, alarm: AlarmNotice): Promise<void> {
  return announce(db, userIds, (users) => ({
    topic: 'alarm-notice',
    areaCode: '',
    operatorId: '',
    data: { users, alarm },
  }))
}

/** Whether a work event concerns `userId`. */
function concerns(event: LiveEvent, userId: number): boolean {
  return (event.topic === 'work' || event.topic === 'alarm-notice') && event.data.users.includes(userId)
}

/** The stream's event names by topic. */
const EVENT_NAMES: Partial<Record<LiveTopic, string>> = { work: 'work', 'alarm-notice': 'alarm' }

/** `GET /workflow/work-stream`: the caller's work signal while the session lasts. */
export function workSignalRoutes(router: Router): void {
  const { config } = router.deps
  const check = config.checkResponses ? eventCheck(workStream) : undefined
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
          wanted: (event) => concerns(event, user.id),
          // The events carry no one's id: the console reads its own counts again; an alarm's card.
          shown: (event) => (event.topic === 'alarm-notice' ? event.data.alarm : {}),
          named: (event) => EVENT_NAMES[event.topic] ?? event.topic,
          check,
          stillAllowed: () => sessionOpen(router.deps.db, sessionId),
          start: async () => {
            check?.('ready', {})
            await stream.writeSSE({ event: 'ready', data: '{}' })
            return undefined
          },
        }),
      )
    },
  })
}
