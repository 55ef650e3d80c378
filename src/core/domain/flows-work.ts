/**
 * The flows of feedback and station assessment (domain.md: Feedback; Station assessment), run by
 * the server's one engine (server/src/workflow/step.ts) over their own tables; declared with the
 * flow kit alone, so that the feedback screens' step buttons read them without the application
 * flows. Not named enums-*.ts: vite.config.ts puts those into the `enums` chunk every list screen loads.
 */
import { defineStepFlow, ENDS } from './flow-kit'
import { tellApplicant } from './flow-notices'

const DISPATCH = 'operation-manager-feedback/dispatch'
const EXAMINE = 'operation-manager-feedback/examine'
const HANDLE = 'equipment-operator-feedback/handle'
/** The station's operator handles a dispatched item. */
const HANDLER = [{ permission: HANDLE, scope: 'company' }] as const

/**
 * 问题反馈: staff submit (待审核); the manager 派发 to the station's operator with a time limit or
 * 驳回 it; the operator 处理; the manager 关闭 it or 退回重办 with a new limit.
 */
export const FEEDBACK_FLOW = defineStepFlow({
  key: 'feedback',
  title: '问题反馈',
  applicantPage: 'operation-staff-feedback',
  statuses: ['submitted', 'dispatched', 'handled', 'closed', 'rejected'],
  transitions: [
    {
      action: 'dispatch',
      label: '派发',
      from: ['submitted'],
      to: 'dispatched',
      permission: DISPATCH,
      opinion: 'optional',
      next: HANDLER,
      notice: tellApplicant('dispatched'),
    },
    {
      action: 'reject',
      label: '驳回',
      from: ['submitted'],
      to: 'rejected',
      permission: EXAMINE,
      opinion: 'required',
      danger: true,
      next: ENDS,
      notice: tellApplicant('rejected', true),
    },
    {
      action: 'handle',
      label: '处理',
      from: ['dispatched'],
      to: 'handled',
      permission: HANDLE,
      next: [{ permission: EXAMINE, scope: 'area' }],
      notice: tellApplicant('handled'),
    },
    {
      action: 'close',
      label: '关闭',
      from: ['handled'],
      to: 'closed',
      permission: EXAMINE,
      opinion: 'optional',
      next: ENDS,
      notice: { kind: 'closed', to: ['applicant', 'actors'] },
    },
    {
      action: 'sendback',
      label: '退回重办',
      from: ['handled'],
      to: 'dispatched',
      permission: EXAMINE,
      opinion: 'required',
      next: HANDLER,
      notice: { kind: 'sent-back', to: ['actors'], reason: true },
    },
  ],
})

const REVIEW = 'station-assessment-review/examine'
/** The experts review submitted evidence. */
const REVIEWERS = [{ permission: REVIEW, scope: 'any' }] as const

/**
 * 充电站星级评定, one station's item of a round: the operator 提交 its evidence (待上传材料 →
 * 待评审) on either upload page, the expert 评分 it (again while 已评分); publishing the round
 * moves the scored items.
 */
export const ASSESSMENT_FLOW = defineStepFlow({
  key: 'assessment',
  title: '充电站星级评定',
  statuses: ['awaiting', 'submitted', 'scored', 'published'],
  // 发起评定 puts every station of the round in 待上传材料: its company is asked for evidence.
  waits: {
    awaiting: [
      { permission: 'station-assessment-upload/upload', scope: 'company' },
      { permission: 'evaluation-upload/upload', scope: 'company' },
    ],
  },
  transitions: [
    {
      action: 'submit',
      label: '提交',
      from: ['awaiting'],
      to: 'submitted',
      permission: 'station-assessment-upload/upload',
      next: REVIEWERS,
      notice: null,
    },
    {
      action: 'evaluation-submit',
      label: '提交',
      from: ['awaiting'],
      to: 'submitted',
      permission: 'evaluation-upload/upload',
      next: REVIEWERS,
      notice: null,
    },
    {
      action: 'score',
      label: '评分',
      from: ['submitted', 'scored'],
      to: 'scored',
      permission: REVIEW,
      notBy: ['applicant'],
      next: [{ permission: REVIEW, scope: 'any' }],
      notice: tellApplicant('scored'),
    },
    {
      // Taken on every scored station of a round at once, by the round's 发布结果.
      action: 'publish',
      label: '发布',
      from: ['scored'],
      to: 'published',
      permission: REVIEW,
      next: ENDS,
      // 评定结果已发布, not 已发放 (a proof's or a subsidy's word).
      notice: tellApplicant('published'),
    },
  ],
})
