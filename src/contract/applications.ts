/**
 * What the flows kept in the applications table share in the contract (接入, 备案, 补贴, 填报, …):
 * the detail with its history, the version and attachments a body carries, and an area's save
 * and step calls (`<base>/:resource/:applyId/save`, `<base>/:resource/:applyId/:action`).
 * Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { storedFile } from './files'

/** The version a change carries: a stale one is refused with 409. */
export const version = z.number({ message: '缺少版本号' }).int()

/** The uploaded files a body names (their ids from the area's upload call). */
export const attachmentIds = z.array(z.number().int().positive()).max(20, '附件不能超过20个').optional()

/**
 * An application's form fields. Open by design: one create, save and detail call serves every
 * flow of an area, and each flow checks its fields by its own schema (the flow's declaration,
 * server/src/workflow/engine.ts: `screen.flow.fields`), answering 400 naming the field.
 */
export const flowFields = z.record(z.string(), z.unknown())

/** One step of a subject's history, as every flow's detail shows it. */
export const stepRow = z.object({
  id: z.number(),
  action: z.string(),
  actionLabel: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  userName: z.string(),
  opinion: z.string(),
  time: z.string(),
})

/** An application with its fields, attachments and status history. */
export const applicationDetail = z.object({
  applyId: z.string(),
  flow: z.string(),
  operatorId: z.string(),
  operatorName: z.string().nullable().optional(),
  areaCode: z.string(),
  type: z.string(),
  status: z.string(),
  title: z.string(),
  version: z.number(),
  submitterName: z.string(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  updateTime: z.string(),
  examinerName: z.string().nullable(),
  opinion: z.string().nullable(),
  issuerName: z.string().nullable().optional(),
  issuerOpinion: z.string().nullable().optional(),
  validUntil: z.string().nullable(),
  fields: flowFields,
  attachments: z.array(storedFile),
  history: z.array(stepRow.extend({ attachments: z.array(storedFile) })),
  /** The steps the reader may take now (status, condition, permission and duty rules). */
  steps: z.array(z.string()).optional(),
})

/** What an area says of its save and step calls. */
interface ApplicationCallsText<T extends z.ZodType> {
  /** The summary of the save call. */
  save: string
  /** The summary of the step call. */
  step: string
  /** The application type a save may change. */
  type: T
}

/** An area's save and step calls of its applications. */
export function applicationCalls<const B extends string, T extends z.ZodType>(
  base: B,
  text: ApplicationCallsText<T>,
) {
  return {
    saveApplication: defineCall({
      method: 'post',
      path: `${base}/:resource/:applyId/save`,
      summary: text.save,
      body: z.strictObject({
        version,
        type: text.type,
        fields: flowFields,
        attachmentIds,
      }),
      data: applicationDetail,
    }),
    stepApplication: defineCall({
      method: 'post',
      path: `${base}/:resource/:applyId/:action`,
      summary: text.step,
      body: z.strictObject({
        version,
        opinion: z.string().trim().max(500, '意见不能超过500个字符').optional(),
        attachmentIds,
      }),
      data: applicationDetail,
    }),
  }
}
