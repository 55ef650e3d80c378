/**
 * 评价管理's moderation (issue 20): an app user's evaluation of a station 通过 (shown in the app)
 * or 隐藏 with a reason, either again later. Run by the server's one engine over app_evaluations;
 * the screen's step buttons and the grantable actions read it. Authors are app users, not console
 * accounts: nobody is told but the moderator who passed what is now hidden.
 */
import { defineStepFlow, ENDS } from './flow-kit'

const EXAMINE = 'mobile-evaluate-management/examine'

/** 评价审核. */
export const EVALUATION_FLOW = defineStepFlow({
  key: 'evaluation',
  title: '评价审核',
  statuses: ['pending', 'approved', 'hidden'],
  transitions: [
    {
      action: 'approve',
      label: '通过',
      from: ['pending', 'hidden'],
      to: 'approved',
      permission: EXAMINE,
      next: ENDS,
      notice: null,
    },
    {
      action: 'hide',
      label: '隐藏',
      from: ['pending', 'approved'],
      to: 'hidden',
      permission: EXAMINE,
      opinion: 'required',
      next: ENDS,
      notice: { kind: 'hidden', to: ['actors'], reason: true },
    },
  ],
})
