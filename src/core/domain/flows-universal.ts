/**
 * The flows of universal services (decisions: Workflow engine): 运营商认证 and 数据接入申请
 * arrive submitted and are reviewed only; 企业备案 and 接入证明 are filed by the operator, and an
 * approved 接入证明 is issued, then expires or is revoked.
 */
import type { ApplyStatus } from './enums'
import { ENDS, type NextActor, VALIDITY_PASSED } from './flow-kit'
import { tellApplicant } from './flow-notices'
import {
  applicantEdits,
  defineFlow,
  examiners,
  type FlowDeclaration,
  reviewSteps,
  submitSteps,
} from './flows'

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
  transitions: reviewSteps('certification-management', { approved: ENDS, rejected: ENDS }),
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
  transitions: reviewSteps('access-audit', { approved: ENDS, rejected: ENDS }),
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
  transitions: [
    ...submitSteps('enterprise-apply', examiners('enterprise-record')),
    ...reviewSteps('enterprise-record', { approved: ENDS, rejected: applicantEdits('enterprise-apply') }),
  ],
})

/** The release desk acts on an approved or issued proof. */
const RELEASE: readonly NextActor[] = [{ permission: 'accessproof-release/release', scope: 'area' }]

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
    ...submitSteps('accessproof-apply', examiners('accessproof-record')),
    ...reviewSteps('accessproof-record', {
      approved: RELEASE,
      rejected: applicantEdits('accessproof-apply'),
    }),
    {
      action: 'issue',
      label: '发放',
      from: ['approved'],
      to: 'issued',
      permission: 'accessproof-release/release',
      opinion: 'optional',
      actor: 'issuer',
      notBy: ['applicant'],
      // An issued proof waits for nobody: the end of its validity is a reminder
      // (server/src/workflow/reminders.ts), and 到期失效 is offered once it has passed.
      next: ENDS,
      notice: tellApplicant('issued'),
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
      next: ENDS,
      notice: tellApplicant('revoked', true),
    },
    {
      action: 'expire',
      label: '到期失效',
      from: ['issued'],
      to: 'expired',
      permission: 'accessproof-release/release',
      when: VALIDITY_PASSED,
      next: ENDS,
      notice: tellApplicant('expired'),
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
