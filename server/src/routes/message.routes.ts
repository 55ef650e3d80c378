/** To-do items (message page), the unread badge, and the evaluation popup's mark-as-read. */
import { z } from 'zod'
import type { Router } from '../route'
import { pageQuery, pageResult, pageSchema } from './paging'

export const messageSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createTime: z.string(),
})

/** Register the message routes. */
export function messageRoutes(router: Router): void {
  router.route({
    method: 'get',
    path: '/messageInfo/messageCount',
    summary: '未读待办数',
    tag: 'message',
    access: 'session',
    response: z.object({ unreadCount: z.number() }),
    handler: async ({ db, principal }) => {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', principal.user.id)
        .where('read', '=', 0)
        .executeTakeFirst()
      return { unreadCount: Number(row?.count ?? 0) }
    },
  })

  router.route({
    method: 'get',
    path: '/messageInfo/list',
    summary: '待办事项列表（可按已读/未读筛选），新的在前',
    tag: 'message',
    access: 'session',
    query: pageQuery.extend({ read: z.enum(['true', 'false', '1', '0']).optional() }).strict(),
    response: pageSchema(messageSchema),
    handler: async ({ db, query, principal }) => {
      let base = db.selectFrom('messages').where('userId', '=', principal.user.id)
      if (query.read !== undefined)
        base = base.where('read', '=', query.read === 'true' || query.read === '1' ? 1 : 0)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .selectAll()
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize)
        .execute()
      const list = rows.map(({ userId: _user, ...row }) => ({ ...row, read: row.read === 1 }))
      return pageResult(list, Number(total?.count ?? 0), query)
    },
  })

  router.route({
    method: 'post',
    path: '/messageInfo/read',
    summary: '标记待办为已读（ids 为空时全部标记）',
    tag: 'message',
    access: 'session',
    journal: 'message.read',
    body: z.strictObject({ ids: z.array(z.number().int().positive()).max(500) }),
    response: z.object({ updated: z.number() }),
    handler: async ({ db, body, principal, record }) => {
      let update = db
        .updateTable('messages')
        .set({ read: 1 })
        .where('userId', '=', principal.user.id)
        .where('read', '=', 0)
      if (body.ids.length) update = update.where('id', 'in', body.ids)
      const result = await update.executeTakeFirst()
      record({
        target: `messages:${principal.user.username}`,
        after: { ids: body.ids.length ? body.ids : 'all' },
      })
      return { updated: Number(result.numUpdatedRows) }
    },
  })

  router.route({
    method: 'post',
    path: '/govOperatorStationPopupWindows/updateReaded',
    summary: '场站评定弹窗已读（之后 evaluateCount 为 0，直到有新的评定）',
    tag: 'message',
    access: 'session',
    journal: 'popup.evaluateRead',
    handler: async ({ db, principal, record }) => {
      const result = await db
        .updateTable('pending_items')
        .set({ read: 1 })
        .where('userId', '=', principal.user.id)
        .where('kind', '=', 'evaluate')
        .where('read', '=', 0)
        .executeTakeFirst()
      record({
        target: `pending:${principal.user.username}`,
        after: { evaluateRead: Number(result.numUpdatedRows) },
      })
      return null
    },
  })
}
