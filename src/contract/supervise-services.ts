/**
 * Supervision and subsidies (issue 17) beyond the list engine's list, detail and export: subsidy
 * batches, the subsidy application calls of the workflow engine (`:resource` is
 * `subsidy-applies` or `subsidy-audits`), publicity batches with objections, and disbursements.
 * Money travels as decimal strings of 元 with at most two decimals and is kept as integer 分
 * (decisions: Money); the amount of an application is never sent by the applicant: the server
 * computes it from the platform's data. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { isYuan, plainAmount, yuanMessage } from '../core/domain/amount'
import { applicationCalls, applicationDetail, attachmentIds, flowFields } from './applications'
import { defineCall } from './define'
import { DOCUMENT_RULES, fileCalls, storedFile } from './files'
import { resourceRow } from './resources'
import { calendarDate as date, text } from './text'

// spec §5 amount: thousands commas are allowed as typed; the handlers get plain decimal text.
const yuan = (label: string) =>
  z
    .string({ message: `请输入${label}` })
    .refine(isYuan, yuanMessage(label))
    .transform(plainAmount)

/** A subsidy batch as staff set it up. */
export const batchBody = z.strictObject({
  batchName: text({ label: '批次名称', min: 1, max: 64 }),
  year: z
    .number({ message: '请输入年度' })
    .int('年度应为整数')
    .min(2000, '年度不在范围内')
    .max(2100, '年度不在范围内'),
  type: z.enum(['construction', 'operation'], { message: '请选择补贴类型' }),
  /** 元 per kW (construction) or per kWh (operation). */
  rate: yuan('补贴标准'),
  stationCap: yuan('单站补贴上限'),
  operatorCap: yuan('单个运营商补贴上限'),
  periodStart: date('统计开始日期'),
  periodEnd: date('统计结束日期'),
  /** The last day applications are taken (Beijing time, to the day's end): 已截止 after it. */
  applyDeadline: date('申报截止日期'),
  areaCode: z
    .string()
    .regex(/^\d{6}$/, '请选择所属区域')
    .optional(),
  status: z.union([z.literal(0), z.literal(1)], { message: '请选择批次状态' }),
  remark: text({ label: '备注', max: 500, multiline: true }).optional(),
})

export const createBatch = defineCall({
  method: 'post',
  path: '/supervise-services/batches',
  summary: '新增补贴批次（费率、上限为负数或过大返回400）',
  body: batchBody,
  data: resourceRow,
})

export const updateBatch = defineCall({
  method: 'post',
  path: '/supervise-services/batches/:id',
  summary: '修改补贴批次（已有提交的申请后不能修改费率和上限，返回409）',
  body: batchBody,
  data: resourceRow,
})

/** A station the applicant may apply for in a batch, with the amount it would get. */
export const eligibleStation = z.object({
  stationId: z.string(),
  stationName: z.string(),
  areaCode: z.string(),
  basisCenti: z.number(),
  rate: z.number(),
  rawAmount: z.number(),
  amount: z.number(),
  capApplied: z.string(),
})

export const eligibleStations = defineCall({
  method: 'get',
  path: '/supervise-services/batches/:id/eligible-stations',
  summary: '可申请的充电站（本企业运营、正常使用、本批次尚未申请），含按平台数据计算的补贴金额',
  query: z.strictObject({ operatorId: z.string().trim().max(9).optional() }),
  data: z.array(eligibleStation),
})

/** The own fields of a subsidy application: batch and station, and a contact. */
export const subsidyFields = z.strictObject({
  batchId: z.number({ message: '请选择补贴批次' }).int().positive('请选择补贴批次'),
  stationId: z.string({ message: '请选择充电站' }).trim().min(1, '请选择充电站').max(20),
  contactPerson: text({ label: '联系人', min: 1, max: 32 }),
  contactTel: z
    .string({ message: '请输入11位手机号码' })
    .trim()
    .regex(/^1[2-9]\d{9}$/, '请输入11位手机号码'),
  remark: text({ label: '备注', max: 500, multiline: true }).optional(),
})

export const createApplication = defineCall({
  method: 'post',
  path: '/supervise-services/:resource',
  summary: '新建补贴申请（草稿）；金额由服务器按平台数据计算',
  body: z.strictObject({
    type: z.string().optional(),
    operatorId: z.string().trim().max(9).optional(),
    areaCode: z.string().optional(),
    fields: flowFields,
    attachmentIds,
  }),
  data: applicationDetail,
})

export const { saveApplication, stepApplication } = applicationCalls('/supervise-services', {
  save: '保存补贴申请（草稿或退回后；批次和站点不能更改；version 不一致返回409）',
  step: '补贴申请流程步骤：提交、重新提交、区级审核通过、市级审核通过、退回补充材料、审核不通过',
  type: z.string().optional(),
})

export const { upload: uploadAttachment, file: attachmentFile } = fileCalls(
  '/supervise-services/attachments',
  {
    noun: '补贴申请证明材料',
    rules: DOCUMENT_RULES,
    filedUnder: true,
    data: storedFile,
  },
)

export const createPublicity = defineCall({
  method: 'post',
  path: '/supervise-services/publicities',
  summary: '发布补贴公示（审核通过的申请；公示期不少于5个工作日，按节假日管理计算）',
  body: z.strictObject({
    title: text({ label: '公示标题', min: 1, max: 128 }),
    startDate: date('公示开始日期'),
    endDate: date('公示结束日期'),
    applyIds: z.array(z.string().max(20)).min(1, '请选择要公示的申请').max(200, '一次最多公示200个申请'),
  }),
  data: resourceRow,
})

export const recordObjection = defineCall({
  method: 'post',
  path: '/supervise-services/publicities/:id/objection',
  summary: '登记公示异议（公示期内；该申请退回市级审核）',
  body: z.strictObject({
    applyId: z.string({ message: '请选择有异议的申请' }).min(1, '请选择有异议的申请').max(20),
    content: text({ label: '异议内容', min: 1, max: 500, multiline: true }),
  }),
  data: resourceRow,
})

export const createPayment = defineCall({
  method: 'post',
  path: '/supervise-services/payments',
  summary: '登记补贴发放（待补贴的申请；发放金额不超过核定金额）',
  body: z.strictObject({
    applyId: z.string({ message: '请选择申请' }).min(1, '请选择申请').max(20),
    amount: yuan('发放金额'),
    payDate: date('发放日期'),
    voucherNo: text({ label: '凭证号', min: 1, max: 64 }),
    remark: text({ label: '备注', max: 500, multiline: true }).optional(),
  }),
  data: resourceRow,
})

const price = (label: string) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, `${label}应为不超过四位小数的金额（元/kWh，小于100）`)

const capRow = z.object({
  period: z.string(),
  elecCap: z.number(),
  serviceCap: z.number(),
  elecCapText: z.string(),
  serviceCapText: z.string(),
  updaterName: z.string(),
  updateTime: z.string(),
})

export const priceCaps = defineCall({
  method: 'get',
  path: '/supervise-services/price-caps',
  summary: '政府限价：尖、峰、平、谷各时段的电价和服务费上限（元/kWh）',
  data: z.array(capRow),
})

export const savePriceCaps = defineCall({
  method: 'post',
  path: '/supervise-services/price-caps',
  summary: '修改政府限价（四个时段）；随后重新标记超过限价的充电站',
  body: z.strictObject({
    caps: z
      .array(
        z.strictObject({
          period: z.enum(['tip', 'peak', 'flat', 'valley'], { message: '请选择时段' }),
          elecCap: price('电价上限'),
          serviceCap: price('服务费上限'),
        }),
      )
      .length(4, '请填写尖、峰、平、谷四个时段的限价'),
  }),
  data: z.object({ flagged: z.number() }),
})

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const SUPERVISE_SERVICES_CALLS = {
  'supervise-services.createBatch': createBatch,
  'supervise-services.updateBatch': updateBatch,
  'supervise-services.eligibleStations': eligibleStations,
  'supervise-services.createApplication': createApplication,
  'supervise-services.saveApplication': saveApplication,
  'supervise-services.stepApplication': stepApplication,
  'supervise-services.uploadAttachment': uploadAttachment,
  'supervise-services.attachmentFile': attachmentFile,
  'supervise-services.createPublicity': createPublicity,
  'supervise-services.recordObjection': recordObjection,
  'supervise-services.createPayment': createPayment,
  'supervise-services.priceCaps': priceCaps,
  'supervise-services.savePriceCaps': savePriceCaps,
} as const
