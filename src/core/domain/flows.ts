/**
 * Workflow flows as data (decisions: Workflow engine): each flow declares its statuses, its
 * transitions and the page action (`<page>/<action>`, api.md: Permissions) each one needs. The
 * server's engine (server/src/workflow) enforces them; the console's flow screens
 * (src/ui/flow) offer a step only where its flow allows it. Framework-free: console and server
 * read the same declarations.
 *
 * The universal-services flows are in flows-universal.ts, the subsidy's in flows-supervise.ts: another
 * area declares its flow the same way, `defineFlow({ key, ..., transitions: [...submitSteps(page, next), ...] })`.
 */
import { APPLY_STATUS, type ApplyStatus } from './apply-status'
import type { EnumList } from './enum-kit'
import type { FlowStep, NextActor, StepFlow } from './flow-kit'
import { tellApplicant } from './flow-notices'

export type { NotBy, ReviewLevel, StepCondition, StepRecord } from './flow-kit'
export { stepOpen, stepsFrom, transitionOf, VALIDITY_PASSED } from './flow-kit'

/** One step of an application flow. */
export type FlowTransition = FlowStep<ApplyStatus>

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

/** An application flow: a flow of the `applications` table (decisions: Workflow engine). */
export interface FlowDeclaration extends StepFlow<ApplyStatus> {
  /** Stored in `applications.flow`. */
  key: string
  /** First letters of its applyIds (`QY` + date + serial). */
  idPrefix: string
  /** Application types (`type`, a route parameter of the access-proof pages). */
  types: EnumList<string>
  /** Who may create one (as 草稿); absent: applications arrive from elsewhere (the seed, an import). */
  create?: { permission: string }
  edits: readonly FlowEdit[]
  /** The documents an application attaches, each attachment filed under one of them. */
  documents?: readonly FlowDocument[]
}

/** Declare a flow: an application flow (FlowDeclaration) or a flow of its own subject table. */
export function defineFlow(flow: FlowDeclaration): FlowDeclaration
export function defineFlow<S extends string>(flow: StepFlow<S>): StepFlow<S>
export function defineFlow(flow: StepFlow): StepFlow {
  return flow
}

/** The examiners of a page's applications, in the application's area (district first). */
export const examiners = (page: string): NextActor[] => [{ permission: `${page}/examine`, scope: 'area' }]

/** The applicant's steps: 提交 (草稿 → 待审核) and 重新提交 (驳回 → 待审核), then `next` acts. */
export function submitSteps(page: string, next: readonly NextActor[]): FlowTransition[] {
  const permission = `${page}/edit`
  const notice = null
  return [
    { action: 'submit', label: '提交', from: ['draft'], to: 'pending', permission, next, notice },
    { action: 'resubmit', label: '重新提交', from: ['rejected'], to: 'pending', permission, next, notice },
  ]
}

/**
 * The examiner's steps: 受理 (待审核 → 审核中), then 审核通过 (then `approved` acts) or 驳回
 * with an opinion (back to the applicant's `resubmit`, when it has one).
 */
export function reviewSteps(
  page: string,
  next: { approved: readonly NextActor[]; rejected: readonly NextActor[] },
): FlowTransition[] {
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
      next: examiners(page),
      notice: tellApplicant('accepted'),
    },
    {
      action: 'approve',
      label: '审核通过',
      from: ['reviewing'],
      to: 'approved',
      permission,
      opinion: 'optional',
      notBy,
      next: next.approved,
      notice: tellApplicant('approved'),
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
      next: next.rejected,
      notice: tellApplicant('rejected', true),
    },
  ]
}

/** The applicant's company resubmits with the page's edit right. */
export const applicantEdits = (page: string): NextActor[] => [
  { permission: `${page}/edit`, scope: 'company' },
]

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

/** Labels of the history's non-status steps (creation and saving of an application's fields). */
export const HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  create: '创建草稿',
  receive: '提交申请',
  save: '修改',
  // Subsidy applications (issue 17): publicity and disbursement move them outside the steps.
  publicize: '发布公示',
  objection: '公示异议，退回市级审核',
  'publicity-end': '公示期满无异议',
  pay: '补贴发放',
}

/** Years an issued access proof is valid. */
export const ACCESS_PROOF_VALID_YEARS = 3

/** An operator's data-access state (operator-info), kept in step with its access applications. */
export const OPERATOR_ACCESS_STATUS = [
  { value: 0, label: '未接入', color: 'default' },
  { value: 1, label: '接入申请中', color: 'processing' },
  { value: 2, label: '已接入', color: 'success' },
  { value: 3, label: '已断开', color: 'error' },
] as const satisfies EnumList<number>
