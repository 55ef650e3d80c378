/** The back menu list, the user's menu settings and the global menu tree (decisions: Menus). */
import { z } from 'zod'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import { fieldError } from '../http'
import { backMenuList, menuTree, userMenus } from '../menus'
import type { Router } from '../route'

async function upsertSetting(
  db: Db,
  userId: number,
  menuKey: string,
  values: { label?: string | null; sortOrder?: number; hidden?: number },
) {
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

// The document shows one level; `children` holds nodes of the same shape (three levels at most).
const nodeSchema = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  label: z.string(),
  icon: z.string(),
  path: z.string(),
  order: z.number(),
  isEdit: z.boolean(),
  hidden: z.boolean(),
  children: z.array(z.record(z.string(), z.unknown())),
})

/** Register the menu routes. */
export function menuRoutes(router: Router): void {
  router.route({
    method: 'get',
    path: '/menu/backMenuList',
    summary: '当前用户的菜单（按权限与个人菜单设置）',
    tag: 'menu',
    access: 'session',
    handler: ({ db, principal }) => backMenuList(db, principal),
  })

  router.route({
    method: 'get',
    path: '/menu/setting/list',
    summary: '个人菜单设置：可见菜单项的名称、顺序、是否隐藏',
    tag: 'menu',
    access: 'session',
    response: z.array(
      z.object({
        key: z.string(),
        parentKey: z.string().nullable(),
        label: z.string(),
        defaultLabel: z.string(),
        order: z.number(),
        hidden: z.boolean(),
      }),
    ),
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
    method: 'post',
    path: '/menu/setting/order',
    summary: '个人菜单排序：keys 为同级菜单的新顺序',
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.order',
    body: z.strictObject({ keys: z.array(z.string().min(1).max(128)).min(1, '请提供菜单顺序').max(200) }),
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
    method: 'get',
    path: '/menu/setting/labelName',
    summary: '个人菜单名称',
    tag: 'menu',
    access: 'session',
    query: z.strictObject({ key: z.string().min(1).max(128) }),
    response: z.object({ key: z.string(), labelName: z.string() }),
    handler: async ({ db, query, principal }) => {
      const entry = await visibleKey(db, principal, query.key)
      return { key: entry.key, labelName: entry.label }
    },
  })

  router.route({
    method: 'post',
    path: '/menu/setting/labelName',
    summary: '修改个人菜单名称（labelName 为空时恢复默认）',
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.labelName',
    body: z.strictObject({
      key: z.string().min(1).max(128),
      labelName: z.string().trim().max(20, '菜单名称不能超过20个字符'),
    }),
    response: z.object({ key: z.string(), labelName: z.string() }),
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
    method: 'post',
    path: '/menu/setting/hidden',
    summary: '在个人菜单中隐藏或显示一项',
    tag: 'menu',
    access: 'session',
    journal: 'menu.setting.hidden',
    body: z.strictObject({ key: z.string().min(1).max(128), hidden: z.boolean() }),
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
    method: 'get',
    path: '/menu/tree',
    summary: '全局菜单树（三级：领域 → 分组 → 页面）',
    tag: 'menu',
    access: { permission: 'sso-menu-management/view' },
    response: z.array(nodeSchema),
    handler: ({ db }) => menuTree(db),
  })

  router.route({
    method: 'post',
    path: '/menu/tree',
    summary: '修改全局菜单项（名称、图标、顺序、可编辑、隐藏）',
    tag: 'menu',
    access: { permission: 'sso-menu-management/edit' },
    journal: 'menu.tree',
    body: z.strictObject({
      items: z
        .array(
          z.strictObject({
            key: z.string().min(1).max(128),
            label: z.string().trim().min(1, '请输入菜单名称').max(20, '菜单名称不能超过20个字符').optional(),
            icon: z
              .string()
              .trim()
              .max(64)
              .regex(/^[A-Za-z0-9]*$/, '图标名称只能包含字母和数字')
              .optional(),
            order: z.number().int().min(0).max(9999).optional(),
            isEdit: z.boolean().optional(),
            hidden: z.boolean().optional(),
          }),
        )
        .min(1, '请提供要修改的菜单项')
        .max(500),
    }),
    response: z.array(nodeSchema),
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
