/**
 * Sessions stored in the database (several processes may share one PostgreSQL): an id of 32
 * random bytes in an HttpOnly cookie, sliding idle expiry, and the end reasons behind 401/607.
 */
import { createHash, randomBytes } from 'node:crypto'
import { keptRead } from '../db/read-cache'
import { reusableQuery } from '../db/reusable'
import type { Db, User } from '../db/types'
import { machineMs } from '../kernel/clock'
import type { ServerConfig } from '../kernel/config'

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ev_sid'
/** The hand-off cookie written by the console (section 2). */
export const LONG_TOKEN_COOKIE = 'long-token'

/** Why an administrator ended a session: these answer 607, other ends 401. */
export const ADMIN_END_REASONS = {
  disabled: '账号已被管理员停用，请重新登录',
  'password-reset': '密码已被管理员重置，请重新登录',
} as const
export type AdminEndReason = keyof typeof ADMIN_END_REASONS

// lastSeen is written at most once a minute, so reads stay reads under load.
const TOUCH_INTERVAL_MS = 60_000

/** Open a session for a user; other open sessions of the account get the 419 notice (decisions: 419). */
export async function openSession(
  db: Db,
  config: ServerConfig,
  user: User,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const now = new Date(machineMs())
  const id = randomBytes(32).toString('base64url')
  await db
    .updateTable('sessions')
    .set({ notify419: 1 })
    .where('userId', '=', user.id)
    .where('endedReason', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .execute()
  await db
    .insertInto('sessions')
    .values({
      id,
      userId: user.id,
      createdAt: now.toISOString(),
      lastSeen: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.sessionIdleMs).toISOString(),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      endedReason: null,
      endedAt: null,
      notify419: 0,
    })
    .execute()
  return id
}

// The session and its user, by session id (every authenticated call runs it).
const sessionQuery = reusableQuery((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeen as sessionLastSeen',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.endedReason as sessionEndedReason',
      'sessions.notify419 as sessionNotify419',
    ])
    .where('sessions.id', '=', id),
)

/** What the session cookie leads to. */
export type SessionLookup =
  | { state: 'active'; sessionId: string; user: User; notify419: boolean }
  | { state: 'ended-by-admin'; reason: AdminEndReason }
  | { state: 'none' }

/**
 * Resolve the session cookie (one query for session and user). An active session is touched
 * (sliding expiry) and its pending 419 notice is taken, so the notice is answered once.
 */
export async function lookupSession(
  db: Db,
  config: ServerConfig,
  id: string | undefined,
): Promise<SessionLookup> {
  if (!id) return { state: 'none' }
  // Kept between changes (issue 43: db/read-cache.ts); an unknown id is read each time.
  const [row] = await keptRead(
    db,
    `session:${id}`,
    () => sessionQuery(db, id),
    // Its row and its user's: dropped when either changes, not when another session does.
    ([found]) =>
      found
        ? [
            { table: 'sessions', row: { id, userId: found.id } },
            { table: 'users', row: { id: found.id } },
          ]
        : [],
    (rows) => rows.length > 0,
  )
  if (!row) return { state: 'none' }
  const {
    sessionCreatedAt,
    sessionLastSeen,
    sessionExpiresAt,
    sessionEndedReason,
    sessionNotify419,
    ...user
  } = row
  if (sessionEndedReason && sessionEndedReason in ADMIN_END_REASONS) {
    return { state: 'ended-by-admin', reason: sessionEndedReason as AdminEndReason }
  }
  const now = machineMs()
  const maxEnd = new Date(sessionCreatedAt).getTime() + config.sessionMaxMs
  if (sessionEndedReason || new Date(sessionExpiresAt).getTime() <= now || maxEnd <= now)
    return { state: 'none' }
  if (user.status !== 1) return { state: 'ended-by-admin', reason: 'disabled' }
  let notify419 = false
  if (sessionNotify419) {
    const taken = await db
      .updateTable('sessions')
      .set({ notify419: 0 })
      .where('id', '=', id)
      .where('notify419', '=', 1)
      .executeTakeFirst()
    notify419 = Number(taken.numUpdatedRows) === 1
  }
  if (now - new Date(sessionLastSeen).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({
        lastSeen: new Date(now).toISOString(),
        expiresAt: new Date(now + config.sessionIdleMs).toISOString(),
      })
      .where('id', '=', id)
      .execute()
  }
  return { state: 'active', sessionId: id, user, notify419 }
}

/** End one session (logout). */
export async function endSession(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ endedReason: reason, endedAt: new Date(machineMs()).toISOString() })
    .where('id', '=', id)
    .where('endedReason', 'is', null)
    .execute()
}

/**
 * End the other open sessions of a user when it changes its own password (issue 23, item 5): a
 * stolen cookie does not survive the change. They answer 401 like any ended session.
 */
export async function endOtherSessions(db: Db, userId: number, keep: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ endedReason: 'password-changed', endedAt: new Date(machineMs()).toISOString() })
    .where('userId', '=', userId)
    .where('id', '!=', keep)
    .where('endedReason', 'is', null)
    .execute()
}

/** End every open session of a user, e.g. when an administrator disables it (answers 607). */
export async function endUserSessions(db: Db, userId: number, reason: AdminEndReason): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ endedReason: reason, endedAt: new Date(machineMs()).toISOString() })
    .where('userId', '=', userId)
    .where('endedReason', 'is', null)
    .execute()
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Issue a long-token for hand-off: random, stored hashed, single use, a few minutes. */
export async function issueLongToken(
  db: Db,
  config: ServerConfig,
  userId: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url')
  const now = machineMs()
  const expiresAt = new Date(now + config.longTokenTtlMs).toISOString()
  await db
    .insertInto('long_tokens')
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt,
      usedAt: null,
    })
    .execute()
  return { token, expiresAt }
}

/** Use a long-token: the user it was issued for, or null when unknown, used or expired. */
export async function consumeLongToken(db: Db, token: string): Promise<number | null> {
  const now = new Date(machineMs()).toISOString()
  const tokenHash = hashToken(token)
  const result = await db
    .updateTable('long_tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return null
  const row = await db
    .selectFrom('long_tokens')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
  return row?.userId ?? null
}
