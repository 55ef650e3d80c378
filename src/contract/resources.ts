/**
 * The list engine's calls (api.md: Business resources): every list resource answers
 * `GET /<area>/<name>` (a page of rows), `GET /<area>/<name>/:id` (one row with its related
 * records) and `POST /<area>/<name>/export` (an export job, the list's parameters as body).
 * The server narrows the list's query to the resource's own filters and sort keys.
 * Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall, pageOf } from './define'

/** A row of a resource: its fields by name (the resource's description gives them). */
export const resourceRow = z.record(z.string(), z.unknown())

/** The list's parameters: page, sort, keyword and each filter, all as text. */
export const resourceQuery = z.record(z.string(), z.string().optional())

/** The three calls of one list resource. */
function resource(area: string, name: string, title: string) {
  const path = `/${area}/${name}`
  return {
    list: defineCall({
      method: 'get',
      path,
      summary: `${title}列表`,
      query: resourceQuery,
      data: pageOf(resourceRow),
    }),
    export: defineCall({
      method: 'post',
      path: `${path}/export`,
      summary: `${title}导出（参数同列表），返回导出任务 { id }`,
      body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      data: z.object({ id: z.string() }),
    }),
    detail: defineCall({
      method: 'get',
      path: `${path}/:id`,
      summary: `${title}详情（含关联记录）`,
      data: resourceRow,
    }),
  }
}

/** The calls of a list resource. */
export type ResourceCalls = ReturnType<typeof resource>

/** Every list resource by `<area>/<name>`, with its title. */
const TITLES = {
  'archives-management/stations': '充电站档案',
  'archives-management/equipment': '充电设备档案',
  'archives-management/connectors': '充电接口档案',
  'archives-management/orders': '充电订单档案',
  'archives-management/operators': '运营商档案',
  'archives-management/platform-operators': '平台运营商档案',
  'archives-management/swap-stations': '换电站档案',
  'archives-management/swap-orders': '换电订单档案',
  'archives-management/batteries': '电池档案',
  'archives-management/no-power-equipment': '零电量设备',
  'archives-management/files': '文件管理',
  'archives-management/assessment-records': '场站评定记录',
  'archives-management/rural-stations': '乡村站标记',
  'universal-services/operator-info': '运营商信息',
  'universal-services/certifications': '认证管理',
  'universal-services/access-applies': '接入审核',
  'universal-services/enterprise-applies': '企业备案申请',
  'universal-services/enterprise-records': '企业备案审核',
  'universal-services/accessproof-applies': '接入证明申请',
  'universal-services/accessproof-records': '接入证明审核',
  'universal-services/accessproof-releases': '接入证明发放',
  'ops-services/alarms': '故障告警',
  'operating-services/charging-devices': '充电设备运行',
  'mobile-management/users': 'APP用户',
  'mobile-management/operators': 'APP运营商',
  'mobile-management/brands': '运营商品牌',
  'mobile-management/orders': 'APP订单',
  'mobile-management/columns': '栏目',
  'mobile-management/feedback': 'APP意见反馈',
  'mobile-management/versions': 'APP版本',
  'mobile-management/recommend-stations': '推荐场站',
  'mobile-management/evaluations': '评价',
  'mobile-management/news': '新闻',
  'mobile-management/information': '资讯',
  'mobile-management/contents': '内容',
  'data-input/holidays': '节假日管理',
  'supervise-services/batches': '补贴批次',
  'supervise-services/subsidy-applies': '补贴申请',
  'supervise-services/subsidy-audits': '补贴审核',
  'supervise-services/publicities': '补贴公示',
  'supervise-services/subsidies': '补贴发放',
  'supervise-services/fees': '收费监管',
  'supervise-services/supervised-stations': '监管清单',
  'feedback/staff-feedbacks': '意见反馈管理',
  'feedback/manager-feedbacks': '反馈审核派发',
  'feedback/operator-feedbacks': '反馈处理',
  'assessment/uploads': '评定材料上传',
  'assessment/evaluation-uploads': '评定材料上传',
  'assessment/reviews': '评定审核',
  'assessment/records': '评定记录',
  'data-input/reporting-tasks': '填报任务',
  'data-input/reporting-targets': '填报情况',
} as const

/** A list resource's `<area>/<name>`. */
export type ResourceKey = keyof typeof TITLES

/** The calls of every list resource, by `<area>/<name>`. */
export const RESOURCES_CALLS = Object.fromEntries(
  Object.entries(TITLES).map(([key, title]) => {
    const [area, name] = key.split('/')
    return [key, resource(area, name, title)]
  }),
) as Record<ResourceKey, ResourceCalls>

/** The calls of one list resource (undefined: the resource has no contract entry). */
export function resourceCalls(key: string): ResourceCalls | undefined {
  return (RESOURCES_CALLS as Record<string, ResourceCalls>)[key]
}

/** Every call of the module, keyed for the contract. */
export const RESOURCE_CALLS: Record<string, ReturnType<typeof defineCall>> = Object.fromEntries(
  Object.entries(RESOURCES_CALLS).flatMap(([key, calls]) =>
    Object.entries(calls).map(([kind, call]) => [`resources.${key}.${kind}`, call]),
  ),
)
