/**
 * Administration of users under /api/sso/post/api/ (section 7): register/create,
 * register/updatePassword, getAttrDefine, getRoleNames, user/getAll|editAcc|editAttr|status.
 */

import { routeOf } from '../../../src/contract/define'
import * as users from '../../../src/contract/system-management-users'
import { decrypt } from '../../../src/core/crypto'
import { validateNewPassword } from '../../../src/core/passwords'
import { checkAttrs } from '../auth/attrs'
import { assertKeepsOwnAdminRights } from '../auth/guard'
import { hashPassword } from '../auth/passwords'
import { endUserSessions } from '../auth/sessions'
import { assertManages } from '../auth/subordinate'
import { clearName } from '../auth/throttle'
import { pinyinOf } from '../db/pinyin'
import { serializeOn } from '../db/serialize'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { conflict, fieldError, forbidden } from '../kernel/errors'
import { ssoUserListRoutes } from './user-lists'
import { checkRoles, describeUser, findUser, replaceAttrs, replaceRoles } from './user-store'

export { SSO } from '../../../src/contract/system-management-users'

/** A decrypted password that passes the rules of section 5, or 400 at `password`. */
function newPassword(encrypted: string): string {
  const password = decrypt(encrypted)
  const problem = validateNewPassword(password)
  if (problem) throw fieldError('password', problem)
  return password
}

/** Register the user administration routes. */
export function ssoUserRoutes(router: Router): void {
  ssoUserListRoutes(router)
  router.route({
    ...routeOf(users.createUser),
    tag: 'sso',
    access: { permission: 'sso-user-management/add' },
    journal: 'register.create',
    handler: async ({ db, body, principal, record }) => {
      const password = newPassword(body.password)
      // Two creates of one name at once: the second sees the first's row (issue 38).
      await serializeOn(db, 'users', body.username)
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst()
      if (taken) throw fieldError('username', '用户名已存在')
      await checkRoles(db, body.roleIds)
      await checkAttrs(db, body.attrs)
      const now = clockNow().toISOString()
      const row = await db
        .insertInto('users')
        .values({
          username: body.username,
          ...(await hashPassword(password)),
          name: body.name,
          nickName: body.nickName || body.name,
          ...pinyinOf(body.name),
          phone: body.phoneNumber || null,
          email: body.email || null,
          avatar: null,
          status: 1,
          // decisions: Stale password — accounts created by an administrator get resetPwdFlag.
          resetPwdFlag: 1,
          createTime: now,
          lastResetPwdTime: now,
          failedLogins: 0,
          lockedUntil: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await replaceRoles(db, row.id, body.roleIds)
      await replaceAttrs(db, row.id, body.attrs)
      // Issues 23 and 38: a new account gets no right and no area its creator does not hold.
      await assertManages(db, principal, { user: row.id }, 'granting')
      record({ target: `user:${body.username}`, after: await describeUser(db, row.id) })
      return { userId: row.id }
    },
  })

  router.route({
    ...routeOf(users.updatePassword),
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'register.updatePassword',
    handler: async ({ db, body, principal, record }) => {
      const user = await findUser(db, body.userId)
      record({ target: `user:${user.username}` })
      if (user.id === principal.user.id) throw fieldError('userId', '请在个人中心修改自己的密码')
      await assertManages(db, principal, { user: user.id }) // issue 38, item 1
      const password = newPassword(body.password)
      const now = clockNow().toISOString()
      await db
        .updateTable('users')
        .set({
          ...(await hashPassword(password)),
          resetPwdFlag: 1,
          lastResetPwdTime: now,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where('id', '=', user.id)
        .execute()
      await endUserSessions(db, user.id, 'password-reset')
      record({
        target: `user:${user.username}`,
        before: { resetPwdFlag: user.resetPwdFlag },
        after: { resetPwdFlag: 1, passwordReset: true },
      })
      return null
    },
  })

  router.route({
    ...routeOf(users.editAccount),
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.editAcc',
    handler: async ({ db, body, principal, record }) => {
      const before = await describeUser(db, body.userId)
      await assertManages(db, principal, { user: body.userId }) // issue 38, item 1
      const changes = {
        ...(body.name !== undefined ? { name: body.name, ...pinyinOf(body.name) } : {}),
        ...(body.nickName !== undefined ? { nickName: body.nickName } : {}),
        ...(body.phoneNumber !== undefined ? { phone: body.phoneNumber || null } : {}),
        ...(body.email !== undefined ? { email: body.email || null } : {}),
      }
      if (Object.keys(changes).length)
        await db.updateTable('users').set(changes).where('id', '=', body.userId).execute()
      if (body.roleIds) {
        await checkRoles(db, body.roleIds)
        await replaceRoles(db, body.userId, body.roleIds)
        // Issues 23 and 38: the roles given grant no right and no area the actor does not hold.
        await assertManages(db, principal, { user: body.userId }, 'granting')
        await assertKeepsOwnAdminRights(db, principal)
      }
      record({ target: `user:${before.username}`, before, after: await describeUser(db, body.userId) })
      return null
    },
  })

  router.route({
    ...routeOf(users.editUserAttrs),
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.editAttr',
    handler: async ({ db, body, principal, record }) => {
      // Issue 23, item 6: attributes are the data scope; nobody widens its own.
      if (body.userId === principal.user.id) throw forbidden('不能修改自己的属性')
      const before = await describeUser(db, body.userId)
      await assertManages(db, principal, { user: body.userId }) // issue 38, items 1 and 5
      await checkAttrs(db, body.attrs)
      await replaceAttrs(db, body.userId, body.attrs)
      await assertManages(db, principal, { user: body.userId }, 'granting')
      record({ target: `user:${before.username}`, before: before.attrs, after: body.attrs })
      return null
    },
  })

  router.route({
    ...routeOf(users.userStatus),
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.status',
    handler: async ({ db, query, principal, record }) => {
      const user = await findUser(db, query.userId)
      record({
        target: `user:${user.username}`,
        before: { status: user.status },
        after: { status: Number(query.status) },
      })
      if (user.id === principal.user.id && query.status === '0') throw conflict('不能停用自己的账号')
      await assertManages(db, principal, { user: user.id }) // issue 38, item 1
      await db
        .updateTable('users')
        .set({
          status: Number(query.status),
          ...(query.status === '1' ? { failedLogins: 0, lockedUntil: null } : {}),
        })
        .where('id', '=', user.id)
        .execute()
      if (query.status === '0') await endUserSessions(db, user.id, 'disabled')
      // Enabling lifts a sign-in lock, and with it the name's throttle from every address.
      else await clearName(db, user.username)
      return null
    },
  })
}
