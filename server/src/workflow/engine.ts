/**
 * The workflow engine (decisions: Workflow engine): create, save and step an application of
 * any flow. Each call runs inside the route's transaction and writes the application, one
 * history row and (through `record`) the journal. A step names the version it saw: a step not
 * allowed from the current status, or on a version another user has moved, answers 409 and
 * changes nothing (api.md: Workflow step), so two examiners at once leave one history row.
 */
import { ACCESS_PROOF_VALID_YEARS, canEdit } from '../../../src/core/domain/flows'
import { can, requirePermission } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { parseInput } from '../http/validate'
import { conflict, fieldError, forbidden } from '../kernel/errors'
import type { Row } from '../resources'
import { assertAttachmentsFixed, assertDocuments } from './documents'
import { assertLevel, assertSeparation, dutiesOf } from './duties'
import {
  APPLICATIONS,
  addHistory,
  checkType,
  checkVersion,
  claimAttachments,
  type EngineContext,
  guardedUpdate,
  loadApplication,
  loadSubject,
  nextApplyId,
} from './records'
import { type FlowScreenSpec, statusLabel } from './resource'
import { takeStep } from './step'

/** The input of a new application. */
export interface CreateInput {
  type: string
  operatorId?: string
  areaCode?: string
  fields: Record<string, unknown>
  attachmentIds?: number[]
}

/** Create an application as 草稿 (the flow's `create` permission). */
export async function createApplication(
  screen: FlowScreenSpec,
  input: CreateInput,
  context: EngineContext,
): Promise<Row> {
  const flow = screen.flow.declaration
  if (!flow.create?.permission.startsWith(`${screen.page}/`)) throw forbidden('该页面不能新建申请')
  requirePermission(context.principal, flow.create.permission)
  checkType(screen, input.type)
  const fields = parseInput(screen.flow.fields, input.fields, 'fields') as Record<string, unknown>
  const scope = dataScope(context.principal)
  // A company user applies for its own company (decisions: Data scope); staff name the operator.
  const operatorId = scope.operatorId ?? input.operatorId
  if (!operatorId) throw fieldError('operatorId', '请选择运营商')
  if (scope.operatorId && input.operatorId && input.operatorId !== scope.operatorId)
    throw fieldError('operatorId', '只能为本企业提交申请')
  const operator = await context.db
    .selectFrom('operators')
    .select('operatorId')
    .where('operatorId', '=', operatorId)
    .executeTakeFirst()
  if (!operator) throw fieldError('operatorId', '运营商不存在')
  const areaCode = input.areaCode ?? context.principal.attrs.auth_area?.trim()
  if (!areaCode || !/^\d{6}$/.test(areaCode)) throw fieldError('areaCode', '请选择所属区域')
  if (scope.areaPrefix && !areaCode.startsWith(scope.areaPrefix))
    throw fieldError('areaCode', '所属区域不在您的管辖范围内')
  const applyId = await nextApplyId(screen, context)
  const attachments = await claimAttachments(input.attachmentIds, applyId, context, flow)
  const time = context.now.toISOString()
  await context.db
    .insertInto('applications')
    .values({
      applyId,
      flow: flow.key,
      operatorId,
      areaCode,
      type: input.type,
      status: 'draft',
      title: screen.flow.titleOf(fields).slice(0, 128),
      fieldsJson: JSON.stringify(fields),
      attachmentsJson: JSON.stringify(attachments),
      version: 1,
      submitterId: context.principal.user.id,
      submitterName: context.principal.user.name,
      createTime: time,
      submitTime: null,
      updateTime: time,
      examinerName: null,
      opinion: null,
      issuerName: null,
      issuerOpinion: null,
      validUntil: null,
    })
    .execute()
  await addHistory(context, { applyId, action: 'create', fromStatus: null, toStatus: 'draft', attachments })
  context.record({
    target: `application:${applyId}`,
    after: { flow: flow.key, type: input.type, status: 'draft', fields },
  })
  return loadApplication(screen, applyId, context)
}

/** The input of a save. */
export interface SaveInput {
  version: number
  type?: string
  fields: Record<string, unknown>
  attachmentIds?: number[]
}

/** Change an application's own fields where its flow allows it in the current status. */
export async function saveApplication(
  screen: FlowScreenSpec,
  applyId: string,
  input: SaveInput,
  context: EngineContext,
): Promise<Row> {
  const flow = screen.flow.declaration
  const holds = (permission: string) =>
    permission.startsWith(`${screen.page}/`) && can(context.principal, permission)
  if (!flow.edits.some((edit) => holds(edit.permission))) throw forbidden()
  const app = await loadSubject(screen, applyId, context)
  checkVersion(app, input.version)
  if (!canEdit(flow, String(app.status), holds))
    throw conflict(`当前状态为「${statusLabel(String(app.status))}」，不能修改`)
  if (input.type !== undefined) checkType(screen, input.type)
  const fields = parseInput(screen.flow.fields, input.fields, 'fields') as Record<string, unknown>
  const current = (app.attachments as { id: number }[]).map((file) => file.id)
  const attachments =
    input.attachmentIds === undefined
      ? current
      : await claimAttachments(input.attachmentIds, applyId, context, flow)
  assertAttachmentsFixed(flow, String(app.status), holds, current, attachments)
  await guardedUpdate(context, app, {
    type: input.type ?? String(app.type),
    title: screen.flow.titleOf(fields).slice(0, 128),
    fieldsJson: JSON.stringify(fields),
    attachmentsJson: JSON.stringify(attachments),
  })
  await addHistory(context, {
    applyId,
    action: 'save',
    fromStatus: String(app.status),
    toStatus: String(app.status),
    attachments,
  })
  context.record({
    target: `application:${applyId}`,
    before: { type: app.type, fields: app.fields },
    after: { type: input.type ?? app.type, fields },
  })
  return loadApplication(screen, applyId, context)
}

/** The input of a step. */
export interface StepInput {
  version: number
  opinion?: string
  attachmentIds?: number[]
}

/** Take one step of the flow (submit, accept, approve, reject, issue, …). */
export async function stepApplication(
  screen: FlowScreenSpec,
  applyId: string,
  action: string,
  input: StepInput,
  context: EngineContext,
): Promise<Row> {
  const flow = screen.flow.declaration
  const submits = (to: string) => to === 'pending' && !!flow.documents
  let attachments: number[] = []
  await takeStep(
    {
      flow,
      subject: APPLICATIONS,
      action,
      // A step belongs to the screen whose page its permission names (enterprise-record/examine).
      offers: (step) => step.permission.startsWith(`${screen.page}/`),
      load: () => loadSubject(screen, applyId, context),
      version: input.version,
      opinion: input.opinion,
      check: async (app, step) => {
        // Separation of duties, from who took which step (decisions: Separation of duties).
        if (step.notBy?.length)
          assertSeparation(flow, step, context.principal.user.id, await dutiesOf(context.db, applyId))
        await assertLevel(context.db, step, context.principal, String(app.areaCode))
        // A submission needs the checklist's required documents.
        if (submits(step.to)) assertDocuments(flow, app.attachments as { doc?: string | null }[])
      },
      changes: async (app, step, opinion) => {
        const own = await claimAttachments(input.attachmentIds, applyId, context)
        // A submission's history row keeps the attachments as submitted.
        const submitted = submits(step.to) ? (app.attachments as { id: number }[]) : []
        attachments = [...submitted.map((file) => file.id), ...own]
        const changes: Record<string, unknown> = {}
        // A (re)submission starts a new review: the list no longer shows the last round's examiner and opinion.
        if (step.to === 'pending')
          Object.assign(changes, { submitTime: context.now.toISOString(), examinerName: null, opinion: null })
        // Each actor in its own fields (issue 42 item 4): 发放 and 撤销 never overwrite who reviewed.
        if (step.actor === 'issuer')
          Object.assign(changes, { issuerName: context.principal.user.name, issuerOpinion: opinion || null })
        else if (step.opinion)
          Object.assign(changes, { examinerName: context.principal.user.name, opinion: opinion || null })
        if (step.to === 'issued') {
          const until = new Date(context.now)
          until.setUTCFullYear(until.getUTCFullYear() + ACCESS_PROOF_VALID_YEARS)
          changes.validUntil = until.toISOString()
        }
        return changes
      },
      history: () => ({ extra: { attachmentsJson: JSON.stringify(attachments) } }),
      journal: (app, changes, opinion) => ({
        before: { status: app.status, version: app.version },
        after: { status: changes.status, opinion, attachments },
      }),
    },
    context,
  )
  // The new status may be one this screen does not list (a release screen's 已撤销 is listed; a
  // future screen's might not be): the answer shows the application whatever its status.
  return loadApplication({ ...screen, statuses: undefined }, applyId, context)
}
