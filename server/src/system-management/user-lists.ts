/**
 * The read side of user administration under /api/sso/post/api/ (docs/spec.md §7):
 * getAttrDefine, getRoleNames and user/getAll (keyword over names and their pinyin; role,
 * status and region filters; only accounts within the caller's data scope).
 */
import { routeOf } from '../../../src/contract/define'
import * as users from '../../../src/contract/system-management-users'
import { ATTR_DEFINES } from '../auth/attrs'
import { subordinateScope } from '../auth/subordinate'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'

/** Register the user administration's lists. */
export function ssoUserListRoutes(router: Router): void {
  router.route({
    ...routeOf(users.attrDefine),
    tag: 'sso',
    access: { permission: ['sso-user-management/view', 'sso-role-management/view'] },
    handler: async () => ATTR_DEFINES,
  })

  router.route({
    ...routeOf(users.roleNames),
    tag: 'sso',
    access: { permission: ['sso-user-management/view', 'sso-role-management/view'] },
    handler: ({ db }) => db.selectFrom('roles').select(['id as roleId', 'roleName']).orderBy('id').execute(),
  })

  router.route({
    ...routeOf(users.userList),
    tag: 'sso',
    access: { permission: 'sso-user-management/view' },
    handler: async ({ db, query, principal }) => {
      // Issue 38, item 5: a scoped manager sees only the accounts within its area (and operator).
      let base = db.selectFrom('users').where(subordinateScope(principal))
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
        .$call(onPage(query))
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
}
