/** Administration of roles under /api/sso/post/api/role/ (section 7). */

import { routeOf } from '../../../src/contract/define'
import * as roles from '../../../src/contract/system-management-roles'
import { keywordText } from '../../../src/contract/text'
import { checkAttrs } from '../auth/attrs'
import { assertKeepsOwnAdminRights, assertNotOwnRoles } from '../auth/guard'
import { assertManages } from '../auth/subordinate'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { conflict } from '../kernel/errors'
import { checkStgs, findRole, nameFree, roleStgs } from './role-store'

/** Register the role administration routes. */
export function ssoRoleRoutes(router: Router): void {
  router.route({
    ...routeOf(roles.roleList),
    tag: 'sso',
    access: { permission: ['sso-role-management/view', 'sso-user-management/view'] },
    handler: async ({ db, query }) => {
      let base = db.selectFrom('roles')
      if (query.keyword)
        base = base.where('roleName', 'like', `%${keywordText(query.keyword).replace(/[%_\\]/g, '')}%`)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .select((eb) => [
          'roles.id as roleId',
          'roles.roleName',
          'roles.description',
          'roles.createTime',
          'roles.updateTime',
          eb
            .selectFrom('user_roles')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('user_roles.roleId', '=', 'roles.id')
            .as('userCount'),
          eb
            .selectFrom('role_strategies')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('role_strategies.roleId', '=', 'roles.id')
            .as('stgCount'),
        ])
        .orderBy('roles.id')
        .$call(onPage(query))
        .execute()
      const list = rows.map((row) => ({
        ...row,
        userCount: Number(row.userCount ?? 0),
        stgCount: Number(row.stgCount ?? 0),
      }))
      return pageResult(list, Number(total?.count ?? 0), query)
    },
  })

  router.route({
    ...routeOf(roles.createRole),
    tag: 'sso',
    access: { permission: 'sso-role-management/add' },
    journal: 'role.createRole',
    // A new role holds no strategy, attribute or account yet: nothing for the subordinate rule.
    handler: async ({ db, body, record }) => {
      await nameFree(db, body.roleName)
      const now = clockNow().toISOString()
      const row = await db
        .insertInto('roles')
        .values({ ...body, createTime: now, updateTime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `role:${body.roleName}`, after: body })
      return { roleId: row.id }
    },
  })

  router.route({
    ...routeOf(roles.editRole),
    tag: 'sso',
    access: { permission: 'sso-role-management/edit' },
    journal: 'role.editRole',
    handler: async ({ db, body, principal, record }) => {
      const before = await findRole(db, body.roleId)
      await assertManages(db, principal, { role: before.id }) // issue 38, item 1
      if (body.roleName) await nameFree(db, body.roleName, body.roleId)
      const changes = {
        ...(body.roleName ? { roleName: body.roleName } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      }
      await db
        .updateTable('roles')
        .set({ ...changes, updateTime: clockNow().toISOString() })
        .where('id', '=', body.roleId)
        .execute()
      record({
        target: `role:${before.roleName}`,
        before: { roleName: before.roleName, description: before.description },
        after: changes,
      })
      return null
    },
  })

  router.route({
    ...routeOf(roles.roleAttrs),
    tag: 'sso',
    access: { permission: 'sso-role-management/view' },
    readOnly: true,
    handler: async ({ db, body }) => {
      await findRole(db, body.roleId)
      return db
        .selectFrom('role_attrs')
        .select(['attrKey', 'attrValue'])
        .where('roleId', '=', body.roleId)
        .orderBy('attrKey')
        .execute()
    },
  })

  router.route({
    ...routeOf(roles.editRoleAttrs),
    tag: 'sso',
    access: { permission: 'sso-role-management/edit' },
    journal: 'role.editAttr',
    handler: async ({ db, body, principal, record }) => {
      const role = await findRole(db, body.roleId)
      await assertNotOwnRoles(db, principal, [role.id]) // issue 23, item 6
      await assertManages(db, principal, { role: role.id }) // issue 38, items 1 and 5
      await checkAttrs(db, body.attrs)
      const before = await db
        .selectFrom('role_attrs')
        .select(['attrKey', 'attrValue'])
        .where('roleId', '=', body.roleId)
        .execute()
      await db.deleteFrom('role_attrs').where('roleId', '=', body.roleId).execute()
      const kept = body.attrs.filter((attr) => attr.attrValue !== '')
      if (kept.length)
        await db
          .insertInto('role_attrs')
          .values(kept.map((attr) => ({ roleId: body.roleId, ...attr })))
          .execute()
      await assertManages(db, principal, { role: role.id }, 'granting')
      record({ target: `role:${role.roleName}`, before, after: kept })
      return null
    },
  })

  router.route({
    ...routeOf(roles.deleteRole),
    tag: 'sso',
    access: { permission: 'sso-role-management/delete' },
    journal: 'role.delRole',
    handler: async ({ db, query, principal, record }) => {
      const role = await findRole(db, query.roleId)
      record({
        target: `role:${role.roleName}`,
        before: { roleName: role.roleName, description: role.description },
      })
      await assertManages(db, principal, { role: role.id }) // issue 38, item 1
      const holder = await db
        .selectFrom('user_roles')
        .select('userId')
        .where('roleId', '=', role.id)
        .executeTakeFirst()
      if (holder) throw conflict('该角色下仍有用户，不能删除')
      await db.deleteFrom('roles').where('id', '=', role.id).execute()
      return null
    },
  })

  router.route({
    ...routeOf(roles.roleStgs),
    tag: 'sso',
    access: { permission: ['sso-role-management/view', 'sso-policy-management/view'] },
    readOnly: true,
    handler: async ({ db, query }) => {
      await findRole(db, query.roleId)
      return roleStgs(db, query.roleId)
    },
  })

  for (const [call, add] of [
    ['addRoleStgs', true],
    ['delRoleStgs', false],
  ] as const) {
    router.route({
      ...routeOf(add ? roles.addRoleStgs : roles.delRoleStgs),
      tag: 'sso',
      access: { permission: 'sso-role-management/edit' },
      journal: `role.${call}`,
      handler: async ({ db, body, principal, record }) => {
        const role = await findRole(db, body.roleId)
        await checkStgs(db, body.stgIds)
        // Issue 23, item 6: not one's own role; issue 38: only a subordinate role (and its users);
        // nothing bound that the actor does not hold (checked on the result, below).
        await assertNotOwnRoles(db, principal, [role.id])
        await assertManages(db, principal, { role: role.id })
        const before = (await roleStgs(db, body.roleId)).map((stg) => stg.stgId)
        if (add) {
          const missing = [...new Set(body.stgIds)].filter((id) => !before.includes(id))
          if (missing.length)
            await db
              .insertInto('role_strategies')
              .values(missing.map((stgId) => ({ roleId: body.roleId, stgId })))
              .execute()
          await assertManages(db, principal, { role: role.id }, 'granting')
        } else {
          await db
            .deleteFrom('role_strategies')
            .where('roleId', '=', body.roleId)
            .where('stgId', 'in', body.stgIds)
            .execute()
          await assertKeepsOwnAdminRights(db, principal)
        }
        await db
          .updateTable('roles')
          .set({ updateTime: clockNow().toISOString() })
          .where('id', '=', body.roleId)
          .execute()
        record({
          target: `role:${role.roleName}`,
          before: { stgIds: before },
          after: { stgIds: (await roleStgs(db, body.roleId)).map((stg) => stg.stgId) },
        })
        return null
      },
    })
  }
}
