/** Sign-in, sign-out and the long-token hand-off (api.md: Session; decisions: Long-token). */

import * as account from '../../../src/contract/account'
import { routeOf } from '../../../src/contract/define'
import { decrypt } from '../../../src/core/crypto'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { endSession, issueLongToken, openSession } from '../auth/sessions'
import {
  blockedAt,
  blockKey,
  clearKey,
  countFailure,
  failedLately,
  throttleKeys,
  throttleRows,
  waitText,
} from '../auth/throttle'
import { writeJournal } from '../db/journal'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/session-cookie'
import { now as clockNow } from '../kernel/clock'
import { ApiError, CODES } from '../kernel/errors'

const WRONG_CREDENTIALS = '用户名或密码错误'

/** The answer while a name or an address must wait: the same for every account, real or not. */
function refusal(now: Date, until: Date): ApiError {
  return new ApiError(CODES.badInput, `登录失败次数过多，请${waitText(now, until)}后再试`)
}
// A hash to verify against when the user does not exist, so both cases take equally long.
let dummy: ReturnType<typeof hashPassword> | undefined
async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password')
  const { passwordHash, passwordSalt } = await dummy
  await verifyPassword(password, passwordHash, passwordSalt)
  return false
}

async function remember(
  db: Db,
  userId: number | null,
  username: string,
  client: { ip: string; userAgent: string },
  result: string,
  now: Date,
) {
  await db
    .insertInto('login_history')
    .values({
      userId,
      username: username.slice(0, 64),
      time: now.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      result,
    })
    .execute()
}

/** The later of two times (null when both are). */
const latest = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b))

/**
 * How long an address an account signed in from stays known to it: the address's waits (one
 * client guessing many names) spare it, so colleagues behind one NAT keep signing in.
 */
const KNOWN_ADDRESS_MS = 30 * 86_400_000

/** Whether the account signed in from the address within `windowMs`. */
async function signedInFrom(
  db: Db,
  userId: number,
  ip: string,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_history')
    .select('id')
    .where('userId', '=', userId)
    .where('ip', '=', ip)
    .where('result', '=', 'success')
    .where('time', '>=', new Date(now.getTime() - windowMs).toISOString())
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Register the session routes. */
export function sessionRoutes(router: Router): void {
  const { config } = router.deps
  router.route({
    ...routeOf(account.login),
    tag: 'session',
    access: 'public',
    journal: 'session.login',
    transaction: false,
    handler: async ({ c, db, body, client, record }) => {
      const now = clockNow()
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', body.username)
        .executeTakeFirst()
      record({ target: `user:${body.username}`, userId: user?.id ?? null, username: body.username })
      const password = decrypt(body.password)
      // Issue 23, item 4: every attempt runs one password hash — unknown, wrong, throttled and
      // locked alike — so neither the answer nor its timing tells whether the account exists.
      const valid =
        user && password !== ''
          ? await verifyPassword(password, user.passwordHash, user.passwordSalt)
          : await verifyDummy(password)
      const keys = throttleKeys(client.ip, body.username)
      const rows = await throttleRows(db, [keys.ip, keys.account, keys.pair])
      // Issue 38, item 6 (auth/throttle.ts): the pair's waits and lock; the address's waits but
      // for a name that signed in from it lately; the name's lock for a wrong password or an
      // address that failed on it lately — a correct password from anywhere else goes through.
      const known = await signedInFrom(db, user?.id ?? -1, client.ip, now, KNOWN_ADDRESS_MS)
      const accountLock = latest(
        blockedAt(rows.get(keys.account), now),
        user?.lockedUntil && new Date(user.lockedUntil) > now ? new Date(user.lockedUntil) : null,
      )
      const nameLock =
        accountLock && (!valid || failedLately(rows.get(keys.pair), now, config)) ? accountLock : null
      const waitUntil = latest(
        blockedAt(rows.get(keys.pair), now),
        known ? null : blockedAt(rows.get(keys.ip), now),
      )
      if (nameLock || waitUntil) {
        // A guess at a locked name from a fresh address counts there, so it gets one guess only.
        if (!waitUntil && !valid) {
          await countFailure(db, keys.pair, config.loginFreeFailures, config, now)
          await countFailure(db, keys.ip, config.loginFreeFailuresPerIp, config, now)
        }
        await remember(db, user?.id ?? null, body.username, client, nameLock ? 'locked' : 'throttled', now)
        throw refusal(now, latest(nameLock, waitUntil) as Date)
      }
      if (!valid || !user) {
        const pairFailures = await countFailure(db, keys.pair, config.loginFreeFailures, config, now)
        await countFailure(db, keys.ip, config.loginFreeFailuresPerIp, config, now)
        // The name's own count has no waits: its lock is its only step.
        const failures = await countFailure(db, keys.account, Number.POSITIVE_INFINITY, config, now)
        const until = new Date(now.getTime() + config.lockMs)
        if (pairFailures >= config.maxFailedLogins) await blockKey(db, keys.pair, until)
        if (failures >= config.maxFailedLogins) {
          // The name is locked (an account, or a name that is none, alike).
          await blockKey(db, keys.account, until)
          if (user) {
            await db
              .updateTable('users')
              .set({ failedLogins: 0, lockedUntil: until.toISOString() })
              .where('id', '=', user.id)
              .execute()
            await writeJournal(db, {
              userId: user.id,
              username: user.username,
              action: 'session.lock',
              target: `user:${user.username}`,
              after: { lockedUntil: until.toISOString(), failures },
              ip: client.ip,
              result: 'success',
              message: `连续${failures}次登录失败，账号锁定`,
            })
          }
        }
        if (pairFailures >= config.maxFailedLogins || failures >= config.maxFailedLogins) {
          await remember(db, user?.id ?? null, body.username, client, 'locked', now)
          throw refusal(now, until)
        }
        await remember(db, user?.id ?? null, body.username, client, 'wrong-credentials', now)
        throw new ApiError(CODES.badInput, WRONG_CREDENTIALS)
      }
      if (user.status !== 1) {
        await remember(db, user.id, body.username, client, 'disabled', now)
        throw new ApiError(CODES.badInput, '账号已停用，请联系管理员')
      }
      await db
        .updateTable('users')
        .set({ failedLogins: 0, lockedUntil: null })
        .where('id', '=', user.id)
        .execute()
      await clearKey(db, keys.account)
      await clearKey(db, keys.pair)
      const id = await openSession(db, config, user, client)
      await remember(db, user.id, body.username, client, 'success', now)
      setSessionCookie(c, config, id)
      return { resetPwdFlag: user.resetPwdFlag === 1 }
    },
  })

  // Issue 23, item 10: the spec's GET (section 4) and a POST, both with the ajax header (the
  // router requires it of journaled calls), so a link or image on another site signs nobody out.
  for (const method of ['get', 'post'] as const) {
    router.route({
      ...routeOf(method === 'get' ? account.logout : account.logoutPost),
      tag: 'session',
      access: 'public',
      journal: 'session.logout',
      handler: async ({ c, db, record }) => {
        // A browser names a cross-site request; a cross-site console (CORS_ORIGINS) is allowed.
        if (c.req.header('sec-fetch-site') === 'cross-site' && !config.corsOrigins.length)
          throw new ApiError(CODES.forbidden, '非法请求：不接受跨站的退出登录')
        const id = sessionIdOf(c)
        const owner = id
          ? await db
              .selectFrom('sessions')
              .innerJoin('users', 'users.id', 'sessions.userId')
              .select(['users.id', 'users.username'])
              .where('sessions.id', '=', id)
              .where('sessions.endedReason', 'is', null)
              .executeTakeFirst()
          : undefined
        record({
          target: owner ? `user:${owner.username}` : 'session',
          userId: owner?.id ?? null,
          username: owner?.username ?? '',
        })
        if (id) await endSession(db, id, 'logout')
        clearSessionCookie(c, config)
        return null
      },
    })
  }

  router.route({
    ...routeOf(account.issueLongToken),
    tag: 'session',
    access: 'session',
    journal: 'session.issueLongToken',
    handler: async ({ db, principal, record }) => {
      record({ target: `user:${principal.user.username}` })
      return issueLongToken(db, config, principal.user.id)
    },
  })
}
