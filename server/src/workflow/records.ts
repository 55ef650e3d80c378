/**
 * The engine's building blocks: reading an application within the caller's scope, claiming
 * attachments, writing a history row, new applyIds and the version-guarded update.
 */

import type { FlowDeclaration } from '../../../src/core/domain/flows'
import type { Principal } from '../auth/permissions'
import { nextSerial } from '../db/serialize'
import type { Db } from '../db/types'
import { ApiError, conflict, fieldError } from '../kernel/errors'
import { detailOf, type QueryContext, queryContext, type ResourceDef, type Row } from '../resources'
import { assertFiledUnder } from './documents'
import { type FlowScreenSpec, flowResource, flowSubjectResource, statusLabel } from './resource'
import { saveSubject } from './step'
import { claimStoredFiles } from './stored-files'
import type { FlowSubject } from './subject'

/** The applications table as the one engine moves it (its history: application_steps). */
export const APPLICATIONS: FlowSubject = {
  table: 'applications',
  key: 'applyId',
  status: 'status',
  flowColumn: 'flow',
  version: 'version',
  updateTime: 'updateTime',
  history: { table: 'application_steps', key: 'applyId', userId: true },
  target: 'application',
  stale: '申请已被他人处理或修改，请刷新后重试',
  statusLabel,
}

/** What every engine call receives. */
export interface EngineContext {
  db: Db
  postgres: boolean
  now: Date
  principal: Principal
  /** The route's journal record. */
  record: (input: { target: string; before?: unknown; after?: unknown }) => void
}

/** The engine's context of a route's call: its database or transaction, caller and journal record, now. */
export function engineContext(db: Db, principal: Principal, record: EngineContext['record']): EngineContext {
  return { ...queryContext(db, principal), record }
}

export const query = (context: EngineContext): QueryContext => ({
  db: context.db,
  postgres: context.postgres,
  now: context.now,
  principal: context.principal,
})

/** An application as the screen may see it (data scope and statuses), else 400 记录不存在. */
export function loadApplication(
  screen: FlowScreenSpec,
  applyId: string,
  context: EngineContext,
): Promise<Row> {
  return readApplication(flowResource(screen), applyId, context)
}

/**
 * The application a step or a save is about to change, seen as loadApplication sees it but read
 * without what only the answer shows (resource.ts flowSubjectResource): two statements, not six.
 */
export function loadSubject(screen: FlowScreenSpec, applyId: string, context: EngineContext): Promise<Row> {
  return readApplication(flowSubjectResource(screen), applyId, context)
}

async function readApplication(def: ResourceDef, applyId: string, context: EngineContext): Promise<Row> {
  try {
    return await detailOf(def, applyId, query(context))
  } catch (error) {
    // Another operator's application answers exactly like one that does not exist (issue 15).
    if (error instanceof ApiError) throw fieldError('applyId', '申请不存在或无权查看')
    throw error
  }
}

/**
 * Attachments a call may refer to: uploaded by this user and not yet used elsewhere, or already
 * belonging to this application, and (given the flow) filed under its documents. Marks them as
 * the application's.
 */
export async function claimAttachments(
  ids: readonly number[] | undefined,
  applyId: string,
  context: EngineContext,
  flow?: FlowDeclaration,
): Promise<number[]> {
  return claimStoredFiles(context.db, ids, applyId, context.principal.user.id, {
    field: 'attachmentIds',
    message: '附件不存在或不可使用，请重新上传',
    inspect: flow ? (files) => assertFiledUnder(flow, files) : undefined,
  })
}

export async function addHistory(
  context: EngineContext,
  row: {
    applyId: string
    action: string
    fromStatus: string | null
    toStatus: string
    opinion?: string
    attachments?: number[]
  },
): Promise<void> {
  await context.db
    .insertInto('application_steps')
    .values({
      applyId: row.applyId,
      action: row.action,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      userId: context.principal.user.id,
      userName: context.principal.user.name,
      opinion: row.opinion ?? '',
      attachmentsJson: JSON.stringify(row.attachments ?? []),
      time: context.now.toISOString(),
    })
    .execute()
}

/** Digits of the day's serial that ends an applyId. */
export const APPLY_SERIAL_DIGITS = 5

/**
 * A new applyId: the flow's prefix, the date (China time) and a serial of that day, one above the
 * last one written (db/serialize.ts nextSerial: drawn side by side on PostgreSQL, each serial
 * held by its drawer until its transaction ends).
 */
export function nextApplyId(screen: FlowScreenSpec, context: EngineContext): Promise<string> {
  const china = new Date(context.now.getTime() + 8 * 3_600_000).toISOString()
  const stem = `${screen.flow.declaration.idPrefix}${china.slice(0, 10).replace(/-/g, '')}`
  // Five digits, as the seeded applications have (issue 42 item 20: ids of one length).
  return nextSerial(context.db, {
    table: 'applications',
    column: 'applyId',
    stem,
    digits: APPLY_SERIAL_DIGITS,
  })
}

export function checkType(screen: FlowScreenSpec, type: string): void {
  if (!screen.flow.declaration.types.some((item) => item.value === type))
    throw fieldError('type', '请选择申请类型')
}

/** Change the application from the version and status it was read at; 409 if another call moved it. */
export function guardedUpdate(
  context: EngineContext,
  app: Row,
  changes: Record<string, unknown>,
): Promise<void> {
  return saveSubject(context.db, APPLICATIONS, app, changes, context.now)
}

export function checkVersion(app: Row, version: number): void {
  if (Number(app.version) !== version) throw conflict(APPLICATIONS.stale)
}
