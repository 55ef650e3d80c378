/**
 * reporting-manager's reports (issue 17): the operator 提交 / 重新提交 with attachments (before the
 * deadline, or once staff returned it); staff 通过 or 退回 with an opinion. The report is an
 * application of the workflow engine (flow `reporting`): history, versions and journal are its.
 * The list of reports and a report's detail: reporting-targets-resource.ts.
 */
import './tables'
import * as contract from '../../../src/contract/data-input-reporting'
import { routeOf } from '../../../src/contract/define'
import { REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError, forbidden } from '../kernel/errors'
import { defineResourceRoutes, detailOf, queryContext } from '../resources'
import { createApplication, saveApplication, stepApplication } from '../workflow/engine'
import { engineContext } from '../workflow/records'
import { closeWork } from '../workflow/todos'
import { AREA, mayManage, PAGE, REPORTING, recount } from './reporting-flow'
import { reportingTargetsResource, visibleTargets } from './reporting-targets-resource'

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
