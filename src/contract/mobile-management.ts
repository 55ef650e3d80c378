/**
 * The mobile-management area's calls beyond the list engine's list, detail and export (issue 20):
 * app users disabled and enabled with a reason, feedback replied and closed, evaluations approved
 * or hidden with a reason, the sensitive-word list, columns, versions (must increase per
 * platform), operators and brands shown in the app with their logos, and recommended stations
 * with their order. A step not allowed from the current status answers 409 and changes nothing.
 * Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall, seenVersion } from './define'
import { pictureAnswer } from './file-answers'
import { text } from './text'

const A = '/mobile-management'
const row = z.object({ id: z.number() }).passthrough()
const reason = (label: string) =>
  z.strictObject({ reason: text({ label, min: 1, max: 500, multiline: true }), ...seenVersion })

const post = <B extends z.ZodType | undefined>(path: string, summary: string, body: B) =>
  defineCall({ method: 'post', path: `${A}${path}`, summary, body, data: row })

export const disableUser = post('/users/:id/disable', 'APP用户：停用（需填写原因）', reason('停用原因'))
export const enableUser = post('/users/:id/enable', 'APP用户：启用（需填写原因）', reason('启用原因'))

export const replyFeedback = post(
  '/feedback/:id/reply',
  'APP意见反馈：回复（待回复或已回复时）',
  z.strictObject({ reply: text({ label: '回复内容', min: 1, max: 1000, multiline: true }), ...seenVersion }),
)
export const closeFeedback = post('/feedback/:id/close', 'APP意见反馈：关闭', z.strictObject(seenVersion))

export const approveEvaluation = post(
  '/evaluations/:id/approve',
  '评价：审核通过',
  z.strictObject(seenVersion),
)
export const hideEvaluation = post('/evaluations/:id/hide', '评价：隐藏（需填写原因）', reason('隐藏原因'))

/** The sensitive words highlighted in evaluations. */
export const sensitiveWords = defineCall({
  method: 'get',
  path: `${A}/sensitive-words`,
  summary: '评价敏感词列表',
  data: z.object({ words: z.array(z.string()) }),
})
export const saveSensitiveWords = defineCall({
  method: 'post',
  path: `${A}/sensitive-words`,
  summary: '保存评价敏感词列表（整体替换）',
  body: z.strictObject({
    words: z.array(text({ label: '敏感词', min: 1, max: 32 })).max(500, '敏感词不能超过500个'),
  }),
  data: z.object({ words: z.array(z.string()) }),
})

const columnBody = z.strictObject({
  columnName: text({ label: '栏目名称', min: 1, max: 32 }),
  sortOrder: z.coerce
    .number({ message: '请输入排序' })
    .int('排序须为整数')
    .min(1, '排序须大于0')
    .max(9999, '排序不能超过9999'),
  status: z.union([z.literal(0), z.literal(1)], { message: '请选择状态' }),
  remark: text({ label: '说明', max: 500, multiline: true }).optional(),
})
export const createColumn = post('/columns', '栏目：新增', columnBody)
export const updateColumn = post('/columns/:id', '栏目：编辑', columnBody)
export const deleteColumn = post('/columns/:id/delete', '栏目：删除', undefined)

export const releaseVersion = post(
  '/versions',
  'APP版本：发布（版本号须为 x.y.z，且高于该平台当前版本）',
  z.strictObject({
    platform: z.enum(['android', 'ios', 'harmony'], { message: '请选择平台' }),
    version: z
      .string()
      .trim()
      .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, '版本号格式应为 x.y.z，如 3.6.0'),
    forceUpdate: z.union([z.literal(0), z.literal(1)], { message: '请选择是否强制更新' }),
    releaseNotes: text({ label: '更新说明', min: 1, max: 2000, multiline: true }),
  }),
)

export const updateOperator = defineCall({
  method: 'post',
  path: `${A}/operators/:id`,
  summary: 'APP运营商：是否在APP中显示与显示顺序',
  body: z.strictObject({
    shown: z.union([z.literal(0), z.literal(1)], { message: '请选择是否显示' }),
    sortOrder: z.coerce
      .number({ message: '请输入显示顺序' })
      .int('显示顺序须为整数')
      .min(1, '显示顺序须大于0')
      .max(9999, '显示顺序不能超过9999'),
  }),
  data: z.object({ operatorId: z.string() }).passthrough(),
})

export const updateBrand = defineCall({
  method: 'post',
  path: `${A}/brands/:id`,
  summary: '运营商品牌：品牌名称',
  body: z.strictObject({ brandName: text({ label: '品牌名称', min: 1, max: 32 }) }),
  data: z.object({ operatorId: z.string() }).passthrough(),
})

export const uploadLogo = defineCall({
  method: 'post',
  path: `${A}/brands/:id/logo`,
  summary:
    '上传运营商品牌标志（multipart：file；jpg、png、webp，不超过200KB，宽高 64–1024 像素；服务器另存 128 像素以内的缩略图）',
  bodyType: 'multipart',
  body: z.strictObject({ file: z.instanceof(File, { message: '请选择图片' }) }),
  data: z.object({ operatorId: z.string(), logo: z.string() }),
})
export const logoFile = defineCall({
  method: 'get',
  path: `${A}/brands/:id/logo`,
  summary: '运营商品牌标志图片（size=thumb：128 像素以内的 PNG 缩略图）',
  query: z.object({
    size: z.enum(['thumb'], { message: 'size 只能是 thumb' }).optional(),
    v: z.string().max(64).optional(),
  }),
  data: pictureAnswer,
})

const validity = {
  validFrom: z.string({ message: '请选择生效时间' }).min(1, '请选择生效时间'),
  validTo: z.string({ message: '请选择失效时间' }).min(1, '请选择失效时间'),
}
export const addRecommend = post(
  '/recommend-stations',
  '推荐场站：新增（仅正常使用的充电站）',
  z.strictObject({
    stationId: z.string().trim().min(1, '请输入充电站ID').max(20, '充电站ID不能超过20个字符'),
    ...validity,
  }),
)
export const updateRecommend = post(
  '/recommend-stations/:id',
  '推荐场站：修改有效期',
  z.strictObject(validity),
)
export const deleteRecommend = post('/recommend-stations/:id/delete', '推荐场站：删除', undefined)
export const orderRecommend = defineCall({
  method: 'post',
  path: `${A}/recommend-stations/order`,
  summary: '推荐场站：保存顺序（全部推荐的 id，按新顺序）',
  body: z.strictObject({ ids: z.array(z.number().int()).min(1, '顺序不能为空').max(200) }),
  data: z.object({ ids: z.array(z.number()) }),
})

/** Every call of the module, keyed for the contract. */
export const MOBILE_MANAGEMENT_CALLS = {
  'mobile-management.disableUser': disableUser,
  'mobile-management.enableUser': enableUser,
  'mobile-management.replyFeedback': replyFeedback,
  'mobile-management.closeFeedback': closeFeedback,
  'mobile-management.approveEvaluation': approveEvaluation,
  'mobile-management.hideEvaluation': hideEvaluation,
  'mobile-management.sensitiveWords': sensitiveWords,
  'mobile-management.saveSensitiveWords': saveSensitiveWords,
  'mobile-management.createColumn': createColumn,
  'mobile-management.updateColumn': updateColumn,
  'mobile-management.deleteColumn': deleteColumn,
  'mobile-management.releaseVersion': releaseVersion,
  'mobile-management.updateOperator': updateOperator,
  'mobile-management.updateBrand': updateBrand,
  'mobile-management.uploadLogo': uploadLogo,
  'mobile-management.logoFile': logoFile,
  'mobile-management.addRecommend': addRecommend,
  'mobile-management.updateRecommend': updateRecommend,
  'mobile-management.deleteRecommend': deleteRecommend,
  'mobile-management.orderRecommend': orderRecommend,
}
