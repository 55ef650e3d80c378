/** Calls of 日志审计 (system management's audit journal) added with the tamper-evident chain. */
import { z } from 'zod'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'

/** Whether the journal's hash chain is intact, and the first entry where it is not. */
export const journalChain = defineCall({
  method: 'get',
  path: '/system-management/journal/chain',
  summary:
    '审计日志防篡改校验：按顺序重算每条记录的哈希链，报告第一条不符的记录，并与锚定的链头（条数与最新哈希）比对',
  data: z.object({
    intact: z.boolean(),
    checked: z.number(),
    brokenAt: z.object({ id: z.number(), time: z.string() }).nullable(),
    /** How many of the newest entries the anchored head counts are gone (0: none). */
    missing: z.number(),
    /** The anchored head: entries at the last write, and the newest one's id and time. */
    head: z
      .object({ count: z.number(), lastId: z.number().nullable(), lastTime: z.string().nullable() })
      .nullable(),
  }),
})

/** The journal's filters, of the list and of its export (times in Beijing time or ISO). */
export const journalFilters = z.object({
  username: z.string().trim().max(64).optional(),
  action: z.string().trim().max(128).optional(),
  result: z.enum(['success', 'failure']).optional(),
  /** The time range, `<field>From` / `<field>To` as every list's range (src/contract/resources.ts). */
  timeFrom: z.string().max(40).optional(),
  timeTo: z.string().max(40).optional(),
})
const filters = journalFilters

/** An entry of the journal, with summaries of the record before and after the change. */
export const journalRow = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string(),
  time: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
  result: z.string(),
  message: z.string(),
  // Any JSON, by design: what each change recorded of its target (a row, a few fields, a list).
  before: z.unknown(),
  after: z.unknown(),
})

export const journalList = defineCall({
  method: 'get',
  path: '/system-management/journal',
  summary: '审计日志（按用户、操作、时间范围、结果筛选），新的在前',
  query: pageQuery.extend(filters.shape).strict(),
  data: pageOf(journalRow),
})

export const journalExport = defineCall({
  method: 'post',
  path: '/system-management/journal/export',
  summary: '导出审计日志（筛选条件同列表）→ 导出任务 id',
  body: filters.strict(),
  data: z.object({ id: z.string() }),
})

/** Every call of the module, keyed for the contract. */
export const SYSTEM_MANAGEMENT_JOURNAL_CALLS = {
  'system-management-journal.journalList': journalList,
  'system-management-journal.journalChain': journalChain,
  'system-management-journal.journalExport': journalExport,
}
