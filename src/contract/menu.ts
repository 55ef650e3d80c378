/**
 * Menus (decisions: Menus): the user's back menu list, the user's own menu settings and the
 * global menu tree. Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall } from './define'

/** An item of the back menu list (api.md): three levels, area → group → page. */
export interface BackMenuItem {
  path: string
  key: string
  label: string
  icon: string
  isEdit: boolean
  secondaryMenuList: BackMenuItem[]
}
// Recursive by reference, as MenuTreeNode below (the OpenAPI document names it BackMenuItem).
const backMenuItem: z.ZodType<BackMenuItem> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      key: z.string(),
      label: z.string(),
      icon: z.string(),
      isEdit: z.boolean(),
      secondaryMenuList: z.array(backMenuItem),
    }),
  )
  .meta({ id: 'BackMenuItem' })

/** A node of the global menu tree (`GET /menu/tree`). */
export interface MenuTreeNode {
  key: string
  parentKey: string | null
  label: string
  icon: string
  path: string
  order: number
  isEdit: boolean
  hidden: boolean
  children: MenuTreeNode[]
}
// Recursive by reference: the OpenAPI document names it MenuTreeNode and `children` points to it.
const nodeSchema: z.ZodType<MenuTreeNode> = z
  .lazy(() =>
    z.object({
      key: z.string(),
      parentKey: z.string().nullable(),
      label: z.string(),
      icon: z.string(),
      path: z.string(),
      order: z.number(),
      isEdit: z.boolean(),
      hidden: z.boolean(),
      children: z.array(nodeSchema),
    }),
  )
  .meta({ id: 'MenuTreeNode' })

export const backMenuList = defineCall({
  method: 'get',
  path: '/menu/backMenuList',
  summary: '当前用户的菜单（按权限与个人菜单设置）',
  data: z.array(backMenuItem),
})

export const settingList = defineCall({
  method: 'get',
  path: '/menu/setting/list',
  summary: '个人菜单设置：可见菜单项的名称、顺序、是否隐藏',
  data: z.array(
    z.object({
      key: z.string(),
      parentKey: z.string().nullable(),
      label: z.string(),
      defaultLabel: z.string(),
      order: z.number(),
      hidden: z.boolean(),
    }),
  ),
})

export const settingOrder = defineCall({
  method: 'post',
  path: '/menu/setting/order',
  summary: '个人菜单排序：keys 为同级菜单的新顺序',
  body: z.strictObject({ keys: z.array(z.string().min(1).max(128)).min(1, '请提供菜单顺序').max(200) }),
  data: z.null(),
})

export const settingLabelName = defineCall({
  method: 'get',
  path: '/menu/setting/labelName',
  summary: '个人菜单名称',
  query: z.strictObject({ key: z.string().min(1).max(128) }),
  data: z.object({ key: z.string(), labelName: z.string() }),
})

export const setLabelName = defineCall({
  method: 'post',
  path: '/menu/setting/labelName',
  summary: '修改个人菜单名称（labelName 为空时恢复默认）',
  body: z.strictObject({
    key: z.string().min(1).max(128),
    labelName: z.string().trim().max(20, '菜单名称不能超过20个字符'),
  }),
  data: z.object({ key: z.string(), labelName: z.string() }),
})

export const setHidden = defineCall({
  method: 'post',
  path: '/menu/setting/hidden',
  summary: '在个人菜单中隐藏或显示一项',
  body: z.strictObject({ key: z.string().min(1).max(128), hidden: z.boolean() }),
  data: z.null(),
})

export const menuTree = defineCall({
  method: 'get',
  path: '/menu/tree',
  summary: '全局菜单树（三级：领域 → 分组 → 页面）',
  data: z.array(nodeSchema),
})

export const saveMenuTree = defineCall({
  method: 'post',
  path: '/menu/tree',
  summary: '修改全局菜单项（名称、图标、顺序、可编辑、隐藏）',
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
  data: z.array(nodeSchema),
})

/** A change of one menu entry (`POST /menu/tree`). */
export type MenuChange = NonNullable<z.input<NonNullable<typeof saveMenuTree.body>>>['items'][number]

/** Every call of the module, keyed for the contract. */
export const MENU_CALLS = {
  'menu.backMenuList': backMenuList,
  'menu.settingList': settingList,
  'menu.settingOrder': settingOrder,
  'menu.settingLabelName': settingLabelName,
  'menu.setLabelName': setLabelName,
  'menu.setHidden': setHidden,
  'menu.menuTree': menuTree,
  'menu.saveMenuTree': saveMenuTree,
}
