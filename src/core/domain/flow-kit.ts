/**
 * The kit flows are declared with (decisions: Workflow engine): a flow's steps, who may take them
 * and when, who may edit, and the questions console and server ask of a declaration (which steps
 * a record offers now, whether it may be edited). The declarations themselves: flows.ts and
 * flows-*.ts. Framework-free: console and server read the same kit.
 */
import { APPLY_STATUS, type ApplyStatus, type EnumList } from './enums'

/** One step of a flow. */
export interface FlowTransition {
  /** Step name: the last path segment of `POST /api/<area>/<resource>/:applyId/<action>`. */
  action: string
  /** Button label. */
  label: string
  from: readonly ApplyStatus[]
  to: ApplyStatus
  /** The page action it needs. */
  permission: string
  /** `required`: refused without an opinion; `optional`: may carry one; absent: none asked. */
  opinion?: 'required' | 'optional'
  /**
   * A condition on the record beyond its status (an access proof's 到期失效 only once its validity
   * has passed): the step is offered only while it holds, and taken otherwise it answers 409.
   */
  when?: StepCondition
  /**
   * Whose field the taker and opinion go to: the review's (`examinerName`, `opinion`; the default
   * for a step that asks an opinion) or the release's (`issuerName`, `issuerOpinion`), so that
   * 发放 never overwrites who reviewed (issue 42 item 4).
   */
  actor?: 'examiner' | 'issuer'
  /** A danger step (red button, confirmation). */
  danger?: boolean
  /** Who may not take it (decisions: Separation of duties); the engine answers 403. */
  notBy?: readonly NotBy[]
  /** The review level it belongs to (decisions: Separation of duties). */
  level?: ReviewLevel
}

/** The record a step condition reads: the application's row (status, validUntil, …). */
export type StepRecord = Readonly<Record<string, unknown>>

/** A step's condition on the record, and the 409 message when it does not hold. */
export interface StepCondition {
  holds: (record: StepRecord, now: Date) => boolean
  refusal: string
}

/** 到期失效's condition: the proof's validity (`validUntil`) has passed. */
export const VALIDITY_PASSED: StepCondition = {
  holds: (record, now) => typeof record.validUntil === 'string' && record.validUntil <= now.toISOString(),
  refusal: '接入证明尚未到期，不能置为已过期',
}

/**
 * A separation-of-duties rule: `applicant`, the accounts that created, received, submitted or (as
 * the applicant) edited the application; `step:<action>`, whoever took that step since the
 * application was last submitted.
 */
export type NotBy = 'applicant' | `step:${string}`

/**
 * `district`: taken by an examiner scoped to the application's district where that district has
 * one (a city-level examiner stands in otherwise); `city`: never by a district-scoped examiner.
 */
export type ReviewLevel = 'district' | 'city'

/** Who may change an application's own fields, and in which statuses. */
export interface FlowEdit {
  permission: string
  statuses: readonly ApplyStatus[]
}

/** A document of a flow's checklist (issue 42 item 3): 营业执照, 授权书, 现场照片 …. */
export interface FlowDocument {
  /** Stored with each attachment (`application_files.docKey`). */
  key: string
  label: string
  /** A submission without it is refused. */
  required?: boolean
}

/** A flow. */
export interface FlowDeclaration {
  /** Stored in `applications.flow`. */
  key: string
  title: string
  /** First letters of its applyIds (`QY` + date + serial). */
  idPrefix: string
  /** Application types (`type`, a route parameter of the access-proof pages). */
  types: EnumList<string>
  /** The statuses it uses, in order. */
  statuses: readonly ApplyStatus[]
  /** Who may create one (as 草稿); absent: applications arrive from elsewhere (the seed, an import). */
  create?: { permission: string }
  edits: readonly FlowEdit[]
  transitions: readonly FlowTransition[]
  /** The documents an application attaches, each attachment filed under one of them. */
  documents?: readonly FlowDocument[]
}

/** Identity with types kept: a flow is plain data. */
export function defineFlow(flow: FlowDeclaration): FlowDeclaration {
  return flow
}

/** The applicant's steps: 提交 (草稿 → 待审核) and 重新提交 (驳回 → 待审核). */
export function submitSteps(page: string): FlowTransition[] {
  return [
    { action: 'submit', label: '提交', from: ['draft'], to: 'pending', permission: `${page}/edit` },
    { action: 'resubmit', label: '重新提交', from: ['rejected'], to: 'pending', permission: `${page}/edit` },
  ]
}

/** The examiner's steps: 受理 (待审核 → 审核中), then 审核通过 or 驳回 with an opinion. */
export function reviewSteps(page: string): FlowTransition[] {
  const permission = `${page}/examine`
  const notBy = ['applicant'] as const
  return [
    {
      action: 'accept',
      label: '受理',
      from: ['pending'],
      to: 'reviewing',
      permission,
      opinion: 'optional',
      notBy,
    },
    {
      action: 'approve',
      label: '审核通过',
      from: ['reviewing'],
      to: 'approved',
      permission,
      opinion: 'optional',
      notBy,
    },
    {
      action: 'reject',
      label: '驳回',
      from: ['reviewing'],
      to: 'rejected',
      permission,
      opinion: 'required',
      danger: true,
      notBy,
    },
  ]
}

/** The step of a flow by name. */
export function transitionOf(flow: FlowDeclaration, action: string): FlowTransition | undefined {
  return flow.transitions.find((step) => step.action === action)
}

/** Whether a step may be taken on the record now: from its status, and its condition holds. */
export function stepOpen(step: FlowTransition, record: StepRecord, now: Date): boolean {
  return (
    (step.from as readonly string[]).includes(String(record.status)) &&
    (!step.when || step.when.holds(record, now))
  )
}

/** The steps a record offers now to a holder of the given resPaths (`<page>/<action>`). */
export function stepsFrom(
  flow: FlowDeclaration,
  record: StepRecord,
  holds: (permission: string) => boolean,
  now: Date = new Date(),
): FlowTransition[] {
  return flow.transitions.filter((step) => stepOpen(step, record, now) && holds(step.permission))
}

/** Whether a holder may change the application's own fields in this status. */
export function canEdit(
  flow: FlowDeclaration,
  status: string,
  holds: (permission: string) => boolean,
): boolean {
  return flow.edits.some(
    (edit) => (edit.statuses as readonly string[]).includes(status) && holds(edit.permission),
  )
}

/** The status enumeration of a flow (labels and colours of APPLY_STATUS). */
export function statusesOf(flow: FlowDeclaration): EnumList<string> {
  return APPLY_STATUS.filter((status) => flow.statuses.includes(status.value))
}

/** The required documents of a flow that none of the attachments (their document keys) is filed under. */
export function missingDocuments(
  flow: FlowDeclaration,
  attachments: readonly { doc?: string | null }[],
): FlowDocument[] {
  return (flow.documents ?? []).filter(
    (document) => document.required && !attachments.some((file) => file.doc === document.key),
  )
}
