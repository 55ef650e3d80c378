/**
 * Workflow flows as data (decisions: Workflow engine): each flow declares its statuses, its
 * transitions and the page action (`<page>/<action>`, api.md: Permissions) each one needs. The
 * server's engine (server/src/workflow) enforces them; the console's flow screens
 * (src/ui/flow) offer a step only where its flow allows it. Framework-free: console and server
 * read the same declarations.
 *
 * Another area declares its flow the same way (e.g. supervise-apply's subsidy applications):
 * `defineFlow({ key: 'subsidy', ..., transitions: [...submitSteps('supervise-apply'), ...reviewSteps('supervise-audit')] })`.
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
  /** Only once the application's validity has ended (an access proof's 已过期). */
  onlyWhenExpired?: boolean
  /** A danger step (red button, confirmation). */
  danger?: boolean
  /** Who may not take it (decisions: Separation of duties); the engine answers 403. */
  notBy?: readonly NotBy[]
  /** The review level it belongs to (decisions: Separation of duties). */
  level?: ReviewLevel
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

const REVIEWED: readonly ApplyStatus[] = ['draft', 'pending', 'reviewing', 'approved', 'rejected']
/** Flows whose applications arrive submitted (from the operators' own systems): review only. */
const RECEIVED: readonly ApplyStatus[] = ['pending', 'reviewing', 'approved', 'rejected']

/** 运营商认证 (certification-management). */
export const CERTIFICATION_FLOW = defineFlow({
  key: 'certification',
  title: '运营商认证',
  idPrefix: 'RZ',
  types: [
    { value: 'charging', label: '充电运营商认证', color: 'blue' },
    { value: 'swap', label: '换电运营商认证', color: 'purple' },
  ],
  statuses: RECEIVED,
  edits: [],
  transitions: reviewSteps('certification-management'),
})

/** 数据接入申请 (access-audit). */
export const ACCESS_FLOW = defineFlow({
  key: 'access',
  title: '数据接入申请',
  idPrefix: 'JR',
  types: [
    { value: 'platform', label: '平台接入', color: 'blue' },
    { value: 'change', label: '接入变更', color: 'orange' },
  ],
  statuses: RECEIVED,
  edits: [],
  transitions: reviewSteps('access-audit'),
})

/** 企业备案 (enterprise-apply by the operator, enterprise-record by staff). */
export const ENTERPRISE_FLOW = defineFlow({
  key: 'enterprise',
  title: '企业备案',
  idPrefix: 'QY',
  types: [
    { value: 'new', label: '新增备案', color: 'blue' },
    { value: 'change', label: '变更备案', color: 'orange' },
  ],
  statuses: REVIEWED,
  create: { permission: 'enterprise-apply/add' },
  edits: [{ permission: 'enterprise-apply/edit', statuses: ['draft', 'rejected'] }],
  transitions: [...submitSteps('enterprise-apply'), ...reviewSteps('enterprise-record')],
})

/** 接入证明 (accessproof-apply, -record, -release): review, then 已发放 → 已过期 | 已撤销. */
export const ACCESS_PROOF_FLOW = defineFlow({
  key: 'accessproof',
  title: '接入证明',
  idPrefix: 'ZM',
  types: [
    { value: 'charging', label: '充电设施接入证明', color: 'blue' },
    { value: 'swap', label: '换电设施接入证明', color: 'purple' },
  ],
  statuses: [...REVIEWED, 'issued', 'expired', 'revoked'],
  create: { permission: 'accessproof-apply/add' },
  edits: [
    { permission: 'accessproof-apply/edit', statuses: ['draft', 'rejected'] },
    { permission: 'accessproof-record/edit', statuses: ['pending', 'reviewing'] },
  ],
  transitions: [
    ...submitSteps('accessproof-apply'),
    ...reviewSteps('accessproof-record'),
    {
      action: 'issue',
      label: '发放',
      from: ['approved'],
      to: 'issued',
      permission: 'accessproof-release/release',
      opinion: 'optional',
      notBy: ['applicant'],
    },
    {
      action: 'revoke',
      label: '撤销',
      from: ['issued'],
      to: 'revoked',
      permission: 'accessproof-release/release',
      opinion: 'required',
      danger: true,
      notBy: ['applicant'],
    },
    {
      action: 'expire',
      label: '到期失效',
      from: ['issued'],
      to: 'expired',
      permission: 'accessproof-release/release',
      onlyWhenExpired: true,
    },
  ],
})

/** The flows of universal services. */
export const UNIVERSAL_FLOWS: readonly FlowDeclaration[] = [
  CERTIFICATION_FLOW,
  ACCESS_FLOW,
  ENTERPRISE_FLOW,
  ACCESS_PROOF_FLOW,
]

/** The step of a flow by name. */
export function transitionOf(flow: FlowDeclaration, action: string): FlowTransition | undefined {
  return flow.transitions.find((step) => step.action === action)
}

/** The steps allowed from a status for a holder of the given resPaths (`<page>/<action>`). */
export function stepsFrom(
  flow: FlowDeclaration,
  status: string,
  holds: (permission: string) => boolean,
): FlowTransition[] {
  return flow.transitions.filter(
    (step) => (step.from as readonly string[]).includes(status) && holds(step.permission),
  )
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
