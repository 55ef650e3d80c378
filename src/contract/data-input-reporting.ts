/**
 * 填报管理 (issue 17: reporting-manager) beyond the list engine's list, detail and export of
 * `reporting-tasks` (staff: the tasks with their progress) and `reporting-targets` (one row per
 * addressed operator: its report, 逾期 flagged): a task's create, change, 下发, 撤回 and delete;
 * an operator's 提交 / 重新提交 with attachments; staff's 通过 / 退回 (with an opinion); the
 * operators a task may address; attachments with file-management's upload rules. A refused step
 * answers 409 and writes nothing. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { applicationDetail, attachmentIds, version } from './applications'
import { defineCall } from './define'
import { DOCUMENT_RULES, fileCalls, storedFile } from './files'
import { isCalendarDate, text } from './text'

/** A reporting task as staff enter it. */
export const reportingTaskBody = z.strictObject({
  title: text({ label: '任务名称', min: 1, max: 64 }),
  kind: z.enum(['monthly', 'quarterly', 'annual', 'special'], { message: '请选择填报类型' }),
  description: text({ label: '填报要求', min: 1, max: 1000, multiline: true }),
  areaCode: z
    .string()
    .regex(/^\d{6}$/, '请选择所属区域')
    .optional(),
  scope: z.enum(['all', 'chosen'], { message: '请选择下发范围' }),
  operatorIds: z.array(z.string().trim().min(1).max(9)).max(100, '运营商不能超过100个').optional(),
  deadline: z
    .string({ message: '请选择截止日期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择截止日期')
    .refine((value) => isCalendarDate(value), '截止日期不是有效日期'),
  templateFileId: z.number().int().positive().nullable().optional(),
})

const attachment = storedFile

/** A task as the API shows it. */
export const reportingTask = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.string(),
  description: z.string(),
  areaCode: z.string(),
  scope: z.string(),
  deadline: z.string(),
  status: z.string(),
  templateFileId: z.number().nullable(),
  targetCount: z.number(),
  submittedCount: z.number(),
  lateCount: z.number(),
  overdueCount: z.number(),
  progress: z.string(),
  version: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  createTime: z.string(),
  issueTime: z.string().nullable(),
  updateTime: z.string(),
  template: attachment.nullable().optional(),
  operatorIds: z.array(z.string()).optional(),
  operatorNames: z.array(z.string()).optional(),
})

/** An addressed operator's report as the API shows it. */
export const reportingTarget = z.object({
  id: z.number(),
  taskId: z.number(),
  operatorId: z.string(),
  operatorName: z.string().nullable().optional(),
  title: z.string(),
  kind: z.string(),
  deadline: z.string(),
  taskStatus: z.string(),
  areaCode: z.string(),
  applyId: z.string().nullable(),
  status: z.string(),
  submitTime: z.string().nullable(),
  overdue: z.number(),
  updateTime: z.string(),
  description: z.string().optional(),
  template: attachment.nullable().optional(),
  application: applicationDetail.nullable().optional(),
})

export const createReportingTask = defineCall({
  method: 'post',
  path: '/data-input/reporting-tasks',
  summary: '新建填报任务（草稿；截止日期不能早于今天，指定运营商须在所属区域有充电站）',
  body: reportingTaskBody,
  data: reportingTask,
})

export const updateReportingTask = defineCall({
  method: 'post',
  path: '/data-input/reporting-tasks/:id',
  summary: '修改草稿状态的填报任务（其他状态返回409）',
  body: reportingTaskBody.extend({ version }),
  data: reportingTask,
})

export const stepReportingTask = defineCall({
  method: 'post',
  path: '/data-input/reporting-tasks/:id/:action',
  summary:
    '下发（issue：草稿 → 已下发）、撤回（withdraw：已下发 → 已撤回）或删除草稿（delete）；不允许时返回409',
  body: z.strictObject({ version }),
  data: reportingTask,
})

export const reportingOperators = defineCall({
  method: 'get',
  path: '/data-input/reporting-operators',
  summary: '可下发的运营商：在该区域（默认本人所属区域）有充电站的运营商',
  query: z.strictObject({
    areaCode: z
      .string()
      .regex(/^\d{6}$/, '请选择所属区域')
      .optional(),
  }),
  data: z.array(z.object({ operatorId: z.string(), operatorName: z.string(), stations: z.number() })),
})

export const submitReport = defineCall({
  method: 'post',
  path: '/data-input/reporting-targets/:id/submit',
  summary: '运营商提交或重新提交填报（截止前，或被退回后；附件至少一个）',
  body: z.strictObject({
    remark: text({ label: '填报说明', max: 500, multiline: true }).optional(),
    attachmentIds,
    version: version.optional(),
  }),
  data: reportingTarget,
})

export const examineReport = defineCall({
  method: 'post',
  path: '/data-input/reporting-targets/:id/:action',
  summary: '审核填报：通过（approve）或退回（return，须填写意见；退回后运营商可重新提交）',
  body: z.strictObject({
    version,
    opinion: z.string().trim().max(500, '意见不能超过500个字符').optional(),
  }),
  data: reportingTarget,
})

export const { upload: uploadReportingFile, file: reportingFile } = fileCalls('/data-input/attachments', {
  noun: '填报附件或任务模板',
  rules: DOCUMENT_RULES,
  data: attachment,
})

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const DATA_INPUT_REPORTING_CALLS = {
  'data-input-reporting.createReportingTask': createReportingTask,
  'data-input-reporting.updateReportingTask': updateReportingTask,
  'data-input-reporting.stepReportingTask': stepReportingTask,
  'data-input-reporting.reportingOperators': reportingOperators,
  'data-input-reporting.submitReport': submitReport,
  'data-input-reporting.examineReport': examineReport,
  'data-input-reporting.uploadReportingFile': uploadReportingFile,
  'data-input-reporting.reportingFile': reportingFile,
} as const
