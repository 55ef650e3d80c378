/**
 * reporting-manager's reports (issue 17): one row per operator a task is addressed to, with its
 * report's status, submit time and the 逾期 flag (missing after the deadline day, or submitted
 * after it, by the server's clock). The operator 提交 / 重新提交 with attachments (before the
 * deadline, or once staff returned it); staff 通过 or 退回 with an opinion. The report is an
 * application of the workflow engine (flow `reporting`): history, versions and journal are its.
 */
import './tables'
import { type SqlBool, sql } from 'kysely'
import * as contract from '../../../src/contract/data-input-reporting'
import { routeOf } from '../../../src/contract/define'
import { REPORTING_TARGETS } from '../../../src/contract/lists/data-input/reporting-targets'
import { reportOverdue } from '../../../src/core/domain/enums-reporting'
import { REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { chinaDay, now, today } from '../kernel/clock'
import { conflict, fieldError, forbidden } from '../kernel/errors'
import { allOf, defineResourceRoutes, detailOf, queryContext, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { createApplication, saveApplication, stepApplication } from '../workflow/engine'
import { engineContext } from '../workflow/records'
import { attachmentsOf, historyOf, parseJson } from '../workflow/resource'
import { closeWork } from '../workflow/todos'
import { AREA, mayManage, overdueCondition, PAGE, REPORTING, recount, visibleTasks } from './reporting-flow'

/** The reports a user may see: those of tasks it may see (an operator: its own company's). */
function visibleTargets(principal: Principal) {
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
    attachments: await attachmentsOf(db, AREA, parseJson<number[]>(attachmentsJson, [])),
    history: await historyOf(db, AREA, REPORTING.flow.declaration, applyId),
  }
}

/** Register the report calls (the list engine's first: its `/export` before `/:id`). */
export function reportingTargetRoutes(router: Router): void {
  const detail = (db: Db, id: number, principal: Principal) =>
    detailOf(reportingTargetsResource, String(id), queryContext(db, principal))
  /** The target and its task, visible to the caller, else 400 naming `id`. */
  const targetOf = async (db: Db, id: number, principal: Principal) => {
    const row = await db
      .selectFrom('reporting_targets as t')
      .innerJoin('reporting_tasks as k', 'k.id', 't.taskId')
      .select([
        't.id',
        't.taskId',
        't.operatorId',
        't.applyId',
        't.status',
        'k.title',
        'k.kind',
        'k.areaCode',
        'k.deadline',
        'k.status as taskStatus',
      ])
      .where('t.id', '=', Number.isInteger(id) ? id : -1)
      .where(visibleTargets(principal))
      .executeTakeFirst()
    if (!row) throw fieldError('id', '填报记录不存在或无权查看')
    return row
  }
  const settle = async (
    db: Db,
    target: { id: number; taskId: number; operatorId: string },
    applyId: string,
    status: string,
    submitted: boolean,
  ) => {
    const time = now().toISOString()
    await db
      .updateTable('reporting_targets')
      .set({ applyId, status, updateTime: time, ...(submitted ? { submitTime: time } : {}) })
      .where('id', '=', target.id)
      .execute()
    // The company has reported: its to-do of the task is done (issue 41).
    if (submitted) await closeWork(db, REPORTING_TASK_FLOW, target.taskId, time, target.operatorId)
  }

  defineResourceRoutes(router, reportingTargetsResource)

  router.route({
    ...routeOf(contract.submitReport),
    tag: AREA,
    access: { permission: `${PAGE}/submit` },
    journal: 'reporting.report.submit',
    handler: async ({ db, params, body, principal, record }) => {
      // A first report creates the target's application: two at once would create two (issue 38).
      await serializeOn(db, 'reporting_targets', Number(params.id))
      const target = await targetOf(db, Number(params.id), principal)
      if (dataScope(principal).operatorId !== target.operatorId) throw forbidden('只有被下发的运营商可以填报')
      if (target.taskStatus === 'withdrawn') throw conflict('填报任务已撤回，不能提交')
      if (target.status === 'approved') throw conflict('填报已通过，不能重新提交')
      if (target.deadline < today() && target.status !== 'rejected')
        throw conflict(`已过截止日期（${target.deadline}），不能提交`)
      if (!body.attachmentIds?.length) throw fieldError('attachmentIds', '请上传填报材料')
      const context = engineContext(db, principal, record)
      const fields = { taskId: target.taskId, taskTitle: target.title, remark: body.remark ?? '' }
      let applyId = target.applyId
      if (!applyId) {
        const created = await createApplication(
          REPORTING,
          {
            type: target.kind,
            operatorId: target.operatorId,
            areaCode: target.areaCode,
            fields,
            attachmentIds: body.attachmentIds,
          },
          context,
        )
        applyId = String(created.applyId)
        await stepApplication(REPORTING, applyId, 'submit', { version: Number(created.version) }, context)
      } else {
        const app = await db
          .selectFrom('applications')
          .select('version')
          .where('applyId', '=', applyId)
          .executeTakeFirstOrThrow()
        const version = body.version ?? app.version
        const saved = await saveApplication(
          REPORTING,
          applyId,
          { version, fields, attachmentIds: body.attachmentIds },
          context,
        )
        await stepApplication(REPORTING, applyId, 'resubmit', { version: Number(saved.version) }, context)
      }
      await settle(db, target, applyId, 'pending', true)
      await recount(db, target.taskId)
      return detail(db, target.id, principal) as never
    },
  })

  router.route({
    ...routeOf(contract.examineReport),
    tag: AREA,
    access: { permission: `${PAGE}/examine` },
    journal: 'reporting.report.examine',
    handler: async ({ db, params, body, principal, record }) => {
      const action = params.action ?? ''
      if (action !== 'approve' && action !== 'return') throw fieldError('action', '不支持的操作')
      const target = await targetOf(db, Number(params.id), principal)
      if (!mayManage(principal, target)) throw forbidden('该填报任务不在您的管辖范围内')
      if (target.taskStatus === 'withdrawn') throw conflict('填报任务已撤回，不能审核')
      if (!target.applyId) throw conflict('该运营商尚未提交，不能审核')
      const app = await stepApplication(
        REPORTING,
        target.applyId,
        action,
        body,
        engineContext(db, principal, record),
      )
      await settle(db, target, target.applyId, String(app.status), false)
      await recount(db, target.taskId)
      return detail(db, target.id, principal) as never
    },
  })
}
