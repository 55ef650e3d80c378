/**
 * Administration of users under /api/sso/post/api/ (section 7): register/create,
 * register/updatePassword, getAttrDefine, getRoleNames, user/getAll|editAcc|editAttr|status.
 */
import { z } from 'zod'
import { decrypt } from '../../../src/core/crypto'
import { isEmail, isMobile, validateNewPassword } from '../../../src/core/validators'
import { ATTR_DEFINES, attrListSchema, checkAttrs } from '../auth/attrs'
import { assertHoldsAll, assertKeepsOwnAdminRights, rightsOfRoles } from '../auth/guard'
import { hashPassword } from '../auth/passwords'
import { endUserSessions } from '../auth/sessions'
import { clearKey, throttleKeys } from '../auth/throttle'
import type { Db } from '../db/types'
import { conflict, fieldError, forbidden } from '../http'
import { pinyinOf } from '../pinyin'
import type { Router } from '../route'
import { pageQuery, pageResult } from './paging'

/** Prefix of the administration calls. */
export const SSO = '/sso/post/api'

const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || isMobile(value), '请输入正确的手机号码')
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmail(value), '请输入正确的邮箱地址')
const roleIds = z.array(z.number().int().positive()).max(50)

async function findUser(db: Db, userId: number, field = 'userId') {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) throw fieldError(field, '用户不存在')
  return user
}

async function checkRoles(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return
  const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute()
  if (found.length !== new Set(ids).size) throw fieldError('roleIds', '角色不存在')
}

async function replaceRoles(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('userId', '=', userId).execute()
  if (ids.length)
    await db
      .insertInto('user_roles')
      .values([...new Set(ids)].map((roleId) => ({ userId, roleId })))
      .execute()
}

async function replaceAttrs(
  db: Db,
  userId: number,
  attrs: { attrKey: string; attrValue: string }[],
): Promise<void> {
  await db.deleteFrom('user_attrs').where('userId', '=', userId).execute()
  const kept = attrs.filter((attr) => attr.attrValue !== '')
  if (kept.length)
    await db
      .insertInto('user_attrs')
      .values(kept.map((attr) => ({ userId, ...attr })))
      .execute()
}

/** A decrypted password that passes the rules of section 5, or 400 at `password`. */
function newPassword(encrypted: string): string {
  const password = decrypt(encrypted)
  const problem = validateNewPassword(password)
  if (problem) throw fieldError('password', problem)
  return password
}

async function describeUser(db: Db, userId: number) {
  const user = await findUser(db, userId)
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.roleId')
    .select(['roles.id as roleId', 'roles.roleName'])
    .where('user_roles.userId', '=', userId)
    .execute()
  const attrs = await db
    .selectFrom('user_attrs')
    .select(['attrKey', 'attrValue'])
    .where('userId', '=', userId)
    .execute()
  return {
    username: user.username,
    name: user.name,
    nickName: user.nickName,
    phoneNumber: user.phone,
    email: user.email,
    status: user.status,
    roles,
    attrs,
  }
}

/** Register the user administration routes. */
export function ssoUserRoutes(router: Router): void {
  router.route({
    method: 'get',
    path: `${SSO}/getAttrDefine`,
    summary: '属性定义（auth_area、isCompany、operator、role_name、production_work_type）',
    tag: 'sso',
    access: { permission: ['sso-user-management/view', 'sso-role-management/view'] },
    handler: async () => ATTR_DEFINES,
  })

  router.route({
    method: 'get',
    path: `${SSO}/getRoleNames`,
    summary: '全部角色名称',
    tag: 'sso',
    access: { permission: ['sso-user-management/view', 'sso-role-management/view'] },
    response: z.array(z.object({ roleId: z.number(), roleName: z.string() })),
    handler: ({ db }) => db.selectFrom('roles').select(['id as roleId', 'roleName']).orderBy('id').execute(),
  })

  router.route({
    method: 'post',
    path: `${SSO}/register/create`,
    summary: '新建用户（password 为 AES 加密；新用户首次登录须修改密码）',
    tag: 'sso',
    access: { permission: 'sso-user-management/add' },
    journal: 'register.create',
    body: z.strictObject({
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, '用户名为3-32位字母、数字、下划线，以字母开头'),
      password: z.string().min(1, '请输入密码').max(512),
      name: z.string().trim().min(1, '请输入姓名').max(32),
      nickName: z.string().trim().max(32).optional(),
      phoneNumber: phone.optional(),
      email: email.optional(),
      roleIds: roleIds.default([]),
      attrs: attrListSchema.default([]),
    }),
    response: z.object({ userId: z.number() }),
    handler: async ({ db, body, principal, record }) => {
      const password = newPassword(body.password)
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst()
      if (taken) throw fieldError('username', '用户名已存在')
      await checkRoles(db, body.roleIds)
      // Issue 23, item 6: a new account gets no right its creator does not hold.
      assertHoldsAll(principal, await rightsOfRoles(db, body.roleIds))
      await checkAttrs(db, body.attrs)
      const now = new Date().toISOString()
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
      record({ target: `user:${body.username}`, after: await describeUser(db, row.id) })
      return { userId: row.id }
    },
  })

  router.route({
    method: 'post',
    path: `${SSO}/register/updatePassword`,
    summary: '重置用户密码（password 为 AES 加密）：用户须在下次登录时修改，已打开的会话收到 607',
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'register.updatePassword',
    body: z.strictObject({
      userId: z.number().int().positive(),
      password: z.string().min(1, '请输入密码').max(512),
    }),
    handler: async ({ db, body, principal, record }) => {
      const user = await findUser(db, body.userId)
      record({ target: `user:${user.username}` })
      if (user.id === principal.user.id) throw fieldError('userId', '请在个人中心修改自己的密码')
      const password = newPassword(body.password)
      const now = new Date().toISOString()
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
    method: 'get',
    path: `${SSO}/user/getAll`,
    summary: '用户列表（keyword 匹配用户名、姓名、拼音；按角色、状态、区域筛选）',
    tag: 'sso',
    access: { permission: 'sso-user-management/view' },
    query: pageQuery
      .extend({
        keyword: z.string().trim().max(64).optional(),
        roleId: z.coerce.number().int().positive().optional(),
        status: z.enum(['0', '1']).optional(),
        areaCode: z
          .string()
          .regex(/^\d{2,6}$/, '应为行政区划代码')
          .optional(),
      })
      .strict(),
    handler: async ({ db, query }) => {
      let base = db.selectFrom('users')
      if (query.keyword) {
        const like = `%${query.keyword.replace(/[\s%_\\]+/g, '').toLowerCase()}%`
        base = base.where((eb) =>
          eb.or([
            eb('username', 'like', like),
            eb('name', 'like', like),
            eb('nickName', 'like', like),
            eb('namePinyin', 'like', like),
            eb('nameInitials', 'like', like),
          ]),
        )
      }
      if (query.roleId)
        base = base.where('id', 'in', (eb) =>
          eb.selectFrom('user_roles').select('userId').where('roleId', '=', query.roleId!),
        )
      if (query.status) base = base.where('status', '=', Number(query.status))
      if (query.areaCode) {
        const prefix = query.areaCode.replace(/(00)+$/, '')
        base = base.where('id', 'in', (eb) =>
          eb
            .selectFrom('user_attrs')
            .select('userId')
            .where('attrKey', '=', 'auth_area')
            .where('attrValue', 'like', `${prefix}%`),
        )
      }
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const users = await base
        .select([
          'id',
          'username',
          'name',
          'nickName',
          'phone',
          'email',
          'status',
          'resetPwdFlag',
          'createTime',
          'lastResetPwdTime',
          'lockedUntil',
        ])
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize)
        .execute()
      const ids = users.map((user) => user.id)
      const roles = ids.length
        ? await db
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.roleId')
            .select(['user_roles.userId', 'roles.id as roleId', 'roles.roleName'])
            .where('user_roles.userId', 'in', ids)
            .execute()
        : []
      const attrs = ids.length
        ? await db.selectFrom('user_attrs').selectAll().where('userId', 'in', ids).execute()
        : []
      const list = users.map(({ id, phone: phoneNumber, resetPwdFlag, ...user }) => ({
        userId: id,
        ...user,
        phoneNumber,
        resetPwdFlag: resetPwdFlag === 1,
        roles: roles
          .filter((role) => role.userId === id)
          .map(({ roleId, roleName }) => ({ roleId, roleName })),
        attrs: attrs
          .filter((attr) => attr.userId === id)
          .map(({ attrKey, attrValue }) => ({ attrKey, attrValue })),
      }))
      return pageResult(list, Number(total?.count ?? 0), query)
    },
  })

  router.route({
    method: 'post',
    path: `${SSO}/user/editAcc`,
    summary: '修改用户账号信息与角色',
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.editAcc',
    body: z.strictObject({
      userId: z.number().int().positive(),
      name: z.string().trim().min(1, '请输入姓名').max(32).optional(),
      nickName: z.string().trim().min(1).max(32).optional(),
      phoneNumber: phone.optional(),
      email: email.optional(),
      roleIds: roleIds.optional(),
    }),
    handler: async ({ db, body, principal, record }) => {
      const before = await describeUser(db, body.userId)
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
        // Issue 23, item 6: the roles added grant nothing the actor does not hold.
        const held = (
          await db.selectFrom('user_roles').select('roleId').where('userId', '=', body.userId).execute()
        ).map((row) => row.roleId)
        const added = body.roleIds.filter((id) => !held.includes(id))
        assertHoldsAll(principal, await rightsOfRoles(db, added))
        await replaceRoles(db, body.userId, body.roleIds)
        await assertKeepsOwnAdminRights(db, principal)
      }
      record({ target: `user:${before.username}`, before, after: await describeUser(db, body.userId) })
      return null
    },
  })

  router.route({
    method: 'post',
    path: `${SSO}/user/editAttr`,
    summary: '设置用户属性（整体替换；空值表示删除）',
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.editAttr',
    body: z.strictObject({ userId: z.number().int().positive(), attrs: attrListSchema }),
    handler: async ({ db, body, principal, record }) => {
      // Issue 23, item 6: attributes are the data scope; nobody widens its own.
      if (body.userId === principal.user.id) throw forbidden('不能修改自己的属性')
      const before = await describeUser(db, body.userId)
      await checkAttrs(db, body.attrs)
      await replaceAttrs(db, body.userId, body.attrs)
      record({ target: `user:${before.username}`, before: before.attrs, after: body.attrs })
      return null
    },
  })

  router.route({
    method: 'get',
    path: `${SSO}/user/status`,
    summary: '启用（status=1）或停用（status=0）用户；停用结束其会话（607）',
    tag: 'sso',
    access: { permission: 'sso-user-management/edit' },
    journal: 'user.status',
    query: z.strictObject({
      userId: z.coerce.number().int().positive(),
      status: z.enum(['0', '1'], '状态应为 0 或 1'),
    }),
    handler: async ({ db, query, principal, record }) => {
      const user = await findUser(db, query.userId)
      record({
        target: `user:${user.username}`,
        before: { status: user.status },
        after: { status: Number(query.status) },
      })
      if (user.id === principal.user.id && query.status === '0') throw conflict('不能停用自己的账号')
      await db
        .updateTable('users')
        .set({
          status: Number(query.status),
          ...(query.status === '1' ? { failedLogins: 0, lockedUntil: null } : {}),
        })
        .where('id', '=', user.id)
        .execute()
      if (query.status === '0') await endUserSessions(db, user.id, 'disabled')
      // Enabling lifts a sign-in lock, and with it the name's throttle (issue 23, item 4).
      else await clearKey(db, throttleKeys('', user.username).account)
      return null
    },
  })
}
