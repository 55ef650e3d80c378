/** Sign-in, sign-out and the long-token hand-off (api.md: Session; decisions: Long-token). */

import * as account from '../../../src/contract/account'
import { routeOf } from '../../../src/contract/define'
import { decrypt } from '../../../src/core/crypto'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { endSession, issueLongToken, openSession } from '../auth/sessions'
import { blockedUntil, blockKey, clearKey, countFailure, throttleKeys } from '../auth/throttle'
import { writeJournal } from '../db/journal'
import type { Db } from '../db/types'
import { ApiError, CODES } from '../errors'
import type { Router } from '../http/router'
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/session-cookie'

const WRONG_CREDENTIALS = '用户名或密码错误'

/** The answer while a name or an address must wait: the same for every account, real or not. */
function refusal(now: Date, until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`
  return new ApiError(CODES.badInput, `登录失败次数过多，请${wait}后再试`)
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
) {
  await db
    .insertInto('login_history')
    .values({
      userId,
      username: username.slice(0, 64),
      time: new Date().toISOString(),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      result,
    })
    .execute()
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
      const now = new Date()
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
      const waitUntil = await blockedUntil(db, [keys.ip, keys.account], now)
      const lockedUntil =
        user?.lockedUntil && new Date(user.lockedUntil) > now ? new Date(user.lockedUntil) : null
      if (lockedUntil || waitUntil) {
        await remember(db, user?.id ?? null, body.username, client, lockedUntil ? 'locked' : 'throttled')
        throw refusal(now, (lockedUntil ?? waitUntil) as Date)
      }
      if (!valid || !user) {
        const failures = await countFailure(db, keys.account, config.loginFreeFailures, config, now)
        await countFailure(db, keys.ip, config.loginFreeFailuresPerIp, config, now)
        if (failures >= config.maxFailedLogins) {
          // The last step: the name is locked (an account, or a name that is none, alike).
          const until = new Date(now.getTime() + config.lockMs)
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
          await remember(db, user?.id ?? null, body.username, client, 'locked')
          throw refusal(now, until)
        }
        await remember(db, user?.id ?? null, body.username, client, 'wrong-credentials')
        throw new ApiError(CODES.badInput, WRONG_CREDENTIALS)
      }
      if (user.status !== 1) {
        await remember(db, user.id, body.username, client, 'disabled')
        throw new ApiError(CODES.badInput, '账号已停用，请联系管理员')
      }
      await db
        .updateTable('users')
        .set({ failedLogins: 0, lockedUntil: null })
        .where('id', '=', user.id)
        .execute()
      await clearKey(db, keys.account)
      const id = await openSession(db, config, user, client)
      await remember(db, user.id, body.username, client, 'success')
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
