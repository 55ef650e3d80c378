/**
 * reporting-manager's tasks (issue 17): the list resource with each task's progress (已提交 n /
 * 应提交 m, 逾期 k), create, change and delete; 下发 and 撤回 are REPORTING_TASK_FLOW's steps taken
 * by the one engine (workflow/step.ts). Addressees and deadlines: reporting-task-rules.ts.
 */
import './tables'
import { type SqlBool, sql } from 'kysely'
import * as contract from '../../../src/contract/data-input-reporting'
import { routeOf } from '../../../src/contract/define'
import { REPORTING_TASKS } from '../../../src/contract/lists/data-input/reporting-tasks'
import { chinaDateOf, deadlinePassed } from '../../../src/core/domain/enums-reporting'
import { REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import { type Principal, requirePermission } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError, forbidden } from '../kernel/errors'
import { defineResourceRoutes, detailOf, queryContext, type ResourceDef, type Row } from '../resources'
import { describedFields, describedResource } from '../resources/described'
import { attachmentsOf } from '../workflow/resource'
import { saveSubject, takeStep } from '../workflow/step'
import { AREA, mayManage, PAGE, visibleTasks } from './reporting-flow'
import {
  checkTask,
  claimTemplate,
  issueChanges,
  operatorsIn,
  REPORTING_TASKS_SUBJECT,
  statusLabel,
  writeTargets,
} from './reporting-task-rules'

/** 逾期 k: reports missing after the deadline day, plus those submitted after it. */
const overdueOf = (row: Row, time: Date) => {
  if (row.status !== 'issued' && row.status !== 'closed') return 0
  const passed = deadlinePassed(String(row.deadline), chinaDateOf(time.toISOString()))
  return (passed ? Number(row.targetCount) - Number(row.submittedCount) : 0) + Number(row.lateCount)
}

/** A task visible to the caller, else 400 naming `id` (another area's task answers like none). */
async function visible(db: Db, id: number, principal: Principal) {
  const condition = visibleTasks(principal, 'reporting_tasks')
  const row = await db
    .selectFrom('reporting_tasks')
    .selectAll()
    .where('id', '=', id)
    .where(condition ?? sql<SqlBool>`1 = 1`)
    .executeTakeFirst()
  if (!row) throw fieldError('id', '填报任务不存在或无权查看')
  return row
}

export const reportingTasksResource: ResourceDef = {
  page: PAGE,
  table: 'reporting_tasks',
  numericKey: true,
  ...describedResource(REPORTING_TASKS),
  fields: describedFields(REPORTING_TASKS, {
    title: { width: 30 },
    description: { list: false, width: 40 },
    deadline: { width: 12 },
    templateFileId: { export: false },
    lateCount: { export: false },
    overdueCount: { compute: overdueOf },
    progress: {
      compute: (row, time) =>
        `已提交 ${row.submittedCount} / 应提交 ${row.targetCount}，逾期 ${overdueOf(row, time)}`,
      width: 30,
    },
    version: { export: false },
    creatorId: { export: false },
  }),
  keyword: { contains: ['title'] },
  defaultSort: ['updateTime', 'desc'],
  where: (context) => visibleTasks(context.principal, 'reporting_tasks'),
  detail: async ({ db, row, principal }) => {
    await visible(db, Number(row.id), principal)
    const company = dataScope(principal).operatorId
    const targets = await db
      .selectFrom('reporting_targets as t')
      .innerJoin('operators as o', 'o.operatorId', 't.operatorId')
      .select(['t.operatorId', 'o.operatorName'])
      .where('t.taskId', '=', Number(row.id))
      // A company user sees itself among the addressed, not the others.
      .$if(!!company, (query) => query.where('t.operatorId', '=', company ?? ''))
      .orderBy('t.id')
      .execute()
    const template = row.templateFileId ? await attachmentsOf(db, AREA, [Number(row.templateFileId)]) : []
    return {
      template: template[0] ?? null,
      operatorIds: targets.map((item) => item.operatorId),
      operatorNames: targets.map((item) => item.operatorName),
    }
  },
}

/** Register the task calls (the list engine's first: its `/export` before `/:id`). */
export function reportingTaskRoutes(router: Router): void {
  const detail = (db: Db, id: number, principal: Principal) =>
    detailOf(reportingTasksResource, String(id), queryContext(db, principal))

  router.route({
    ...routeOf(contract.reportingOperators),
    tag: AREA,
    access: { permission: [`${PAGE}/add`, `${PAGE}/edit`] },
    handler: async ({ db, query, principal }) => {
      const areaCode = query.areaCode ?? principal.attrs.auth_area?.trim() ?? '120100'
      const scope = dataScope(principal)
      if (scope.areaPrefix && !areaCode.startsWith(scope.areaPrefix))
        throw fieldError('areaCode', '所属区域不在您的管辖范围内')
      return (await operatorsIn(db, areaCode)).map((row) => ({ ...row, stations: Number(row.stations) }))
    },
  })

  defineResourceRoutes(router, reportingTasksResource)

  router.route({
    ...routeOf(contract.createReportingTask),
    tag: AREA,
    access: { permission: `${PAGE}/add` },
    journal: 'reporting.task.create',
    handler: async ({ db, body, principal, record }) => {
      if (dataScope(principal).operatorId) throw forbidden('运营商用户不能新建填报任务')
      const checked = await checkTask(db, body, principal)
      const time = now().toISOString()
      const values = {
        ...checked.columns,
        status: 'draft',
        templateFileId: null,
        submittedCount: 0,
        lateCount: 0,
        version: 1,
        creatorId: principal.user.id,
        creatorName: principal.user.name,
        createTime: time,
        issueTime: null,
        updateTime: time,
      }
      const { id } = await db
        .insertInto('reporting_tasks')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      const templateFileId = await claimTemplate(db, body.templateFileId, id, principal)
      if (templateFileId)
        await db.updateTable('reporting_tasks').set({ templateFileId }).where('id', '=', id).execute()
      await writeTargets(db, id, checked.operatorIds)
      record({
        target: `reporting-task:${id}`,
        after: { ...values, templateFileId, operatorIds: checked.operatorIds },
      })
      return detail(db, id, principal) as never
    },
  })

  router.route({
    ...routeOf(contract.updateReportingTask),
    tag: AREA,
    access: { permission: `${PAGE}/edit` },
    journal: 'reporting.task.update',
    handler: async ({ db, params, body, principal, record }) => {
      const task = await visible(db, Number(params.id), principal)
      if (!mayManage(principal, task)) throw forbidden('该填报任务不在您的管辖范围内')
      if (task.version !== body.version) throw conflict(REPORTING_TASKS_SUBJECT.stale)
      if (task.status !== 'draft') throw conflict(`当前状态为「${statusLabel(task.status)}」，不能修改`)
      const { version: _version, ...input } = body
      const checked = await checkTask(db, input, principal)
      const templateFileId = await claimTemplate(db, body.templateFileId, task.id, principal)
      const changes = { ...checked.columns, templateFileId }
      await saveSubject(db, REPORTING_TASKS_SUBJECT, task, changes, now())
      await writeTargets(db, task.id, checked.operatorIds)
      record({
        target: `reporting-task:${task.id}`,
        before: task,
        after: { ...changes, operatorIds: checked.operatorIds },
      })
      return detail(db, task.id, principal) as never
    },
  })

  router.route({
    ...routeOf(contract.stepReportingTask),
    tag: AREA,
    access: { permission: [`${PAGE}/issue`, `${PAGE}/delete`] },
    journal: 'reporting.task.step',
    handler: async ({ db, params, body, principal, record }) => {
      const action = params.action ?? ''
      if (!['issue', 'withdraw', 'delete'].includes(action)) throw fieldError('action', '不支持的操作')
      if (action === 'delete') requirePermission(principal, `${PAGE}/delete`)
      else requirePermission(principal, ...REPORTING_TASK_FLOW.transitions.map((step) => step.permission))
      const task = await visible(db, Number(params.id), principal)
      if (!mayManage(principal, task)) throw forbidden('该填报任务不在您的管辖范围内')
      if (action === 'delete') {
        if (task.version !== body.version) throw conflict(REPORTING_TASKS_SUBJECT.stale)
        if (task.status !== 'draft')
          throw conflict(`当前状态为「${statusLabel(task.status)}」，只有草稿可以删除`)
        const shown = await detail(db, task.id, principal)
        await db.deleteFrom('reporting_targets').where('taskId', '=', task.id).execute()
        const gone = await db
          .deleteFrom('reporting_tasks')
          .where('id', '=', task.id)
          .where('version', '=', task.version)
          .executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) throw conflict(REPORTING_TASKS_SUBJECT.stale)
        record({ target: `reporting-task:${task.id}`, before: task })
        return shown as never
      }
      await takeStep(
        {
          flow: REPORTING_TASK_FLOW,
          subject: REPORTING_TASKS_SUBJECT,
          action,
          load: async () => task,
          version: body.version,
          check: (row) => {
            if (action === 'issue' && row.deadline < today())
              throw conflict('截止日期已过，请先修改截止日期再下发')
          },
          changes: (row) => (action === 'issue' ? issueChanges(db, row) : {}),
          journal: (row, changes) => ({
            before: { status: row.status, version: row.version },
            after: { status: changes.status, targetCount: changes.targetCount ?? row.targetCount },
          }),
        },
        { db, principal, record, now: now() },
      )
      return detail(db, task.id, principal) as never
    },
  })
}
