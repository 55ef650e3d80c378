/** Calls of 日志审计 (system management's audit journal) added with the tamper-evident chain. */
import { z } from 'zod'
import { defineCall } from './define'

/** Whether the journal's hash chain is intact, and the first entry where it is not. */
export const journalChain = defineCall({
  method: 'get',
  path: '/system-management/journal/chain',
  summary: '审计日志防篡改校验：按顺序重算每条记录的哈希链，报告第一条不符的记录',
  data: z.object({
    intact: z.boolean(),
    checked: z.number(),
    brokenAt: z.object({ id: z.number(), time: z.string() }).nullable(),
  }),
})
