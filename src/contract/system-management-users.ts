/**
 * Administration of users under /api/sso/post/api/ (docs/spec.md §7): register/create,
 * register/updatePassword, getAttrDefine, getRoleNames, user/getAll|editAcc|editAttr|status.
 * Passwords travel AES-encrypted. Framework-free: zod, ./define and the shared validators only.
 */
import { z } from 'zod'
import { isEmail, isMobile } from '../core/domain/validators'
import { attrSchema } from './account'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'

import { SSO } from './prefix'

export { SSO }

/** The attribute keys of docs/spec.md §3 and what their values mean. */
export const ATTR_DEFINES = [
  {
    attrKey: 'auth_area',
    attrName: '权限区域',
    valueType: 'areaCode',
    description: '6位行政区划代码；前2位为平台区域，市级用户按市级代码限定数据',
  },
  {
    attrKey: 'isCompany',
    attrName: '是否企业用户',
    valueType: 'boolean',
    description: '1 是（只能看到本运营商的数据），0 否',
  },
  {
    attrKey: 'operator',
    attrName: '所属运营商',
    valueType: 'operatorId',
    description: '运营商编号（企业用户）',
  },
  { attrKey: 'role_name', attrName: '角色名称', valueType: 'text', description: '显示用角色名称' },
  {
    attrKey: 'production_work_type',
    attrName: '生产作业类型',
    valueType: 'text',
    description: '1 充电，2 换电，3 充换电',
  },
] as const

const KEYS = ATTR_DEFINES.map((define) => define.attrKey) as [string, ...string[]]

/** Schema of an attribute list in a payload. */
export const attrListSchema = z
  .array(z.strictObject({ attrKey: z.enum(KEYS, '不支持的属性'), attrValue: z.string().trim().max(256) }))
  .max(KEYS.length)

const attrDefineSchema = z.object({
  attrKey: z.string(),
  attrName: z.string(),
  valueType: z.enum(['areaCode', 'boolean', 'operatorId', 'text']),
  description: z.string(),
})

const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || isMobile(value), '请输入正确的手机号码')
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmail(value), '请输入正确的邮箱地址')
const roleIds = z.array(z.number().int().positive()).max(50)

/** A role as `getRoleNames` lists it. */
export const roleNameSchema = z.object({ roleId: z.number(), roleName: z.string() })

/** A user of `user/getAll`. */
export const userRow = z.object({
  userId: z.number(),
  username: z.string(),
  name: z.string(),
  nickName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number(),
  resetPwdFlag: z.boolean(),
  createTime: z.string(),
  lastResetPwdTime: z.string(),
  lockedUntil: z.string().nullable(),
  roles: z.array(roleNameSchema),
  attrs: z.array(attrSchema),
})

export const attrDefine = defineCall({
  method: 'get',
  path: `${SSO}/getAttrDefine`,
  summary: '属性定义（auth_area、isCompany、operator、role_name、production_work_type）',
  data: z.array(attrDefineSchema),
})

export const roleNames = defineCall({
  method: 'get',
  path: `${SSO}/getRoleNames`,
  summary: '全部角色名称',
  data: z.array(roleNameSchema),
})

export const createUser = defineCall({
  method: 'post',
  path: `${SSO}/register/create`,
  summary: '新建用户（password 为 AES 加密；新用户首次登录须修改密码）',
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
  data: z.object({ userId: z.number() }),
})

export const updatePassword = defineCall({
  method: 'post',
  path: `${SSO}/register/updatePassword`,
  summary: '重置用户密码（password 为 AES 加密）：用户须在下次登录时修改，已打开的会话收到 607',
  body: z.strictObject({
    userId: z.number().int().positive(),
    password: z.string().min(1, '请输入密码').max(512),
  }),
  data: z.null(),
})

export const userList = defineCall({
  method: 'get',
  path: `${SSO}/user/getAll`,
  summary: '用户列表（keyword 匹配用户名、姓名、拼音；按角色、状态、区域筛选）',
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
  data: pageOf(userRow),
})

export const editAccount = defineCall({
  method: 'post',
  path: `${SSO}/user/editAcc`,
  summary: '修改用户账号信息与角色',
  body: z.strictObject({
    userId: z.number().int().positive(),
    name: z.string().trim().min(1, '请输入姓名').max(32).optional(),
    nickName: z.string().trim().min(1).max(32).optional(),
    phoneNumber: phone.optional(),
    email: email.optional(),
    roleIds: roleIds.optional(),
  }),
  data: z.null(),
})

export const editUserAttrs = defineCall({
  method: 'post',
  path: `${SSO}/user/editAttr`,
  summary: '设置用户属性（整体替换；空值表示删除）',
  body: z.strictObject({ userId: z.number().int().positive(), attrs: attrListSchema }),
  data: z.null(),
})

export const userStatus = defineCall({
  method: 'get',
  path: `${SSO}/user/status`,
  summary: '启用（status=1）或停用（status=0）用户；停用结束其会话（607）',
  query: z.strictObject({
    userId: z.coerce.number().int().positive(),
    status: z.enum(['0', '1'], '状态应为 0 或 1'),
  }),
  data: z.null(),
})

/** Every call of the module, keyed for the contract. */
export const SYSTEM_MANAGEMENT_USERS_CALLS = {
  'system-management-users.attrDefine': attrDefine,
  'system-management-users.roleNames': roleNames,
  'system-management-users.createUser': createUser,
  'system-management-users.updatePassword': updatePassword,
  'system-management-users.userList': userList,
  'system-management-users.editAccount': editAccount,
  'system-management-users.editUserAttrs': editUserAttrs,
  'system-management-users.userStatus': userStatus,
}
