/**
 * To-do items (the message page), the unread badge and the evaluation popup's mark-as-read.
 * Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall, pageOf } from './define'
import { pageQuery } from './paging'

/** A to-do (`type` todo) or notice of a flow's step (issue 41), or a system announcement. */
export const messageSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** MESSAGE_TYPE value. */
  type: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  /** A to-do a later step closed (已办结). */
  done: z.boolean(),
  createTime: z.string(),
})

export const messageCount = defineCall({
  method: 'get',
  path: '/messageInfo/messageCount',
  summary: '未读待办数',
  data: z.object({ unreadCount: z.number() }),
})

export const messageList = defineCall({
  method: 'get',
  path: '/messageInfo/list',
  summary: '待办事项列表（可按已读/未读筛选），新的在前',
  query: pageQuery.extend({ read: z.enum(['true', 'false', '1', '0']).optional() }).strict(),
  data: pageOf(messageSchema),
})

export const markMessagesRead = defineCall({
  method: 'post',
  path: '/messageInfo/read',
  summary: '标记待办为已读（ids 为空时全部标记）',
  body: z.strictObject({ ids: z.array(z.number().int().positive()).max(500) }),
  data: z.object({ updated: z.number() }),
})

export const updateReaded = defineCall({
  method: 'post',
  path: '/govOperatorStationPopupWindows/updateReaded',
  summary: '场站评定弹窗已读（之后 evaluateCount 为 0，直到有新的评定）',
  data: z.null(),
})

/** Every call of the module, keyed for the contract. */
export const MESSAGES_CALLS = {
  'messages.messageCount': messageCount,
  'messages.messageList': messageList,
  'messages.markMessagesRead': markMessagesRead,
  'messages.updateReaded': updateReaded,
}
