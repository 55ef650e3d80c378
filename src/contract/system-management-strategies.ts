/**
 * Administration of strategies and page APIs under /api/sso/post/api/ (docs/spec.md §7): the
 * page tree of the check tree, the list, a strategy's actions, create, edit, and the page APIs
 * bound to a strategy. Framework-free: zod and the contract's own modules only.
 */
import { z } from 'zod'
import { strategyRow } from './account'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'
import { SSO } from './system-management-users'

const stgId = z.number().int().positive()
const stgName = z.string().trim().min(1, '请输入策略名称').max(64, '策略名称不能超过64个字符')
const actions = z.array(z.string().max(128)).max(5000)

/** A node of the page tree (`stg/getAuthAllPageStgs`): area → group → page → action. */
export interface PageTreeNode {
  key: string
  label: string
  resPath?: string
  children?: PageTreeNode[]
}
const pageTreeNode: z.ZodType<PageTreeNode> = z.object({
  key: z.string(),
  label: z.string(),
  resPath: z.string().optional(),
  get children() {
    return z.array(pageTreeNode).optional()
  },
})

/** A strategy of `stg/getAll`. */
export const strategyListRow = strategyRow.extend({
  actionCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
})

/** A page API and whether it is bound to the strategy asked about. */
export const pageApiRow = z.object({
  id: z.number(),
  page: z.string(),
  method: z.string(),
  apiPath: z.string(),
  description: z.string(),
  bound: z.boolean(),
})

export const pageStgs = defineCall({
  method: 'get',
  path: `${SSO}/stg/getAuthAllPageStgs`,
  summary: '全部页面及其操作（策略勾选树：领域 → 分组 → 页面 → 操作）',
  data: z.array(pageTreeNode),
})

export const stgList = defineCall({
  method: 'get',
  path: `${SSO}/stg/getAll`,
  summary: '策略列表',
  query: pageQuery
    .extend({ keyword: z.string().trim().max(64).optional(), appId: z.string().max(64).optional() })
    .strict(),
  data: pageOf(strategyListRow),
})

export const stgActions = defineCall({
  method: 'post',
  path: `${SSO}/stg/getActions`,
  summary: '策略授权的页面操作（resPath 列表）',
  body: z.strictObject({ stgId }),
  data: z.object({ stgId: z.number(), actions: z.array(z.string()) }),
})

export const createStg = defineCall({
  method: 'post',
  path: `${SSO}/stg/createStg`,
  summary: '新建策略（actions 为 resPath 列表）',
  body: z.strictObject({
    appId: z.string().min(1).max(64).default('ev-console'),
    stgName,
    description: z.string().trim().max(256).default(''),
    actions: actions.default([]),
  }),
  data: z.object({ stgId: z.number() }),
})

export const editStg = defineCall({
  method: 'post',
  path: `${SSO}/stg/editStg`,
  summary: '修改策略（?appId= 所属资源；actions 给出时整体替换）',
  query: z.strictObject({ appId: z.string().min(1).max(64) }),
  body: z.strictObject({
    stgId,
    stgName: stgName.optional(),
    description: z.string().trim().max(256).optional(),
    actions: actions.optional(),
  }),
  data: z.null(),
})

export const pageApi = defineCall({
  method: 'post',
  path: `${SSO}/pageApi/getPageApi`,
  summary: '页面接口及其是否绑定到策略（?stgId=）',
  query: z.strictObject({ stgId: z.coerce.number().int().positive() }),
  data: z.array(pageApiRow),
})

const pageApiChange = (call: 'addStgs' | 'delStgs', summary: string) =>
  defineCall({
    method: 'post',
    path: `${SSO}/pageApi/${call}`,
    summary,
    body: z.strictObject({
      stgId,
      pageApiIds: z.array(z.number().int().positive()).min(1, '请选择页面接口').max(1000),
    }),
    data: z.null(),
  })
/** Bind page APIs to a strategy. */
export const addPageApis = pageApiChange('addStgs', '将页面接口绑定到策略')
/** Unbind page APIs from a strategy. */
export const delPageApis = pageApiChange('delStgs', '解除页面接口与策略的绑定')

/** Every call of the module, keyed for the contract. */
export const SYSTEM_MANAGEMENT_STRATEGIES_CALLS = {
  'system-management-strategies.pageStgs': pageStgs,
  'system-management-strategies.stgList': stgList,
  'system-management-strategies.stgActions': stgActions,
  'system-management-strategies.createStg': createStg,
  'system-management-strategies.editStg': editStg,
  'system-management-strategies.pageApi': pageApi,
  'system-management-strategies.addPageApis': addPageApis,
  'system-management-strategies.delPageApis': delPageApis,
}
