/**
 * The deadlines of the workbench's 待我处理 cards (issue 41 item 3: "deadline in working days where
 * the rules give one, overdue marked"): per page, how many of the caller's waiting items are past
 * their deadline and the nearest deadline still ahead. A review screen's rows get theirs from the
 * queue's own columns (queue-rows.ts: the working days a flow declares per status, counted from
 * entering it); a to-do's subject from the deadline its table keeps (subject.ts: `deadline`, set
 * by the rules — feedback's 办理时限 in working days at 派发, a reporting task's, a round's).
 * Past means the day after the deadline day (China), as the queue columns and the lists say.
 */
import { type SqlBool, sql } from 'kysely'
import type { StepFlow } from '../../../src/core/domain/flow-kit'
import type { Db } from '../db/types'
import { chinaDay } from '../kernel/clock'
import type { QueryContext, ResourceDef, Row } from '../resources'
import { baseQuery, type ListRequest } from '../resources/query'
import { finishQueueRows } from './queue-rows'
import type { FlowScreenSpec } from './resource'
import { storedStatus } from './step'
import { type FlowSubject, keyTextOf, ofFlowSql } from './subject'

/** A page's deadlines: how many are overdue, and the nearest deadline not yet passed (China date). */
export interface PageDeadlines {
  overdue: number
  due: string | null
}

/** A flow with the table of its subjects. */
export interface FlowSubjectEntry {
  flow: StepFlow
  subject: FlowSubject
}

/** The rows the queue columns are computed for at once (the history is read per chunk). */
const CHUNK = 500

/** Fold a deadline into a page's: overdue counted, the nearest one ahead kept. */
function fold(into: PageDeadlines, deadline: string, overdue: boolean, count = 1): void {
  if (overdue) into.overdue += count
  else if (!into.due || deadline < into.due) into.due = deadline
}

/**
 * A review screen's deadlines over the rows that wait for the caller (`where`: the list's
 * `waiting=me`), or null when its flow declares none: the queue's columns, computed as its list
 * computes them (finishQueueRows).
 */
export async function screenDeadlines(
  context: QueryContext,
  screen: FlowScreenSpec,
  def: ResourceDef,
  request: Pick<ListRequest, 'countWhere'>,
): Promise<PageDeadlines | null> {
  const flow = screen.flow.declaration
  const statuses = Object.keys(flow.deadlines ?? {})
  if (!statuses.length) return null
  const rows: Row[] = await baseQuery(context.db, def, request.countWhere)
    .where(sql<SqlBool>`${sql.ref('applications.status')} in (${sql.join(statuses)})`)
    .select(
      ['applyId', 'status', 'submitTime', 'createTime', 'submitterName'].map((column) =>
        sql.ref(`applications.${column}`).as(column),
      ),
    )
    .execute()
  const page: PageDeadlines = { overdue: 0, due: null }
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    await finishQueueRows(context.db, flow, chunk, context.now)
    for (const row of chunk) if (row.deadline) fold(page, String(row.deadline), row.overdue === true)
  }
  return page
}

/**
 * The deadlines of the caller's open to-dos whose subjects keep one, by the page of the right
 * each asks for.
 */
export async function todoDeadlines(
  db: Db,
  userId: number,
  entries: readonly FlowSubjectEntry[],
  now: Date,
): Promise<Map<string, PageDeadlines>> {
  const today = chinaDay(now)
  const pages = new Map<string, PageDeadlines>()
  for (const { flow, subject } of entries) {
    const { deadline } = subject
    if (!deadline) continue
    const column = sql`s.${sql.ref(deadline.column)}`
    const statuses = deadline.statuses.map((status) => storedStatus(subject, status))
    const rows = await sql<{ permission: string; deadline: string; total: number | string }>`
      select m."permission" as "permission", ${column} as "deadline", count(*) as "total"
      from messages m
      join ${sql.table(subject.table)} s on ${keyTextOf(subject)} = m."subjectId" ${ofFlowSql(flow, subject)}
      where m."userId" = ${userId} and m."type" = 'todo' and m."done" = 0 and m."flow" = ${flow.key}
        and m."permission" is not null and ${column} is not null
        and s.${sql.ref(subject.status)} in (${sql.join(statuses)})
      group by m."permission", ${column}`.execute(db)
    for (const row of rows.rows) {
      const page = row.permission.split('/')[0]
      const into = pages.get(page) ?? { overdue: 0, due: null }
      const day = String(row.deadline)
      fold(into, day, day < today, Number(row.total))
      pages.set(page, into)
    }
  }
  return pages
}
