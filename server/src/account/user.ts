/** The signed-in user: user_info, profile, password, sign-in history, own strategies. */

import * as account from '../../../src/contract/account'
import { routeOf } from '../../../src/contract/define'
import { decrypt } from '../../../src/core/crypto'
import { PASSWORD_MESSAGES, validateNewPassword } from '../../../src/core/passwords'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { endOtherSessions } from '../auth/sessions'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { buildUserInfo } from './user-info'

export { profileSchema } from '../../../src/contract/account'

/** Register the routes of the signed-in user. */
export function userRoutes(router: Router): void {
  router.route({
    ...routeOf(account.userInfo),
    tag: 'user',
    access: 'session',
    handler: ({ db, principal }) => buildUserInfo(db, principal),
  })

  router.route({
    ...routeOf(account.userProfile),
    tag: 'user',
    access: 'session',
    handler: async ({ principal: { user } }) => ({
      username: user.username,
      name: user.name,
      nickName: user.nickName,
      avatar: user.avatar,
      phoneNumber: user.phone,
      email: user.email,
      createTime: user.createTime,
      lastResetPwdTime: user.lastResetPwdTime,
    }),
  })

  router.route({
    ...routeOf(account.updateProfile),
    tag: 'user',
    access: 'session',
    journal: 'user.profile',
    handler: async ({ db, body, principal: { user }, record }) => {
      const changes = {
        ...(body.nickName !== undefined ? { nickName: body.nickName } : {}),
        ...(body.phoneNumber !== undefined ? { phone: body.phoneNumber || null } : {}),
        ...(body.email !== undefined ? { email: body.email || null } : {}),
      }
      const updated = Object.keys(changes).length
        ? await db
            .updateTable('users')
            .set(changes)
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : user
      record({
        target: `user:${user.username}`,
        before: { nickName: user.nickName, phone: user.phone, email: user.email },
        after: changes,
      })
      return {
        username: updated.username,
        name: updated.name,
        nickName: updated.nickName,
        avatar: updated.avatar,
        phoneNumber: updated.phone,
        email: updated.email,
        createTime: updated.createTime,
        lastResetPwdTime: updated.lastResetPwdTime,
      }
    },
  })

  router.route({
    ...routeOf(account.changePassword),
    tag: 'user',
    access: 'session',
    journal: 'user.changePassword',
    handler: async ({ db, body, principal: { user, sessionId }, record }) => {
      record({ target: `user:${user.username}`, before: { lastResetPwdTime: user.lastResetPwdTime } })
      if (body.username !== user.username) throw new ApiError(CODES.forbidden, '只能修改自己的密码')
      const oldPwd = body.oldPwd ? decrypt(body.oldPwd) : ''
      const newPwd = body.newPwd ? decrypt(body.newPwd) : ''
      // Section 5: the same rules and messages as the console's form.
      if (!oldPwd) throw fieldError('oldPwd', PASSWORD_MESSAGES.currentRequired)
      const problem = validateNewPassword(newPwd, oldPwd)
      if (problem) throw fieldError('newPwd', problem)
      if (!(await verifyPassword(oldPwd, user.passwordHash, user.passwordSalt)))
        throw fieldError('oldPwd', '当前密码不正确')
      const now = clockNow().toISOString()
      await db
        .updateTable('users')
        .set({ ...(await hashPassword(newPwd)), lastResetPwdTime: now, resetPwdFlag: 0 })
        .where('id', '=', user.id)
        .execute()
      // Issue 23, item 5: a stolen cookie does not survive the change; this session goes on.
      await endOtherSessions(db, user.id, sessionId)
      record({
        target: `user:${user.username}`,
        before: { lastResetPwdTime: user.lastResetPwdTime, resetPwdFlag: user.resetPwdFlag },
        after: { lastResetPwdTime: now, resetPwdFlag: 0 },
      })
      return null
    },
  })

  router.route({
    ...routeOf(account.loginHistory),
    tag: 'user',
    access: 'session',
    handler: ({ db, query, principal }) =>
      db
        .selectFrom('login_history')
        .select(['time', 'ip', 'userAgent', 'result'])
        .where('userId', '=', principal.user.id)
        .orderBy('time', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .execute(),
  })

  router.route({
    ...routeOf(account.userStrategies),
    tag: 'user',
    access: 'session',
    handler: async ({ db, principal }) => {
      const stgs = await db
        .selectFrom('user_roles')
        .innerJoin('role_strategies', 'role_strategies.roleId', 'user_roles.roleId')
        .innerJoin('strategies', 'strategies.id', 'role_strategies.stgId')
        .select([
          'strategies.id as stgId',
          'strategies.stgName',
          'strategies.appId',
          'strategies.description',
        ])
        .distinct()
        .where('user_roles.userId', '=', principal.user.id)
        .orderBy('strategies.id')
        .execute()
      const actions = stgs.length
        ? await db
            .selectFrom('strategy_actions')
            .select(['stgId', 'resPath'])
            .where(
              'stgId',
              'in',
              stgs.map((stg) => stg.stgId),
            )
            .execute()
        : []
      return stgs.map((stg) => ({
        ...stg,
        actions: actions
          .filter((row) => row.stgId === stg.stgId)
          .map((row) => row.resPath)
          .sort(),
      }))
    },
  })
}
