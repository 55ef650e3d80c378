/** The back menu list, the user's menu settings and the global menu tree (decisions: Menus). */

import { routeOf } from '../../../src/contract/define'
import * as menu from '../../../src/contract/menu'
import type { Principal } from '../auth/permissions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { fieldError } from '../kernel/errors'
import { backMenuList, menuTree, userMenus } from './menu-tree'

async function upsertSetting(
  db: Db,
  userId: number,
  menuKey: string,
  values: { label?: string | null; sortOrder?: number; hidden?: number },
) {
  // Select-then-insert of the user's row for a menu, one change at a time (issue 38).
  await serializeOn(db, 'user_menu_settings', userId, menuKey)
  const existing = await db
    .selectFrom('user_menu_settings')
    .selectAll()
    .where('userId', '=', userId)
    .where('menuKey', '=', menuKey)
    .executeTakeFirst()
  if (existing) {
    await db
      .updateTable('user_menu_settings')
      .set(values)
      .where('userId', '=', userId)
      .where('menuKey', '=', menuKey)
      .execute()
  } else {
    await db
      .insertInto('user_menu_settings')
      .values({
        userId,
        menuKey,
        label: values.label ?? null,
        sortOrder: values.sortOrder ?? null,
        hidden: values.hidden ?? null,
      })
      .execute()
  }
  return existing ?? null
}

async function visibleKey(db: Db, principal: Principal, key: string, field = 'key') {
  const entry = (await userMenus(db, principal)).find((item) => item.key === key)
  if (!entry) throw fieldError(field, '菜单不存在或无权限')
  return entry
}

/** Register the menu routes. */
export function menuRoutes(router: Router): void {
  router.route({
    ...routeOf(menu.backMenuList),
    tag: 'menu',
    access: 'session',
    handler: ({ db, principal }) => backMenuList(db, principal),
  })

  router.route({
    ...routeOf(menu.settingList),
    tag: 'menu',
    access: 'session',
    handler: async ({ db, principal }) =>
      (await userMenus(db, principal)).map((entry) => ({
        key: entry.key,
        parentKey: entry.parentKey,
        label: entry.label,
        defaultLabel: entry.defaultLabel,
        order: entry.order,
        hidden: entry.hiddenByUser,
      })),
  })

  router.route({
    ...routeOf(menu.settingOrder),
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.order',
    handler: async ({ db, body, principal, record }) => {
      if (new Set(body.keys).size !== body.keys.length) throw fieldError('keys', '菜单项重复')
      const menus = await userMenus(db, principal)
      const entries = body.keys.map((key) => menus.find((entry) => entry.key === key))
      if (entries.some((entry) => !entry)) throw fieldError('keys', '菜单不存在或无权限')
      if (new Set(entries.map((entry) => entry?.parentKey)).size > 1)
        throw fieldError('keys', '只能对同一级菜单排序')
      for (const [index, key] of body.keys.entries())
        await upsertSetting(db, principal.user.id, key, { sortOrder: index + 1 })
      record({
        target: `menu-setting:${principal.user.username}`,
        before: entries.map((entry) => entry?.key),
        after: body.keys,
      })
      return null
    },
  })

  router.route({
    ...routeOf(menu.settingLabelName),
    tag: 'menu',
    access: 'session',
    handler: async ({ db, query, principal }) => {
      const entry = await visibleKey(db, principal, query.key)
      return { key: entry.key, labelName: entry.label }
    },
  })

  router.route({
    ...routeOf(menu.setLabelName),
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.labelName',
    handler: async ({ db, body, principal, record }) => {
      const entry = await visibleKey(db, principal, body.key)
      await upsertSetting(db, principal.user.id, body.key, { label: body.labelName || null })
      record({
        target: `menu-setting:${principal.user.username}:${body.key}`,
        before: { label: entry.label },
        after: { label: body.labelName || entry.defaultLabel },
      })
      return { key: body.key, labelName: body.labelName || entry.defaultLabel }
    },
  })

  router.route({
    ...routeOf(menu.setHidden),
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.hidden',
    handler: async ({ db, body, principal, record }) => {
      const entry = await visibleKey(db, principal, body.key)
      await upsertSetting(db, principal.user.id, body.key, { hidden: body.hidden ? 1 : 0 })
      record({
        target: `menu-setting:${principal.user.username}:${body.key}`,
        before: { hidden: entry.hiddenByUser },
        after: { hidden: body.hidden },
      })
      return null
    },
  })

  router.route({
    ...routeOf(menu.menuTree),
    tag: 'menu',
    access: { permission: 'sso-menu-management/view' },
    handler: ({ db }) => menuTree(db),
  })

  router.route({
    ...routeOf(menu.saveMenuTree),
    tag: 'menu',
    access: { permission: 'sso-menu-management/edit' },
    journal: 'menu.tree',
    handler: async ({ db, body, record }) => {
      for (const [index, item] of body.items.entries()) {
        const before = await db.selectFrom('menus').selectAll().where('key', '=', item.key).executeTakeFirst()
        if (!before) throw fieldError(`items.${index}.key`, '菜单不存在')
        const changes = {
          ...(item.label !== undefined ? { label: item.label } : {}),
          ...(item.icon !== undefined ? { icon: item.icon } : {}),
          ...(item.order !== undefined ? { sortOrder: item.order } : {}),
          ...(item.isEdit !== undefined ? { isEdit: item.isEdit ? 1 : 0 } : {}),
          ...(item.hidden !== undefined ? { hidden: item.hidden ? 1 : 0 } : {}),
        }
        if (Object.keys(changes).length)
          await db.updateTable('menus').set(changes).where('key', '=', item.key).execute()
        record({
          target: `menu:${item.key}`,
          before: {
            label: before.label,
            icon: before.icon,
            order: before.sortOrder,
            isEdit: before.isEdit,
            hidden: before.hidden,
          },
          after: changes,
        })
      }
      return menuTree(db)
    },
  })
}
