/** Sign-in, sign-out and the long-token hand-off (api.md: Session; decisions: Long-token). */
import { z } from 'zod'
import { decrypt } from '../../../src/core/crypto'
import { hashPassword, verifyPassword } from '../auth/passwords'
import {
  clearSessionCookie,
  endSession,
  issueLongToken,
  openSession,
  sessionIdOf,
  setSessionCookie,
} from '../auth/sessions'
import type { Db } from '../db/types'
import { ApiError, CODES } from '../http'
import type { Router } from '../route'

const WRONG_CREDENTIALS = '用户名或密码错误'
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
    method: 'post',
    path: '/login',
    summary: '登录（表单：username，password 为 AES 加密的密码）',
    tag: 'session',
    access: 'public',
    bodyType: 'form',
    journal: 'session.login',
    transaction: false,
    body: z.strictObject({
      username: z.string().trim().min(1, '请输入用户名').max(64),
      password: z.string().min(1, '请输入密码').max(512),
    }),
    response: z.object({ resetPwdFlag: z.boolean() }),
    handler: async ({ c, db, body, client, record }) => {
      const now = new Date()
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', body.username)
        .executeTakeFirst()
      record({ target: `user:${body.username}`, userId: user?.id ?? null, username: body.username })
      const password = decrypt(body.password)
      if (user?.lockedUntil && new Date(user.lockedUntil) > now) {
        await remember(db, user.id, body.username, client, 'locked')
        const minutes = Math.ceil((new Date(user.lockedUntil).getTime() - now.getTime()) / 60_000)
        throw new ApiError(CODES.badInput, `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`)
      }
      const valid = user
        ? password !== '' && (await verifyPassword(password, user.passwordHash, user.passwordSalt))
        : await verifyDummy(password)
      if (!user || !valid) {
        if (user) {
          const failed = user.failedLogins + 1
          const locks = failed >= config.maxFailedLogins
          await db
            .updateTable('users')
            .set({
              failedLogins: locks ? 0 : failed,
              lockedUntil: locks ? new Date(now.getTime() + config.lockMs).toISOString() : user.lockedUntil,
            })
            .where('id', '=', user.id)
            .execute()
          await remember(db, user.id, body.username, client, locks ? 'locked' : 'wrong-credentials')
          if (locks)
            throw new ApiError(
              CODES.badInput,
              `连续${config.maxFailedLogins}次登录失败，账号已锁定${Math.round(config.lockMs / 60_000)}分钟`,
            )
        } else {
          await remember(db, null, body.username, client, 'wrong-credentials')
        }
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
      const id = await openSession(db, config, user, client)
      await remember(db, user.id, body.username, client, 'success')
      setSessionCookie(c, config, id)
      return { resetPwdFlag: user.resetPwdFlag === 1 }
    },
  })

  router.route({
    method: 'get',
    path: '/new_logout',
    summary: '退出登录',
    tag: 'session',
    access: 'public',
    handler: async ({ c, db }) => {
      const id = sessionIdOf(c)
      if (id) await endSession(db, id, 'logout')
      clearSessionCookie(c, config)
      return null
    },
  })

  router.route({
    method: 'post',
    path: '/sso/token',
    summary: '签发一次性 long-token（单点登录交接，几分钟内有效，只能使用一次）',
    tag: 'session',
    access: 'session',
    journal: 'session.issueLongToken',
    response: z.object({ token: z.string(), expiresAt: z.string() }),
    handler: async ({ db, principal, record }) => {
      record({ target: `user:${principal.user.username}` })
      return issueLongToken(db, config, principal.user.id)
    },
  })
}
