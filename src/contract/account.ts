/**
 * The signed-in user's calls (api.md: Session; docs/spec.md §4, §7): sign-in and sign-out, the
 * long-token hand-off, user_info, the profile, the password, sign-in history, own strategies
 * and the avatar. Framework-free: zod, ./ modules and the shared validators only.
 */
import { z } from 'zod'
import { isEmail, isMobile } from '../core/domain/validators'
import { defineCall } from './define'
import { pictureAnswer } from './file-answers'

/** `POST /login`: form-encoded, the password AES-encrypted. */
export const login = defineCall({
  method: 'post',
  path: '/login',
  summary: '登录（表单：username，password 为 AES 加密的密码）',
  bodyType: 'form',
  body: z.strictObject({
    username: z.string().trim().min(1, '请输入用户名').max(64),
    password: z.string().min(1, '请输入密码').max(512),
  }),
  data: z.object({ resetPwdFlag: z.boolean() }),
})

const logoutSummary = '退出登录（GET 或 POST，须带 X-Requested-With 请求头）'
/** `GET /new_logout` (docs/spec.md §4). */
export const logout = defineCall({
  method: 'get',
  path: '/new_logout',
  summary: logoutSummary,
  data: z.null(),
})
/** `POST /new_logout`, the same as the GET. */
export const logoutPost = defineCall({
  method: 'post',
  path: '/new_logout',
  summary: logoutSummary,
  data: z.null(),
})

/** A one-time long-token for hand-off (decisions: Long-token). */
export const issueLongToken = defineCall({
  method: 'post',
  path: '/sso/token',
  summary: '签发一次性 long-token（单点登录交接，几分钟内有效，只能使用一次）',
  data: z.object({ token: z.string(), expiresAt: z.string() }),
})

/** An attribute of a user or role: auth_area, isCompany, operator, role_name, … */
export const attrSchema = z.object({ attrKey: z.string(), attrValue: z.string() })

/** `GET /user_info` (api.md): everything the session needs, with auths and to-do counts. */
export const userInfoData = z.object({
  name: z.string(),
  nickName: z.string().optional(),
  pages: z.array(z.string()).optional(),
  /** 1 means not city-level (docs/spec.md §3). */
  areaType: z.number().nullable().optional(),
  authStg: z.union([z.boolean(), z.number()]).nullable().optional(),
  operatorsType: z.union([z.number(), z.string()]).nullable().optional(),
  attrs: z.array(attrSchema).optional(),
  resetPwdFlag: z.boolean().optional(),
  userInfo: z
    .object({
      createTime: z.union([z.string(), z.number()]).nullable().optional(),
      lastResetPwdTime: z.union([z.string(), z.number()]).nullable().optional(),
    })
    .nullable()
    .optional(),
  auths: z.array(z.object({ resPath: z.string() })).optional(),
  feedbackCount: z.number().optional(),
  evaluateCount: z.number().optional(),
  phoneNumber: z.string().nullable().optional(),
})

export const userInfo = defineCall({
  method: 'get',
  path: '/user_info',
  summary: '当前用户信息（会话所需的全部字段，含 auths 与待办计数）',
  data: userInfoData,
})

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

export const userProfile = defineCall({
  method: 'get',
  path: '/user/userInfo',
  summary: '当前用户资料（头像、电话、邮箱）',
  data: profileSchema,
})

export const updateProfile = defineCall({
  method: 'post',
  path: '/user/profile',
  summary: '修改个人资料',
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
  data: profileSchema,
})

/** Form-encoded, both passwords AES-encrypted (docs/spec.md §7). */
export const changePassword = defineCall({
  method: 'post',
  path: '/user/change_pwd',
  summary: '修改密码（表单：username、oldPwd、newPwd，密码均 AES 加密）',
  bodyType: 'form',
  body: z.strictObject({
    username: z.string().min(1, '请输入用户名'),
    oldPwd: z.string().max(512).default(''),
    newPwd: z.string().max(512).default(''),
  }),
  data: z.null(),
})

export const loginHistory = defineCall({
  method: 'get',
  path: '/user/loginHistory',
  summary: '当前用户最近的登录记录',
  query: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  data: z.array(z.object({ time: z.string(), ip: z.string(), userAgent: z.string(), result: z.string() })),
})

/** A strategy as the administration and `/stg/get` list it. */
export const strategyRow = z.object({
  stgId: z.number(),
  stgName: z.string(),
  appId: z.string(),
  description: z.string(),
})

export const userStrategies = defineCall({
  method: 'get',
  path: '/stg/get',
  summary: '当前用户的策略（经角色绑定）及其授权的页面操作',
  data: z.array(strategyRow.extend({ actions: z.array(z.string()) })),
})

export const uploadAvatar = defineCall({
  method: 'post',
  path: '/user/avatar',
  summary: '上传头像（multipart 字段 file；jpg、png、webp，不超过2MB）',
  bodyType: 'multipart',
  body: z.object({ file: z.instanceof(File, { message: '请选择图片文件' }) }).strict(),
  docBody: z.object({
    file: z.string().meta({ format: 'binary', description: 'jpg、png 或 webp，不超过2MB' }),
  }),
  data: z.object({ avatar: z.string() }),
})

export const avatarFile = defineCall({
  method: 'get',
  path: '/uploads/avatars/:file',
  summary: '头像图片',
  data: pictureAnswer,
})

/** Every call of the module, keyed for the contract. */
export const ACCOUNT_CALLS = {
  'account.login': login,
  'account.logout': logout,
  'account.logoutPost': logoutPost,
  'account.issueLongToken': issueLongToken,
  'account.userInfo': userInfo,
  'account.userProfile': userProfile,
  'account.updateProfile': updateProfile,
  'account.changePassword': changePassword,
  'account.loginHistory': loginHistory,
  'account.userStrategies': userStrategies,
  'account.uploadAvatar': uploadAvatar,
  'account.avatarFile': avatarFile,
}
