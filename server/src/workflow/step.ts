/**
 * The one engine every flow's steps run through (decisions: Workflow engine; issue 39 item 2),
 * generalised over the flow's subject table: its key, status and version columns, its history
 * table and its journal target. A step is refused before anything is written — not offered on the
 * screen (400), the actor lacks the step's right (403), the subject is not visible (400), another
 * call moved it (stale version, 409), its status does not allow the step (409), a required opinion
 * is missing (400), the step's condition fails (409), the flow's own checks (separation of duties, fields) — then one guarded UPDATE
 * (key, version and status as read: a concurrent step finds nothing to move, 409), one history row
 * and one journal record, all in the route's transaction, with the to-dos and notices the step
 * causes (todos.ts).
 */
import type { Kysely } from 'kysely'
import type { FlowStep, StepFlow } from '../../../src/core/domain/flow-kit'
import { transitionOf } from '../../../src/core/domain/flow-kit'
import { type Principal, requirePermission } from '../auth/permissions'
import type { Db } from '../db/types'
import { conflict, fieldError } from '../kernel/errors'
import type { Row } from '../resources'
import { type FlowSubject, keysOf, subjectId } from './subject'
import { recordWork } from './todos'
import './tables'

/** What a step call receives. */
export interface StepContext {
  db: Db
  principal: Principal
  now: Date
  record: (input: { target: string; before?: unknown; after?: unknown }) => void
}

/** One call of a step: the flow's own parts around the engine's. */
export interface StepCall<R extends Row = Row> {
  flow: StepFlow
  subject: FlowSubject
  action: string
  /** Whether the calling screen offers the step (else 400 该页面不支持此操作). */
  offers?: (step: FlowStep) => boolean
  /** The subject as the caller may see it; throws 400 when it may not. */
  load: () => Promise<R>
  /** The version the caller saw; absent (an older console) the status alone guards the write. */
  version?: number | null
  opinion?: string | null
  /** The flow's own refusals (separation of duties, fields), before anything is written. */
  check?: (row: R, step: FlowStep, opinion: string) => Promise<void> | void
  /** Columns the step sets besides status and version (may claim files: the transaction holds them). */
  changes?: (row: R, step: FlowStep, opinion: string) => Promise<Row> | Row
  /** The history row's note (default: the opinion) and extra columns. */
  history?: (changes: Row, opinion: string) => { opinion?: string; extra?: Row }
  /** The journal's before and after (default: status and version, then status and changes). */
  journal?: (row: R, changes: Row, opinion: string) => { before?: unknown; after?: unknown }
}

/** What a taken step leaves: the subject as read, the step, its status before and what changed. */
export interface StepTaken<R extends Row = Row> {
  row: R
  step: FlowStep
  from: string
  changes: Row
}

// biome-ignore lint/suspicious/noExplicitAny: the engine moves any flow's table by its declared columns
const anyDb = (db: Db) => db as unknown as Kysely<any>

/** The message of a step its status does not allow. */
export function wrongState(subject: FlowSubject, status: string, stepLabel: string, row: Row = {}): string {
  const label = subject.statusLabel(status)
  return subject.wrongState?.(label, stepLabel, row) ?? `当前状态为「${label}」，不能${stepLabel}`
}

/** The subject's status as the flow names it. */
export function statusOf(subject: FlowSubject, row: Row): string {
  const value = row[subject.status]
  if (value === null || value === undefined) return subject.nullStatus ?? ''
  const named = Object.entries(subject.stored ?? {}).find(([, stored]) => String(stored) === String(value))
  return named ? named[0] : String(value)
}

/** The value the status column stores for a status of the flow. */
export const storedStatus = (subject: FlowSubject, status: string): string | number =>
  subject.stored?.[status] ?? status

/** Take one step of a flow (see the file's comment for the order of the refusals). */
export async function takeStep<R extends Row>(
  call: StepCall<R>,
  context: StepContext,
): Promise<StepTaken<R>> {
  const { flow, subject } = call
  const step = transitionOf(flow, call.action)
  if (!step || (call.offers && !call.offers(step))) throw fieldError('action', '该页面不支持此操作')
  requirePermission(context.principal, step.permission)
  const row = await call.load()
  const version = Number(row[subject.version])
  if (call.version != null && version !== call.version) throw conflict(subject.stale)
  const from = statusOf(subject, row)
  if (!(step.from as readonly string[]).includes(from))
    throw conflict(wrongState(subject, from, step.label, row))
  const opinion = call.opinion?.trim() ?? ''
  if (step.opinion === 'required' && !opinion) throw fieldError('opinion', `请填写${step.label}意见`)
  // The step's condition on the record (到期失效 once the validity passed), as the console offers it.
  if (step.when && !step.when.holds(row, context.now)) throw conflict(step.when.refusal)
  await call.check?.(row, step, opinion)
  const changes: Row = {
    [subject.status]: storedStatus(subject, step.to),
    ...(await call.changes?.(row, step, opinion)),
  }
  const time = context.now.toISOString()
  await saveSubject(context.db, subject, row, changes, context.now)
  const note = call.history?.(changes, opinion) ?? {}
  const { history } = subject
  await anyDb(context.db)
    .insertInto(history.table)
    .values({
      ...history.fixed,
      [history.key]: subjectId(subject, row),
      action: step.action,
      fromStatus: from,
      toStatus: step.to,
      ...(history.userId && { userId: context.principal.user.id }),
      userName: context.principal.user.name,
      opinion: note.opinion ?? opinion,
      time,
      ...note.extra,
    })
    .execute()
  const journal = call.journal?.(row, changes, opinion) ?? {
    before: { status: from, version },
    after: { ...changes, opinion },
  }
  context.record({ target: `${subject.target}:${subjectId(subject, row)}`, ...journal })
  // Issue 41: the to-dos it closes and gives, and its notice, in the same transaction.
  await recordWork(context.db, {
    flow,
    subject,
    id: subjectId(subject, row),
    step,
    actorId: context.principal.user.id,
    opinion,
    time,
  })
  return { row, step, from, changes }
}

/**
 * Change a subject's own columns (a save, no step) from the version and status it was read at;
 * 409 (nothing written) when another call moved it first.
 */
export async function saveSubject(
  db: Db,
  subject: FlowSubject,
  row: Row,
  changes: Row,
  now: Date,
): Promise<void> {
  const version = Number(row[subject.version])
  const stored = row[subject.status] ?? null
  let update = anyDb(db)
    .updateTable(subject.table)
    .set({
      ...changes,
      [subject.version]: version + 1,
      ...(subject.updateTime && { [subject.updateTime]: now.toISOString() }),
    })
    .where(subject.version, '=', version)
    .where(subject.status, stored === null ? 'is' : '=', stored)
  for (const key of keysOf(subject)) update = update.where(key, '=', row[key])
  const moved = await update.executeTakeFirst()
  if (Number(moved.numUpdatedRows) !== 1) throw conflict(subject.stale)
}
