/**
 * Administration of roles under /api/sso/post/api/role/ (docs/spec.md §7): the list, create,
 * edit, attributes, delete and the strategies bound to a role. Framework-free: zod and the
 * contract's own modules only.
 */
import { z } from 'zod'
import { attrSchema, strategyRow } from './account'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'
import { attrListSchema, SSO } from './system-management-users'
import { text } from './text'

const roleName = text({ label: '角色名称', min: 1, max: 32 })
const roleId = z.number().int().positive()
const stgIds = z.array(z.number().int().positive()).min(1, '请选择策略').max(200)

/** A role of `role/getAll`, with how many users hold it and how many strategies it binds. */
export const roleRow = z.object({
  roleId: z.number(),
  roleName: z.string(),
  description: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  userCount: z.number(),
  stgCount: z.number(),
})

export const roleList = defineCall({
  method: 'get',
  path: `${SSO}/role/getAll`,
  summary: '角色列表（含用户数、策略数）',
  query: pageQuery.extend({ keyword: z.string().trim().max(64).optional() }).strict(),
  data: pageOf(roleRow),
})

export const createRole = defineCall({
  method: 'post',
  path: `${SSO}/role/createRole`,
  summary: '新建角色',
  body: z.strictObject({
    roleName,
    description: text({ label: '角色描述', max: 256, multiline: true }).default(''),
  }),
  data: z.object({ roleId: z.number() }),
})

export const editRole = defineCall({
  method: 'post',
  path: `${SSO}/role/editRole`,
  summary: '修改角色名称与说明',
  body: z.strictObject({
    roleId,
    roleName: roleName.optional(),
    description: z.string().trim().max(256).optional(),
  }),
  data: z.null(),
})

export const roleAttrs = defineCall({
  method: 'post',
  path: `${SSO}/role/getAttr`,
  summary: '角色属性',
  body: z.strictObject({ roleId }),
  data: z.array(attrSchema),
})

export const editRoleAttrs = defineCall({
  method: 'post',
  path: `${SSO}/role/editAttr`,
  summary: '设置角色属性（整体替换；用户自己的属性优先）',
  body: z.strictObject({ roleId, attrs: attrListSchema }),
  data: z.null(),
})

export const deleteRole = defineCall({
  method: 'get',
  path: `${SSO}/role/delRole`,
  summary: '删除角色（仍有用户持有时拒绝，409）',
  query: z.strictObject({ roleId: z.coerce.number().int().positive().max(2_147_483_647) }),
  data: z.null(),
})

export const roleStgs = defineCall({
  method: 'post',
  path: `${SSO}/role/getRoleStgs`,
  summary: '角色绑定的策略（?roleId=）',
  query: z.strictObject({ roleId: z.coerce.number().int().positive().max(2_147_483_647) }),
  data: z.array(strategyRow),
})

const stgChange = (call: 'addRoleStgs' | 'delRoleStgs', summary: string) =>
  defineCall({
    method: 'post',
    path: `${SSO}/role/${call}`,
    summary,
    body: z.strictObject({ roleId, stgIds }),
    data: z.null(),
  })
/** Bind strategies to a role. */
export const addRoleStgs = stgChange('addRoleStgs', '为角色绑定策略')
/** Unbind strategies from a role. */
export const delRoleStgs = stgChange('delRoleStgs', '解除角色绑定的策略')

/** Every call of the module, keyed for the contract. */
export const SYSTEM_MANAGEMENT_ROLES_CALLS = {
  'system-management-roles.roleList': roleList,
  'system-management-roles.createRole': createRole,
  'system-management-roles.editRole': editRole,
  'system-management-roles.roleAttrs': roleAttrs,
  'system-management-roles.editRoleAttrs': editRoleAttrs,
  'system-management-roles.deleteRole': deleteRole,
  'system-management-roles.roleStgs': roleStgs,
  'system-management-roles.addRoleStgs': addRoleStgs,
  'system-management-roles.delRoleStgs': delRoleStgs,
}
