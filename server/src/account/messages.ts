/** To-do items (message page), the unread badge, and the evaluation popup's mark-as-read. */

import { routeOf } from '../../../src/contract/define'
import * as messages from '../../../src/contract/messages'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'
import { markPopupRead } from '../workflow/popups'
import { announceWork } from '../workflow/work-signal'

/** Register the message routes. */
export function messageRoutes(router: Router): void {
  router.route({
    ...routeOf(messages.messageCount),
    tag: 'message',
    access: 'session',
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
    ...routeOf(messages.messageList),
    tag: 'message',
    access: 'session',
    handler: async ({ db, query, principal }) => {
      let base = db.selectFrom('messages').where('userId', '=', principal.user.id)
      if (query.read !== undefined)
        base = base.where('read', '=', query.read === 'true' || query.read === '1' ? 1 : 0)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .select(['id', 'title', 'content', 'type', 'link', 'read', 'done', 'createTime'])
        .orderBy('createTime', 'desc')
        .orderBy('id', 'desc')
        .$call(onPage(query))
        .execute()
      const list = rows.map((row) => ({ ...row, read: row.read === 1, done: row.done === 1 }))
      return pageResult(list, Number(total?.count ?? 0), query)
    },
  })

  router.route({
    ...routeOf(messages.markMessagesRead),
    tag: 'message',
    access: 'session',
    journal: 'message.read',
    handler: async ({ db, body, principal, record }) => {
      let update = db
        .updateTable('messages')
        .set({ read: 1 })
        .where('userId', '=', principal.user.id)
        .where('read', '=', 0)
      if (body.ids.length) update = update.where('id', 'in', body.ids)
      const result = await update.executeTakeFirst()
      // The user's other tabs follow (their badge and 消息).
      if (Number(result.numUpdatedRows)) await announceWork(db, [principal.user.id])
      record({
        target: `messages:${principal.user.username}`,
        after: { ids: body.ids.length ? body.ids : 'all' },
      })
      return { updated: Number(result.numUpdatedRows) }
    },
  })

  router.route({
    ...routeOf(messages.updateReaded),
    tag: 'message',
    access: 'session',
    journal: 'popup.evaluateRead',
    handler: async ({ db, principal, record }) => {
      const marked = await markPopupRead('evaluate', db, principal)
      record({
        target: `pending:${principal.user.username}`,
        after: { evaluateRead: marked },
      })
      return null
    },
  })
}
