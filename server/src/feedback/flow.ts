/**
 * The feedback flow (domain.md: Feedback; decisions: Workflow engine): staff submit (待审核); the
 * manager rejects or dispatches to the station's operator with a time limit in working days; the
 * operator handles it (result, pictures); the manager closes it or sends it back with a new
 * limit. The steps are FEEDBACK_FLOW's, taken by the one engine (workflow/step.ts): the item
 * moves only from the status and version it was read at (else 409, nothing written), one history
 * row (feedback_steps), one journal record.
 */
import { FEEDBACK_STATUS } from '../../../src/core/domain/enums'
import { FEEDBACK_FLOW } from '../../../src/core/domain/flows-work'
import { requirePermission } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { isPostgres } from '../db/dialect'
import { nextSerial } from '../db/serialize'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { addWorkingDays } from '../kernel/working-days'
import { detailOf, type ResourceDef, type Row } from '../resources'
import { takeStep } from '../workflow/step'
import type { FlowSubject } from '../workflow/subject'
import type { FeedbackContext } from './context'
import { claimPictures } from './pictures'
import { MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS, STAFF_FEEDBACKS } from './resources'
import { UNHANDLED } from './tables'

/** The feedbacks table as the one engine moves it (its history: feedback_steps). */
export const FEEDBACKS: FlowSubject = {
  table: 'feedbacks',
  key: 'feedbackId',
  status: 'status',
  version: 'version',
  updateTime: 'updateTime',
  history: { table: 'feedback_steps', key: 'feedbackId', userId: true },
  target: 'feedback',
  stale: '反馈已被他人处理或修改，请刷新后重试',
  // 派发 sets the deadline, counted in working days (flow.ts: dispatch); overdue as resources.ts says.
  deadline: { column: 'deadline', statuses: ['dispatched'] },
  statusLabel: (status) => FEEDBACK_STATUS.find((item) => item.value === status)?.label ?? status,
}

/** The permissions of every step (the step route's access). */
export const STEP_PERMISSIONS = [...new Set(FEEDBACK_FLOW.transitions.map((step) => step.permission))]

/** The screens a step is taken on: the resource of the page its permission names. */
const STEP_RESOURCES = [MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS]

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
    .values({
      ...row,
      userId: context.principal.user.id,
      userName: context.principal.user.name,
      time: now().toISOString(),
    })
    .execute()
}

/** Digits of the day's serial that ends a feedbackId. */
export const FEEDBACK_SERIAL_DIGITS = 4

/** A new id: FK, the date in China time and a serial of that day (db/serialize.ts nextSerial). */
function nextId(db: Db): Promise<string> {
  return nextSerial(db, {
    table: 'feedbacks',
    column: 'feedbackId',
    stem: `FK${today().replace(/-/g, '')}`,
    digits: FEEDBACK_SERIAL_DIGITS,
  })
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
      ...UNHANDLED,
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
  const resource = STEP_RESOURCES.find((item) => item.name === resourceName)
  const time = now().toISOString()
  await takeStep(
    {
      flow: FEEDBACK_FLOW,
      subject: FEEDBACKS,
      action,
      offers: (step) => !!resource && step.permission.startsWith(`${resource.page}/`),
      load: () => load(resource as ResourceDef, feedbackId, context),
      version: input.version,
      opinion: input.opinion,
      changes: async (item, step, opinion) => {
        const changes: Record<string, unknown> = {}
        // Dispatching and sending back give a new time limit in working days.
        if (step.action === 'dispatch' || step.action === 'sendback') {
          if (input.days === undefined) throw fieldError('days', '请输入处理时限')
          changes.limitDays = input.days
          changes.deadline = await addWorkingDays(context.db, today(), input.days)
          changes.dispatcherName = context.principal.user.name
          changes.dispatchTime = time
          changes.handledLate = 0
        }
        // A new round has no handler yet: the last round's stays in the history, its result
        // beside the handling dialog as 上次处理结果 (处理人 showed the last round's: issue 42).
        if (step.action === 'sendback') {
          changes.handlerName = null
          changes.handleTime = null
        }
        if (step.action === 'handle') {
          const result = input.result?.trim() ?? ''
          if (!result) throw fieldError('result', '请填写处理结果')
          changes.result = result
          changes.handlerName = context.principal.user.name
          changes.handleTime = time
          changes.handledLate = item.deadline && String(item.deadline) < today() ? 1 : 0
          changes.resultPicturesJson = JSON.stringify(
            await claimPictures(input.pictureIds, feedbackId, context),
          )
        } else {
          if (input.pictureIds?.length) throw fieldError('pictureIds', '该步骤不能上传图片')
          changes.opinion = opinion || null
        }
        if (step.to === 'closed') changes.closeTime = time
        return changes
      },
      // The history of a handling holds its result.
      history: (changes, opinion) => ({
        opinion: typeof changes.result === 'string' ? changes.result : opinion,
      }),
      journal: (item, changes) => ({
        before: { status: item.status, version: item.version },
        after: changes,
      }),
    },
    { ...context, now: now() },
  )
  return load(resource as ResourceDef, feedbackId, context)
}
