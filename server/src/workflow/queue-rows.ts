/**
 * A review queue's columns (issue 41 item 4), computed for a page of applications at once from
 * their status history and the flow declaration: when each entered its status, the working days
 * it has waited since (decisions: Working days), its deadline where the flow declares one
 * (`deadlines`: the spec gives none for the application flows), whether that has passed, and its
 * current handler — the applicant when the next move is theirs, the examiner who took the last
 * step when the same desk goes on with it (受理 → 审核通过), otherwise the desk that acts next.
 */
import { chinaDateOf } from '../../../src/core/domain/enums-reporting'
import { queueSteps } from '../../../src/core/domain/flow-kit'
import { type FlowDeclaration, type FlowTransition, transitionOf } from '../../../src/core/domain/flows'
import { ROUTES } from '../../../src/core/domain/routes'
import type { Db } from '../db/types'
import { addWorkingDays, workingDaysBetween } from '../kernel/working-days'
import type { Row } from '../resources'
import { applicantActions } from './duties'

/** The columns a queue adds to each row. */
export interface QueueColumns {
  waitingDays: number | null
  deadline: string | null
  overdue: boolean
  handler: string | null
}

interface Entered {
  action: string
  userName: string
  time: string
}

const LEVEL = { district: '区级', city: '市级' } as const

/** The desk of a step: its page's title, with the review level where it has one. */
function deskOf(step: FlowTransition): string {
  const page = step.permission.split('/')[0]
  const title = ROUTES.find((route) => route.name === page)?.title ?? page
  return step.level ? `${title}（${LEVEL[step.level]}）` : title
}

/** Who handles the row now (see the file's comment), or null when nobody does. */
export function handlerOf(
  flow: FlowDeclaration,
  row: Row,
  entered: Entered | undefined,
  waiting: readonly FlowTransition[],
): string | null {
  if (!waiting.length) return null
  const own = applicantActions(flow)
  if (waiting.every((step) => own.includes(step.action))) return String(row.submitterName ?? '') || null
  const led = entered && transitionOf(flow, entered.action)
  const continues = waiting.find(
    (step) =>
      led &&
      !own.includes(led.action) &&
      step.permission === led.permission &&
      !(step.notBy ?? []).includes(`step:${led.action}`),
  )
  if (continues && entered) return entered.userName
  return deskOf(waiting.find((step) => !own.includes(step.action)) ?? waiting[0])
}

/** When the conditions of the waiting steps came to hold (the time columns they name). */
function conditionTimes(waiting: readonly FlowTransition[], row: Row): string[] {
  return waiting.flatMap((step) => {
    const passed = step.when?.passed && row[step.when.passed]
    return typeof passed === 'string' ? [passed] : []
  })
}

/** Set the queue columns of a page of one flow's applications. */
export async function finishQueueRows(db: Db, flow: FlowDeclaration, rows: Row[], now: Date): Promise<void> {
  if (!rows.length) return
  const ids = rows.map((row) => String(row.applyId))
  const history = await db
    .selectFrom('application_steps')
    .select(['applyId', 'action', 'fromStatus', 'toStatus', 'userName', 'time'])
    .where('applyId', 'in', ids)
    .orderBy('id')
    .execute()
  const enteredOf = new Map<string, Entered>()
  const byRow = new Map(rows.map((row) => [String(row.applyId), String(row.status)]))
  for (const step of history)
    if (step.toStatus === byRow.get(step.applyId) && step.fromStatus !== step.toStatus)
      enteredOf.set(step.applyId, step)
  const today = chinaDateOf(now.toISOString())
  const days = new Map<string, Promise<number>>()
  const queue = queueSteps(flow)
  for (const row of rows) {
    const status = String(row.status)
    // A step waits only while its condition holds: an issued proof valid until 2029 waits for
    // nobody (no 等待天数, no 当前处理人), and once its validity has passed it waits from then.
    const waiting = queue.filter(
      (step) =>
        (step.from as readonly string[]).includes(status) && (!step.when || step.when.holds(row, now)),
    )
    const entered = enteredOf.get(String(row.applyId))
    const since = [
      entered?.time ?? String(row.submitTime ?? row.createTime ?? ''),
      ...conditionTimes(waiting, row),
    ]
      .sort()
      .pop()
    const columns: QueueColumns = { waitingDays: null, deadline: null, overdue: false, handler: null }
    if (waiting.length && since) {
      const day = chinaDateOf(since)
      if (!days.has(day)) days.set(day, workingDaysBetween(db, day, today))
      columns.waitingDays = Math.max(0, await days.get(day)!)
      const limit = flow.deadlines?.[status as keyof typeof flow.deadlines]
      if (limit !== undefined) {
        columns.deadline = await addWorkingDays(db, day, limit)
        columns.overdue = today > columns.deadline
      }
      columns.handler = handlerOf(flow, row, entered, waiting)
    }
    Object.assign(row, columns)
  }
}
