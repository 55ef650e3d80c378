/**
 * The feedback flow (domain.md: Feedback; decisions: Workflow engine): staff submit (待审核); the
 * manager rejects or dispatches to the station's operator with a time limit in working days; the
 * operator handles it (result, pictures); the manager closes it or sends it back with a new
 * limit. Each step is one transaction: the item moves only from the status and version it was
 * read at (else 409, nothing written), one history row, one journal record. A step not allowed
 * from the current status is refused by the server whatever the screen offered.
 */
import { requirePermission } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { now, today } from '../clock/clock'
import { addWorkingDays } from '../data-input/working-days'
import { isPostgres } from '../db/dialect'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { conflict, fieldError } from '../errors'
import { ownEntry } from '../http/validate'
import { detailOf, type ResourceDef, type Row } from '../resources'
import type { FeedbackContext } from './context'
import { claimPictures } from './pictures'
import { FEEDBACK_ACTIONS, MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS, STAFF_FEEDBACKS } from './resources'

/** One step: where it is taken, what it needs and where it goes. */
interface Step {
  resource: ResourceDef
  permission: string
  from: readonly string[]
  to: string
  opinion?: 'required'
  days?: boolean
  result?: boolean
}

const STEPS: Readonly<Record<string, Step>> = {
  dispatch: {
    resource: MANAGER_FEEDBACKS,
    permission: 'operation-manager-feedback/dispatch',
    from: ['submitted'],
    to: 'dispatched',
    days: true,
  },
  reject: {
    resource: MANAGER_FEEDBACKS,
    permission: 'operation-manager-feedback/examine',
    from: ['submitted'],
    to: 'rejected',
    opinion: 'required',
  },
  close: {
    resource: MANAGER_FEEDBACKS,
    permission: 'operation-manager-feedback/examine',
    from: ['handled'],
    to: 'closed',
  },
  sendback: {
    resource: MANAGER_FEEDBACKS,
    permission: 'operation-manager-feedback/examine',
    from: ['handled'],
    to: 'dispatched',
    opinion: 'required',
    days: true,
  },
  handle: {
    resource: OPERATOR_FEEDBACKS,
    permission: 'equipment-operator-feedback/handle',
    from: ['dispatched'],
    to: 'handled',
    result: true,
  },
}

/** The permissions of every step (the step route's access). */
export const STEP_PERMISSIONS = [...new Set(Object.values(STEPS).map((step) => step.permission))]

const STATUS_LABELS: Readonly<Record<string, string>> = {
  submitted: '待审核',
  dispatched: '待处理',
  handled: '已处理',
  closed: '已关闭',
  rejected: '已驳回',
}

const query = (context: FeedbackContext) => ({
  db: context.db,
  postgres: isPostgres(context.db),
  now: now(),
  principal: context.principal,
})

/** An item as the resource lets this user see it, else 400 (another company's answers the same). */
async function load(resource: ResourceDef, feedbackId: string, context: FeedbackContext): Promise<Row> {
  try {
    return await detailOf(resource, feedbackId, query(context))
  } catch {
    throw fieldError('feedbackId', '反馈不存在或无权查看')
  }
}

async function addHistory(
  context: FeedbackContext,
  row: { feedbackId: string; action: string; fromStatus: string | null; toStatus: string; opinion: string },
): Promise<void> {
  await context.db
    .insertInto('feedback_steps')
    .values({ ...row, userName: context.principal.user.name, time: now().toISOString() })
    .execute()
}

/** A new id: FK, the date in China time and a serial of that day (drawn one transaction at a time). */
async function nextId(db: Db): Promise<string> {
  const stem = `FK${today().replace(/-/g, '')}`
  await serializeOn(db, 'feedbacks', stem)
  const last = await db
    .selectFrom('feedbacks')
    .select('feedbackId')
    .where('feedbackId', 'like', `${stem}%`)
    .orderBy('feedbackId', 'desc')
    .limit(1)
    .executeTakeFirst()
  const serial = last ? Number(last.feedbackId.slice(stem.length)) + 1 : 1
  return `${stem}${String(serial).padStart(4, '0')}`
}

/** The input of a new item. */
export interface CreateFeedbackInput {
  type: string
  stationId: string
  description: string
  pictureIds?: number[]
}

/** Submit a feedback item (operation-staff-feedback/add): straight to 待审核. */
export async function createFeedback(input: CreateFeedbackInput, context: FeedbackContext): Promise<Row> {
  requirePermission(context.principal, 'operation-staff-feedback/add')
  const station = await context.db
    .selectFrom('stations')
    .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
    .where('stationId', '=', input.stationId)
    .executeTakeFirst()
  const scope = dataScope(context.principal)
  const visible =
    station &&
    (!scope.areaPrefix || station.areaCode.startsWith(scope.areaPrefix)) &&
    (!scope.operatorId || station.operatorId === scope.operatorId)
  if (!station || !visible) throw fieldError('stationId', '充电站不存在或不在您的管辖范围内')
  const feedbackId = await nextId(context.db)
  const pictures = await claimPictures(input.pictureIds, feedbackId, context)
  const time = now().toISOString()
  await context.db
    .insertInto('feedbacks')
    .values({
      feedbackId,
      type: input.type,
      stationId: station.stationId,
      stationName: station.stationName,
      operatorId: station.operatorId,
      areaCode: station.areaCode,
      description: input.description,
      picturesJson: JSON.stringify(pictures),
      status: 'submitted',
      submitterId: context.principal.user.id,
      submitterName: context.principal.user.name,
      submitTime: time,
      dispatcherName: null,
      dispatchTime: null,
      limitDays: null,
      deadline: null,
      handlerName: null,
      handleTime: null,
      result: null,
      resultPicturesJson: '[]',
      handledLate: 0,
      opinion: null,
      closeTime: null,
      version: 1,
      updateTime: time,
    })
    .execute()
  await addHistory(context, {
    feedbackId,
    action: 'create',
    fromStatus: null,
    toStatus: 'submitted',
    opinion: '',
  })
  context.record({ target: `feedback:${feedbackId}`, after: { ...input, status: 'submitted' } })
  return load(STAFF_FEEDBACKS, feedbackId, context)
}

/** The input of a step. */
export interface StepFeedbackInput {
  version?: number | null
  opinion?: string | null
  days?: number
  result?: string | null
  pictureIds?: number[]
}

/** Take one step on the screen whose resource the call names. */
export async function stepFeedback(
  resourceName: string,
  feedbackId: string,
  action: string,
  input: StepFeedbackInput,
  context: FeedbackContext,
): Promise<Row> {
  const step = ownEntry(STEPS, action)
  if (!step || step.resource.name !== resourceName) throw fieldError('action', '该页面不支持此操作')
  requirePermission(context.principal, step.permission)
  const item = await load(step.resource, feedbackId, context)
  if (input.version != null && Number(item.version) !== input.version)
    throw conflict('反馈已被他人处理或修改，请刷新后重试')
  const from = String(item.status)
  const label = ownEntry(FEEDBACK_ACTIONS, action)
  if (!step.from.includes(from))
    throw conflict(`当前状态为「${ownEntry(STATUS_LABELS, from) ?? from}」，不能${label}`)
  const opinion = input.opinion?.trim() ?? ''
  if (step.opinion === 'required' && !opinion) throw fieldError('opinion', `请填写${label}意见`)
  const time = now().toISOString()
  const changes: Record<string, unknown> = { status: step.to }
  if (step.days) {
    if (input.days === undefined) throw fieldError('days', '请输入处理时限')
    changes.limitDays = input.days
    changes.deadline = await addWorkingDays(context.db, today(), input.days)
    changes.dispatcherName = context.principal.user.name
    changes.dispatchTime = time
    changes.handledLate = 0
  }
  if (step.result) {
    const result = input.result?.trim() ?? ''
    if (!result) throw fieldError('result', '请填写处理结果')
    changes.result = result
    changes.handlerName = context.principal.user.name
    changes.handleTime = time
    changes.handledLate = item.deadline && String(item.deadline) < today() ? 1 : 0
    changes.resultPicturesJson = JSON.stringify(await claimPictures(input.pictureIds, feedbackId, context))
  } else if (input.pictureIds?.length) throw fieldError('pictureIds', '该步骤不能上传图片')
  if (!step.result) changes.opinion = opinion || null
  if (step.to === 'closed') changes.closeTime = time
  const result = await context.db
    .updateTable('feedbacks')
    .set({ ...changes, version: Number(item.version) + 1, updateTime: time })
    .where('feedbackId', '=', feedbackId)
    .where('version', '=', Number(item.version))
    .where('status', '=', from)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw conflict('反馈已被他人处理或修改，请刷新后重试')
  const note = step.result ? String(changes.result) : opinion
  await addHistory(context, { feedbackId, action, fromStatus: from, toStatus: step.to, opinion: note })
  context.record({
    target: `feedback:${feedbackId}`,
    before: { status: from, version: item.version },
    after: { status: step.to, ...changes },
  })
  return load(step.resource, feedbackId, context)
}
