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
import type { ApplyStatus, EnumList } from './enums'
import { defineFlow, type FlowDeclaration, reviewSteps, submitSteps, VALIDITY_PASSED } from './flow-kit'

export * from './flow-kit'

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
  documents: [
    { key: 'form', label: '备案申请表', required: true },
    { key: 'license', label: '营业执照', required: true },
    { key: 'authorization', label: '授权委托书' },
    { key: 'photos', label: '经营场所现场照片' },
  ],
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
  documents: [
    { key: 'form', label: '接入证明申请表', required: true },
    { key: 'license', label: '营业执照', required: true },
    { key: 'agreement', label: '平台接入协议' },
    { key: 'photos', label: '充电设施现场照片' },
  ],
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
      actor: 'issuer',
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
      actor: 'issuer',
      notBy: ['applicant'],
    },
    {
      action: 'expire',
      label: '到期失效',
      from: ['issued'],
      to: 'expired',
      permission: 'accessproof-release/release',
      when: VALIDITY_PASSED,
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
