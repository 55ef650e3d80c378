/**
 * reporting-manager's list of reports (issue 17): the reports a user may see, one row per operator
 * a task is addressed to, with the 逾期 flag computed by the server's clock, and a report's detail
 * (its task's description and template, its application with fields, attachments and history).
 */
import './tables'
import { type SqlBool, sql } from 'kysely'
import { REPORTING_TARGETS } from '../../../src/contract/lists/data-input/reporting-targets'
import { reportOverdue } from '../../../src/core/domain/enums-reporting'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { chinaDay } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { allOf, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { attachmentsOf, parseJson, partsOf } from '../workflow/resource'
import { AREA, overdueCondition, PAGE, REPORTING, visibleTasks } from './reporting-flow'

/** The reports a user may see: those of tasks it may see (an operator: its own company's). */
export function visibleTargets(principal: Principal) {
  const scope = dataScope(principal)
  const task = visibleTasks(principal, 'k')
  return allOf([
    sql<SqlBool>`${sql.ref('k.status')} <> 'draft'`,
    ...(task ? [task] : []),
    ...(scope.operatorId ? [sql<SqlBool>`${sql.ref('t.operatorId')} = ${scope.operatorId}`] : []),
  ])
}

export const reportingTargetsResource: ResourceDef = {
  page: PAGE,
  table: 'reporting_targets',
  from: (db) =>
    db
      .selectFrom('reporting_targets as t')
      .innerJoin('reporting_tasks as k', 'k.id', 't.taskId')
      .leftJoin('applications as a', 'a.applyId', 't.applyId'),
  numericKey: true,
  ...describedResource(REPORTING_TARGETS),
  fields: describedFields(REPORTING_TARGETS, {
    id: { column: 't.id', export: false },
    taskId: { column: 't.taskId' },
    title: { column: 'k.title', width: 30 },
    kind: { column: 'k.kind' },
    deadline: { column: 'k.deadline', width: 12 },
    taskStatus: { column: 'k.status' },
    areaCode: { column: 'k.areaCode' },
    operatorId: { column: 't.operatorId', width: 12 },
    applyId: { column: 't.applyId', width: 18 },
    status: { column: 't.status' },
    submitTime: { column: 't.submitTime' },
    overdue: {
      compute: (row, time) =>
        reportOverdue(
          { status: String(row.taskStatus), deadline: String(row.deadline) },
          { status: String(row.status), submitTime: (row.submitTime as string | null) ?? null },
          chinaDay(time),
        )
          ? 1
          : 0,
    },
    version: { column: 'a.version', export: false },
    examinerName: { column: 'a.examinerName' },
    opinion: { column: 'a.opinion', width: 30 },
    updateTime: { column: 't.updateTime' },
  }),
  lookups: describedLookups(REPORTING_TARGETS, [OPERATOR_NAME]),
  keyword: { contains: ['k.title'] },
  params: [
    {
      name: 'overdue',
      apply: (value, context) => {
        if (value === undefined || value === '') return null
        if (value !== '1' && value !== '0') throw fieldError('overdue', '是否逾期只能为 1 或 0')
        const condition = overdueCondition(chinaDay(context.now))
        return value === '1' ? condition : sql<SqlBool>`not ${condition}`
      },
    },
  ],
  defaultSort: ['updateTime', 'desc'],
  where: (context) => visibleTargets(context.principal),
  detail: async ({ db, row, principal }) => {
    const found = await db
      .selectFrom('reporting_targets as t')
      .innerJoin('reporting_tasks as k', 'k.id', 't.taskId')
      .select(['k.description', 'k.templateFileId'])
      .where('t.id', '=', Number(row.id))
      .where(visibleTargets(principal))
      .executeTakeFirst()
    if (!found) throw fieldError('id', '填报记录不存在或无权查看')
    const template = found.templateFileId ? await attachmentsOf(db, AREA, [found.templateFileId]) : []
    return {
      description: found.description,
      template: template[0] ?? null,
      application: row.applyId ? await applicationOf(db, String(row.applyId)) : null,
    }
  },
}

/** A report's application with its fields, attachments and history (its target already checked). */
async function applicationOf(db: Db, applyId: string) {
  const app = await db
    .selectFrom('applications')
    .selectAll()
    .where('applyId', '=', applyId)
    .executeTakeFirst()
  if (!app) return null
  const { fieldsJson, attachmentsJson, submitterId: _submitter, ...rest } = app
  const operator = await db
    .selectFrom('operators')
    .select('operatorName')
    .where('operatorId', '=', app.operatorId)
    .executeTakeFirst()
  return {
    ...rest,
    operatorName: operator?.operatorName ?? null,
    fields: parseJson<Row>(fieldsJson, {}),
    ...(await partsOf(db, AREA, REPORTING.flow.declaration, { applyId, attachmentsJson })),
  }
}
