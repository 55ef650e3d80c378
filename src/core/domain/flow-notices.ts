/** What a flow's step tells the applicant and earlier actors (issue 41's notices): kinds, verbs, recipients. */

/** What a step tells (issue 41's notices read it). */
export type NoticeKind =
  | 'submitted'
  | 'accepted'
  | 'approved'
  | 'rejected'
  | 'refused'
  | 'sent-back'
  | 'issued'
  | 'published'
  | 'revoked'
  | 'expired'
  | 'dispatched'
  | 'handled'
  | 'closed'
  | 'locked'
  | 'scored'
  | 'withdrawn'
  | 'hidden'
  | 'requested'

/** What a notice of each kind says happened (issue 41: 您的企业备案「…」已驳回). */
export const NOTICE_VERB: Readonly<Record<NoticeKind, string>> = {
  submitted: '已提交',
  accepted: '已受理',
  approved: '已审核通过',
  rejected: '已驳回',
  refused: '审核不通过',
  'sent-back': '已退回',
  issued: '已发放',
  published: '已发布',
  revoked: '已撤销',
  expired: '已过期',
  dispatched: '已派发',
  handled: '已处理',
  closed: '已关闭',
  locked: '已锁定',
  scored: '已评分',
  withdrawn: '已撤回',
  hidden: '已隐藏',
  requested: '已提出申请',
}

/**
 * What the applicant and the earlier actors are told when a step is taken (the engine sends it,
 * server/src/workflow/todos.ts): the kind, to whom, and whether the step's opinion is given as
 * the reason. Null: nobody is told.
 */
export interface StepNotice {
  kind: NoticeKind
  /** `applicant`: who filed the subject; `actors`: whoever took an earlier step on it. */
  to: readonly ('applicant' | 'actors')[]
  reason?: boolean
}

/** The applicant is told the step's outcome, with the opinion as reason when `reason`. */
export const tellApplicant = (kind: NoticeKind, reason = false): StepNotice => ({
  kind,
  to: ['applicant'],
  reason,
})
