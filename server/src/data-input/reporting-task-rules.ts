/**
 * The rules of a reporting task's writes (reporting-tasks.ts): its region and operators, the
 * template it carries, the operators it addresses and the tasks' subject as the one engine moves them.
 */
import './tables'
import { sql } from 'kysely'
import type { z } from 'zod'
import type * as contract from '../../../src/contract/data-input-reporting'
import { REPORT_TASK_STATUS } from '../../../src/core/domain/enums-reporting'
import { REPORTING_TASK_FLOW } from '../../../src/core/domain/flows-reporting'
import { regionPrefix } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { claimStoredFiles } from '../workflow/stored-files'
import { type FlowSubject, sharedHistory } from '../workflow/subject'

type Body = z.infer<typeof contract.reportingTaskBody>

/** Operators with at least one station in a region (the ones a task there may address). */
export async function operatorsIn(db: Db, areaCode: string) {
  return db
    .selectFrom('stations as s')
    .innerJoin('operators as o', 'o.operatorId', 's.operatorId')
    .select(['o.operatorId', 'o.operatorName', sql<number>`count(*)`.as('stations')])
    .where('s.areaCode', 'like', `${regionPrefix(areaCode)}%`)
    .groupBy(['o.operatorId', 'o.operatorName'])
    .orderBy('o.operatorId')
    .execute()
}

/** Check a task as entered: its region, the operators it addresses (chosen ones) and the columns it sets. */
export async function checkTask(db: Db, body: Body, principal: Principal) {
  const scope = dataScope(principal)
  const areaCode = body.areaCode ?? principal.attrs.auth_area?.trim() ?? '120100'
  if (!/^\d{6}$/.test(areaCode)) throw fieldError('areaCode', '请选择所属区域')
  if (scope.areaPrefix && !areaCode.startsWith(scope.areaPrefix))
    throw fieldError('areaCode', '所属区域不在您的管辖范围内')
  if (body.deadline < today()) throw fieldError('deadline', '截止日期不能早于今天')
  const chosen = [...new Set(body.operatorIds ?? [])]
  if (body.scope === 'chosen') {
    if (!chosen.length) throw fieldError('operatorIds', '请选择运营商')
    const present = new Set((await operatorsIn(db, areaCode)).map((row) => row.operatorId))
    const absent = chosen.find((operatorId) => !present.has(operatorId))
    if (absent) throw fieldError('operatorIds', `运营商 ${absent} 在所属区域没有充电站，不能下发`)
  }
  const operatorIds = body.scope === 'chosen' ? chosen : []
  /** The task's columns the form sets, for a new task and an edited one alike. */
  const columns = {
    title: body.title,
    kind: body.kind,
    description: body.description,
    areaCode,
    scope: body.scope,
    deadline: body.deadline,
    targetCount: operatorIds.length,
  }
  return { areaCode, operatorIds, columns }
}

/** A template the caller uploaded (unused yet) or the task's own; marks it as the task's. */
export async function claimTemplate(
  db: Db,
  id: number | null | undefined,
  taskId: number,
  principal: Principal,
) {
  const [claimed] = await claimStoredFiles(db, id ? [id] : [], `RT${taskId}`, principal.user.id, {
    field: 'templateFileId',
    message: '模板文件不存在或不可使用，请重新上传',
  })
  return claimed ?? null
}

export async function writeTargets(db: Db, taskId: number, operatorIds: readonly string[]) {
  await db.deleteFrom('reporting_targets').where('taskId', '=', taskId).execute()
  const time = now().toISOString()
  if (operatorIds.length)
    await db
      .insertInto('reporting_targets')
      .values(
        operatorIds.map((operatorId) => ({
          taskId,
          operatorId,
          applyId: null,
          status: 'missing',
          submitTime: null,
          updateTime: time,
        })),
      )
      .execute()
}

/** A task status's label. */
export const statusLabel = (status: string) =>
  REPORT_TASK_STATUS.find((item) => item.value === status)?.label ?? status

/** The reporting tasks as the one engine moves them (history in flow_steps). */
export const REPORTING_TASKS_SUBJECT: FlowSubject = {
  table: 'reporting_tasks',
  key: 'id',
  status: 'status',
  version: 'version',
  updateTime: 'updateTime',
  history: sharedHistory(REPORTING_TASK_FLOW),
  target: 'reporting-task',
  stale: '填报任务已被他人修改，请刷新后重试',
  // The task's last day to report, while it is issued.
  deadline: { column: 'deadline', statuses: ['issued'] },
  statusLabel,
  // Issue 41: a task's to-dos go to the companies it is addressed to that have not reported yet
  // (a company's own report closes its to-do: reporting-targets.ts).
  operatorsOf: async (db, row) =>
    (
      await db
        .selectFrom('reporting_targets')
        .select('operatorId')
        .where('taskId', '=', Number(row.id))
        .where('status', '=', 'missing')
        .execute()
    ).map((target) => target.operatorId),
}

/** What 下发 writes: the targets of a task addressed to its whole region, and their count (409 with none). */
export async function issueChanges(
  db: Db,
  task: { id: number; scope: string; areaCode: string },
): Promise<Record<string, unknown>> {
  if (task.scope === 'all')
    await writeTargets(
      db,
      task.id,
      (await operatorsIn(db, task.areaCode)).map((item) => item.operatorId),
    )
  const count = await db
    .selectFrom('reporting_targets')
    .select(sql<number>`count(*)`.as('n'))
    .where('taskId', '=', task.id)
    .executeTakeFirstOrThrow()
  if (Number(count.n) === 0) throw conflict('所属区域没有可下发的运营商')
  return { issueTime: now().toISOString(), targetCount: Number(count.n) }
}
