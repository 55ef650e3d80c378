/**
 * Administration of resources (applications) under /api/sso/post/api/resource/ (docs/spec.md
 * §7). Framework-free: zod and the contract's own modules only.
 */
import { z } from 'zod'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'
import { SSO } from './system-management-users'

const appName = z.string().trim().min(1, '请输入资源名称').max(64, '资源名称不能超过64个字符')
const appUrl = z.string().trim().max(512, '地址不能超过512个字符')

/** A resource of `resource/getAll`, with how many strategies belong to it. */
export const resourceRow = z.object({
  appId: z.string(),
  appName: z.string(),
  appUrl: z.string(),
  description: z.string(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  stgCount: z.number(),
})

export const resourceList = defineCall({
  method: 'get',
  path: `${SSO}/resource/getAll`,
  summary: '资源（应用）列表',
  query: pageQuery.extend({ keyword: z.string().trim().max(64).optional() }).strict(),
  data: pageOf(resourceRow),
})

export const createResource = defineCall({
  method: 'post',
  path: `${SSO}/resource/createRes`,
  summary: '新建资源（应用）',
  body: z.strictObject({
    appId: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{1,63}$/, '资源编号为2-64位小写字母、数字或连字符，以字母开头'),
    appName,
    appUrl: appUrl.default(''),
    description: z.string().trim().max(256).default(''),
  }),
  data: z.object({ appId: z.string() }),
})

export const editResource = defineCall({
  method: 'post',
  path: `${SSO}/resource/editRes`,
  summary: '修改资源（?appId=）',
  query: z.strictObject({ appId: z.string().min(1).max(64) }),
  body: z.strictObject({
    appName: appName.optional(),
    appUrl: appUrl.optional(),
    description: z.string().trim().max(256).optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  data: z.null(),
})

/** Every call of the module, keyed for the contract. */
export const SYSTEM_MANAGEMENT_RESOURCES_CALLS = {
  'system-management-resources.resourceList': resourceList,
  'system-management-resources.createResource': createResource,
  'system-management-resources.editResource': editResource,
}
