/**
 * Batch work (issue 41 item 5) and the queues' counts (item 2): one step of a flow taken on many applications at once. The
 * server runs the same step per record, each in its own transaction with its own version check
 * (so nothing is half-applied to one record), and answers per record: done, or the Chinese
 * reason it was refused. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall } from './define'

/** Most records one batch takes (a list page's largest size). */
export const BATCH_MAX = 100

/** What a batch answers for one record. */
export const batchResult = z.object({
  applyId: z.string(),
  ok: z.boolean(),
  /** The status after the step (done). */
  status: z.string().optional(),
  /** Why it was refused (as the single step would have answered). */
  message: z.string().optional(),
})

/** A batch's answer: per record, in the order asked, and the counts. */
export const batchAnswer = z.object({
  done: z.number(),
  refused: z.number(),
  results: z.array(batchResult),
})

/** The batch call of an area's flow screens (`:resource` one of its flow lists). */
export const batchStepCall = <P extends string>(path: P) =>
  defineCall({
    method: 'post',
    path,
    summary: '批量办理流程步骤：逐条按单条步骤的规则办理（各自的事务与版本校验），逐条返回成功或拒绝原因',
    body: z.strictObject({
      action: z.string().trim().min(1, '请选择操作'),
      items: z
        .array(z.strictObject({ applyId: z.string().trim().min(1).max(32), version: z.number().int() }), {
          message: '请选择记录',
        })
        .min(1, '请选择记录')
        .max(BATCH_MAX, `一次最多办理${BATCH_MAX}条`),
      opinion: z.string().trim().max(500, '意见不能超过500个字符').optional(),
    }),
    data: batchAnswer,
  })

/** 批量办理 of universal services' flow screens. */
export const universalBatch = batchStepCall('/universal-services/:resource/batch')
/** 批量办理 of the subsidy screens. */
export const subsidyBatch = batchStepCall('/supervise-services/:resource/batch')

/** 待我处理 counts of the flow screens (issue 41 item 2): per page name, as each list's `waiting=me` total. */
export const queueCounts = defineCall({
  method: 'get',
  path: '/workflow/queue-counts',
  summary:
    '各流程审核页面待我处理的记录数（与列表“待我处理”的总数一致），用于菜单角标；oldest 为各页面最早一条未办待办的时间；规则给出期限的页面另有 overdue（已超期件数）与 deadline（尚未到期的最近截止日期）',
  data: z.object({
    counts: z.record(z.string(), z.number()),
    oldest: z.record(z.string(), z.string()),
    overdue: z.record(z.string(), z.number()),
    deadline: z.record(z.string(), z.string()),
  }),
})

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const BATCH_STEPS_CALLS = {
  'universal-services.batchStep': universalBatch,
  'supervise-services.batchStep': subsidyBatch,
  'workflow.queueCounts': queueCounts,
} as const
