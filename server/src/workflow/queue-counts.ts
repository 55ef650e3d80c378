/**
 * The menu's 待我处理 counts (issue 41 item 2): for each flow screen the caller may open and act
 * on, the total of its list with `waiting=me` — the same resource, data scope and condition
 * (queue.ts), so a menu count always agrees with the list it opens; lists counted as queues too
 * (list-queues.ts: 评价管理). Flow screens join the count
 * as their area registers its batch route (batch.ts). The flows whose subjects have no review list
 * of their own count the caller's open to-dos (todos.ts), which their steps close. Where the rules
 * give deadlines, the overdue and the nearest deadline per page (queue-deadlines.ts; the workbench).
 */
import { sql } from 'kysely'
import { queueCounts } from '../../../src/contract/batch-steps'
import { type DataOf, routeOf } from '../../../src/contract/define'
import { can } from '../auth/permissions'
import type { Router } from '../http/router'
import { buildRequest, type QueryContext, queryContext } from '../resources'
import { baseQuery } from '../resources/query'
import { LIST_QUEUES } from './list-queues'
import { hasQueue, WAITING_FOR_ME } from './queue'
import { type FlowSubjectEntry, type PageDeadlines, screenDeadlines, todoDeadlines } from './queue-deadlines'
import { type FlowScreenSpec, flowResource } from './resource'

const SCREENS = new Map<string, FlowScreenSpec>()

/** Count the screens' queues in the menu (called as an area registers its flow screens). */
export function countQueues(screens: readonly FlowScreenSpec[]): void {
  for (const screen of screens) if (screen.list) SCREENS.set(screen.page, screen)
}

/**
 * The caller's 待我处理: counts, the oldest to-do's time, and where the rules give deadlines, overdue
 * and the nearest — the contract's answer.
 */
export type QueueWork = DataOf<typeof queueCounts>

/**
 * The caller's 待我处理 count of each flow screen it may open and act on, and per page the time of
 * its oldest open to-do (the workbench shows the oldest waiting first); for the pages whose rules
 * give deadlines (queue-deadlines.ts, over `subjects`), how many are overdue and the nearest
 * deadline ahead.
 */
export async function queueCountsOf(
  context: QueryContext,
  subjects: readonly FlowSubjectEntry[] = [],
): Promise<QueueWork> {
  const counts: Record<string, number> = {}
  const dues = new Map<string, PageDeadlines>()
  for (const screen of SCREENS.values()) {
    // Review screens only: the applicant's own list (the flow's create page) carries no count.
    const applicants = screen.flow.declaration.create?.permission.startsWith(`${screen.page}/`)
    if (applicants || !can(context.principal, `${screen.page}/view`) || !hasQueue(screen, context)) continue
    const def = flowResource(screen)
    const request = buildRequest(def, { waiting: WAITING_FOR_ME }, context)
    const row = await baseQuery(context.db, def, request.countWhere)
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst()
    counts[screen.page] = Number(row?.total ?? 0)
    const due = counts[screen.page] ? await screenDeadlines(context, screen, def, request) : null
    if (due) dues.set(screen.page, due)
  }
  for (const [page, { resource, waiting, permission }] of LIST_QUEUES) {
    if (!can(context.principal, `${page}/view`) || !can(context.principal, permission)) continue
    const request = buildRequest(resource, waiting, context)
    const row = await baseQuery(context.db, resource, request.countWhere)
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirst()
    counts[page] = Number(row?.total ?? 0)
  }
  // Flows without a review list of their own (alarms, assessment, rural tags, reporting tasks):
  // the caller's open to-dos, by the page of the right each asks for.
  const todos = await context.db
    .selectFrom('messages')
    .select(['permission', sql<number>`count(*)`.as('total'), sql<string>`min("createTime")`.as('oldest')])
    .where('userId', '=', context.principal.user.id)
    .where('type', '=', 'todo')
    .where('done', '=', 0)
    .where('permission', 'is not', null)
    .groupBy('permission')
    .execute()
  const oldest: Record<string, string> = {}
  for (const row of todos) {
    const page = String(row.permission).split('/')[0]
    if (!SCREENS.has(page) && !LIST_QUEUES.has(page) && can(context.principal, `${page}/view`))
      counts[page] = (counts[page] ?? 0) + Number(row.total)
    if (counts[page] && (!oldest[page] || row.oldest < oldest[page])) oldest[page] = row.oldest
  }
  const todoDues = await todoDeadlines(context.db, context.principal.user.id, subjects, context.now)
  for (const [page, due] of todoDues) if (!SCREENS.has(page)) dues.set(page, due)
  const overdue: Record<string, number> = {}
  const deadline: Record<string, string> = {}
  for (const [page, due] of dues) {
    if (!counts[page]) continue
    overdue[page] = due.overdue
    if (due.due) deadline[page] = due.due
  }
  return { counts, oldest, overdue, deadline }
}

/** `GET /workflow/queue-counts`, with the deadlines the flows' subjects keep (flow-subjects.ts). */
export function queueCountRoutes(router: Router, subjects: readonly FlowSubjectEntry[]): void {
  router.route({
    ...routeOf(queueCounts),
    tag: 'workflow',
    access: 'session',
    handler: ({ db, principal }) => queueCountsOf(queryContext(db, principal), subjects),
  })
}
