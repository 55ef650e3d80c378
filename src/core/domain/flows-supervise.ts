/**
 * The subsidy application flow (issue 17; domain.md: Subsidy): the operator applies in
 * supervise-apply, district review then city review in supervise-audit (approve, return for more
 * evidence, refuse with an opinion). Publicity, 待补贴 and 已补贴 follow outside the steps
 * (supervise-publicy and supervise-subsidy move them), so they are statuses without a button.
 */
import { SUBSIDY_TYPE } from './enums'
import { tellApplicant } from './flow-notices'
import { applicantEdits, defineFlow, submitSteps } from './flows'

const EXAMINE = 'supervise-audit/examine'
/**
 * The city's decision is never the applicant's nor the district examiner's: two people review
 * (decisions: Separation of duties). From 待审核 there is no district step in the round, so the
 * district examiner itself may return or refuse.
 */
/** The district examiner first (a city examiner stands in where the district has none). */
const DISTRICT = [{ permission: EXAMINE, scope: 'area' }] as const
/** The city's examiner, then publicity (supervise-publicy). */
const CITY = [{ permission: EXAMINE, scope: 'city' }] as const
const RESUBMIT = applicantEdits('supervise-apply')

const CITY_REVIEW = ['applicant', 'step:district-approve'] as const

/** 补贴申请. */
export const SUBSIDY_FLOW = defineFlow({
  key: 'subsidy',
  title: '补贴申请',
  idPrefix: 'BT',
  types: SUBSIDY_TYPE,
  statuses: [
    'draft',
    'pending',
    'reviewing',
    'approved',
    'rejected',
    'refused',
    'publicity',
    'awaiting',
    'paid',
  ],
  create: { permission: 'supervise-apply/add' },
  edits: [{ permission: 'supervise-apply/edit', statuses: ['draft', 'rejected'] }],
  documents: [
    { key: 'acceptance', label: '竣工验收报告' },
    { key: 'invoice', label: '设备采购发票' },
    { key: 'photos', label: '充电设施现场照片' },
  ],
  transitions: [
    ...submitSteps('supervise-apply', DISTRICT),
    {
      action: 'district-approve',
      label: '区级审核通过',
      from: ['pending'],
      to: 'reviewing',
      permission: EXAMINE,
      opinion: 'optional',
      notBy: ['applicant'],
      level: 'district',
      next: CITY,
      notice: tellApplicant('accepted'),
    },
    {
      action: 'city-approve',
      label: '市级审核通过',
      from: ['reviewing'],
      to: 'approved',
      permission: EXAMINE,
      opinion: 'optional',
      notBy: CITY_REVIEW,
      level: 'city',
      next: [{ permission: 'supervise-publicy/add', scope: 'city', asks: '公示' }],
      notice: tellApplicant('approved'),
    },
    {
      action: 'return',
      label: '退回补充材料',
      from: ['pending', 'reviewing'],
      to: 'rejected',
      permission: EXAMINE,
      opinion: 'required',
      notBy: CITY_REVIEW,
      next: RESUBMIT,
      notice: tellApplicant('sent-back', true),
    },
    {
      action: 'refuse',
      label: '审核不通过',
      from: ['pending', 'reviewing'],
      to: 'refused',
      permission: EXAMINE,
      opinion: 'required',
      danger: true,
      notBy: CITY_REVIEW,
      next: [],
      notice: tellApplicant('refused', true),
    },
  ],
})

/** The station's `allowanceStatus` (ALLOWANCE_STATUS) for an application's status. */
export const ALLOWANCE_OF_STATUS: Readonly<Record<string, number>> = {
  draft: 1,
  rejected: 1,
  pending: 2,
  reviewing: 2,
  approved: 2,
  publicity: 2,
  awaiting: 3,
  paid: 4,
  refused: 5,
}
