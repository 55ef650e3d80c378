/** The signed-in user: user_info, profile, password, sign-in history, own strategies. */
import { z } from 'zod'
import { decrypt } from '../../../src/core/crypto'
import { isEmail, isMobile, PASSWORD_MESSAGES, validateNewPassword } from '../../../src/core/validators'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { endOtherSessions } from '../auth/sessions'
import { buildUserInfo } from '../auth/user-info'
import { ApiError, CODES, fieldError } from '../http'
import type { Router } from '../route'

/** The profile answer of `user/userInfo` and `user/profile`. */
export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  createTime: z.string(),
  lastResetPwdTime: z.string(),
})

/** Register the routes of the signed-in user. */
export function userRoutes(router: Router): void {
  router.route({
    method: 'get',
    path: '/user_info',
    summary: '当前用户信息（会话所需的全部字段，含 auths 与待办计数）',
    tag: 'user',
    access: 'session',
    handler: ({ db, principal }) => buildUserInfo(db, principal),
  })

  router.route({
    method: 'get',
    path: '/user/userInfo',
    summary: '当前用户资料（头像、电话、邮箱）',
    tag: 'user',
    access: 'session',
    response: profileSchema,
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
    method: 'post',
    path: '/user/profile',
    summary: '修改个人资料',
    tag: 'user',
    access: 'session',
    journal: 'user.profile',
    body: z.strictObject({
      nickName: z.string().trim().min(1, '请输入昵称').max(32, '昵称不能超过32个字符').optional(),
      phoneNumber: z
        .string()
        .trim()
        .refine((value) => value === '' || isMobile(value), '请输入正确的手机号码')
        .optional(),
      email: z
        .string()
        .trim()
        .refine((value) => value === '' || isEmail(value), '请输入正确的邮箱地址')
        .optional(),
    }),
    response: profileSchema,
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
    method: 'post',
    path: '/user/change_pwd',
    summary: '修改密码（表单：username、oldPwd、newPwd，密码均 AES 加密）',
    tag: 'user',
    access: 'session',
    bodyType: 'form',
    journal: 'user.changePassword',
    body: z.strictObject({
      username: z.string().min(1, '请输入用户名'),
      oldPwd: z.string().max(512).default(''),
      newPwd: z.string().max(512).default(''),
    }),
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
      const now = new Date().toISOString()
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
    method: 'get',
    path: '/user/loginHistory',
    summary: '当前用户最近的登录记录',
    tag: 'user',
    access: 'session',
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: z.array(
      z.object({ time: z.string(), ip: z.string(), userAgent: z.string(), result: z.string() }),
    ),
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
    method: 'get',
    path: '/stg/get',
    summary: '当前用户的策略（经角色绑定）及其授权的页面操作',
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
