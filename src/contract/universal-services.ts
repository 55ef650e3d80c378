/**
 * Universal services (issue 15): the application calls of the workflow engine beyond the list
 * engine's list, detail and export (`GET /universal-services/<resource>`, `…/:applyId`,
 * `POST …/export`). `:resource` is one screen's resource (`enterprise-applies`,
 * `accessproof-releases`, …); the step a call may take and the permission it needs come from
 * the flow (src/core/domain/flows.ts). Each flow's own fields are validated by its schema below.
 */
import { z } from 'zod'
import { applicationCalls, applicationDetail, attachmentIds, flowFields } from './applications'
import { defineCall } from './define'
import { DOCUMENT_RULES, fileCalls, storedFile } from './files'

const text = (label: string, max: number) =>
  z.string().trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字符`)
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).optional()
const mobile = z
  .string()
  .trim()
  .regex(/^1[2-9]\d{9}$/, '请输入11位手机号码')
const uscc = z
  .string()
  .trim()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '请输入18位统一社会信用代码')
const count = (label: string) =>
  z
    .number({ message: `请输入${label}` })
    .int(`${label}应为整数`)
    .min(0, `${label}不能小于0`)
    .max(1_000_000)
const url = z
  .string()
  .trim()
  .max(2048, '接口地址不能超过2048个字符')
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, '请输入以 http:// 或 https:// 开头的接口地址')

const contact = {
  contactPerson: text('联系人', 32),
  contactTel: mobile,
  remark: optionalText('备注', 500),
}

/** The own fields of each flow (`fields` of create and save), by flow key. */
export const FLOW_FIELDS = {
  certification: z.strictObject({
    companyName: text('企业名称', 100),
    uscc,
    stationCount: count('充电站数量'),
    pileCount: count('充电桩数量'),
    description: text('认证说明', 500),
    ...contact,
  }),
  access: z.strictObject({
    platformName: text('平台名称', 100),
    interfaceUrl: url,
    protocolVersion: z.enum(['V1.0', 'V2.0'], { message: '请选择协议版本' }),
    ...contact,
  }),
  enterprise: z.strictObject({
    companyName: text('企业名称', 100),
    uscc,
    legalPerson: text('法定代表人', 32),
    regAddress: text('注册地址', 200),
    regCapital: z
      .number({ message: '请输入注册资本' })
      .positive('注册资本应大于0')
      .max(10_000_000, '注册资本过大'),
    businessScope: text('经营范围', 500),
    ...contact,
  }),
  accessproof: z.strictObject({
    platformName: text('平台名称', 100),
    stationCount: count('充电站数量'),
    pileCount: count('充电桩数量'),
    purpose: text('申请用途', 200),
    ...contact,
  }),
} as const

/** A flow key with its own fields. */
export type FlowKey = keyof typeof FLOW_FIELDS

const attachment = storedFile

/** 新建申请（草稿）. */
export const createApplication = defineCall({
  method: 'post',
  path: '/universal-services/:resource',
  summary: '新建申请（保存为草稿）；fields 按流程校验',
  body: z.strictObject({
    type: z.string().min(1, '请选择申请类型'),
    operatorId: z.string().trim().max(9).optional(),
    areaCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '请选择所属区域')
      .optional(),
    fields: flowFields,
    attachmentIds,
  }),
  data: applicationDetail,
})

/**
 * 保存申请（草稿、驳回后修改，或审核前更正）; 流程步骤：提交、重新提交、受理、审核通过、驳回、发放、
 * 撤销、到期失效.
 */
export const { saveApplication, stepApplication } = applicationCalls('/universal-services', {
  save: '保存申请的内容（需当前状态允许修改；version 不一致返回409）',
  step: '流程步骤（当前状态不允许或 version 已变化返回409，且不做任何修改）',
  type: z.string().min(1, '请选择申请类型').optional(),
})

export const { upload: uploadAttachment, file: attachmentFile } = fileCalls(
  '/universal-services/attachments',
  {
    noun: '申请附件',
    rules: DOCUMENT_RULES,
    filedUnder: true,
    data: attachment,
  },
)

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const UNIVERSAL_SERVICES_CALLS = {
  'universal-services.createApplication': createApplication,
  'universal-services.saveApplication': saveApplication,
  'universal-services.stepApplication': stepApplication,
  'universal-services.uploadAttachment': uploadAttachment,
  'universal-services.attachmentFile': attachmentFile,
} as const
