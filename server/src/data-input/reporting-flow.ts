/**
 * The reporting flow as the engine runs it (src/core/domain/flows-reporting.ts), the data scope of
 * reporting tasks and their targets (decisions: Data scope), the closing of tasks whose deadline
 * has passed (by the server's clock, on every call of reporting-manager) and the progress
 * counters of a task (已提交 n / 应提交 m, late reports).
 */
import './tables'
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { z } from 'zod'
import { text } from '../../../src/contract/text'
import { chinaDateOf } from '../../../src/core/domain/enums-reporting'
import { REPORTING_FLOW, REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { isPostgres } from '../db/dialect'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { allOf, anyOf } from '../resources'
import type { FlowScreenSpec } from '../workflow/resource'
import { closeWork } from '../workflow/todos'

export const AREA = 'data-input'
export const PAGE = 'reporting-manager'

/** A report's own fields: the task it answers (written by the server) and the operator's remark. */
export const reportFields = z.strictObject({
  taskId: z.number().int(),
  taskTitle: z.string().max(128),
  remark: text({ label: '填报说明', max: 500, multiline: true }),
})

export const REPORTING: FlowScreenSpec = {
  area: AREA,
  name: 'reporting-submissions',
  page: PAGE,
  title: '数据填报',
  flow: {
    declaration: REPORTING_FLOW,
    fields: reportFields,
    titleOf: (fields) => String(fields.taskTitle ?? ''),
  },
}

/** A report standing (counts as submitted): 已提交 or 已通过. */
export const STANDING = ['pending', 'approved'] as const

/**
 * The tasks (`task`: the alias of `reporting_tasks`) a user may see: admin all; a city user those
 * of its area, those it created and those addressed to an operator with stations in its area; a
 * company user the issued ones addressed to its company (within its area, if it has one).
 */
export function visibleTasks(principal: Principal, task: string): RawBuilder<SqlBool> | null {
  const scope = dataScope(principal)
  const col = (name: string) => sql.ref(`${task}.${name}`)
  const inArea = (prefix: string) => sql<SqlBool>`${col('areaCode')} like ${`${prefix}%`}`
  if (scope.operatorId) {
    const parts = [
      sql<SqlBool>`${col('status')} <> 'draft'`,
      sql<SqlBool>`exists (select 1 from reporting_targets as rt where ${sql.ref('rt.taskId')} = ${col('id')} and ${sql.ref('rt.operatorId')} = ${scope.operatorId})`,
    ]
    if (scope.areaPrefix) parts.push(inArea(scope.areaPrefix))
    return allOf(parts)
  }
  const prefix = scope.areaPrefix
  if (!prefix) return null
  // A task of a wider region that holds the user's (a province's task seen from one of its
  // cities) is the user's too when it addresses operators with stations in the user's area; a
  // task of another region is not, whoever it addresses (decisions: Data scope).
  const wider = [2, 4]
    .filter((length) => length < prefix.length)
    .map((length) => prefix.slice(0, length).padEnd(6, '0'))
  return anyOf([
    inArea(prefix),
    sql<SqlBool>`${col('creatorId')} = ${principal.user.id}`,
    ...(wider.length
      ? [
          sql<SqlBool>`${col('areaCode')} in (${sql.join(wider)}) and exists (select 1 from reporting_targets as rt inner join stations as st on ${sql.ref('st.operatorId')} = ${sql.ref('rt.operatorId')} where ${sql.ref('rt.taskId')} = ${col('id')} and ${sql.ref('st.areaCode')} like ${`${prefix}%`})`,
        ]
      : []),
  ])
}

/** Whether a user may change a task (create, issue, examine its reports): admin, or its area's staff. */
export function mayManage(principal: Principal, task: { areaCode: string }): boolean {
  const scope = dataScope(principal)
  return !scope.operatorId && (!scope.areaPrefix || task.areaCode.startsWith(scope.areaPrefix))
}

/**
 * Close every issued task whose deadline day has passed (已下发 → 已截止), and its 填报 to-dos for
 * everyone who still held them (issue 41): nobody is asked for a report the task no longer takes.
 */
export async function settleTasks(db: Db): Promise<void> {
  const time = now().toISOString()
  const closed = await db
    .updateTable('reporting_tasks')
    .set({ status: 'closed', updateTime: time })
    .where('status', '=', 'issued')
    .where('deadline', '<', today())
    .returning('id')
    .execute()
  for (const { id } of closed) await closeWork(db, REPORTING_TASK_FLOW, id, time)
}

/** Write a task's counters from its targets. */
export async function recount(db: Db, taskId: number): Promise<void> {
  // The task's row is locked first (PostgreSQL), so two reports counted at once count each other
  // (issue 38); a row lock, not an advisory one, since task changes hold this row already.
  const task = await db
    .selectFrom('reporting_tasks')
    .select('deadline')
    .where('id', '=', taskId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirstOrThrow()
  const rows = await db
    .selectFrom('reporting_targets')
    .select(['status', 'submitTime'])
    .where('taskId', '=', taskId)
    .execute()
  const standing = rows.filter((row) => (STANDING as readonly string[]).includes(row.status))
  const late = standing.filter((row) => row.submitTime && chinaDateOf(row.submitTime) > task.deadline)
  await db
    .updateTable('reporting_tasks')
    .set({ targetCount: rows.length, submittedCount: standing.length, lateCount: late.length })
    .where('id', '=', taskId)
    .execute()
}

/**
 * 逾期 as SQL for target `t` of task `k` on `day`: an issued or closed task, and a report submitted
 * after the deadline day (China: at or after 16:00 UTC of it), or none standing once it has passed.
 */
export function overdueCondition(day: string): RawBuilder<SqlBool> {
  const late = sql<SqlBool>`(${sql.ref('t.submitTime')} is not null and ${sql.ref('t.submitTime')} >= (${sql.ref('k.deadline')} || 'T16:00:00.000Z'))`
  const missing = sql<SqlBool>`(${sql.ref('t.status')} not in ('pending', 'approved') and ${sql.ref('k.deadline')} < ${day})`
  return sql<SqlBool>`(${sql.ref('k.status')} in ('issued', 'closed') and (${late} or ${missing}))`
}
