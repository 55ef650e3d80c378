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

const USERS = 'mobile-user-management/edit'

/**
 * An app user's account 停用 / 启用, each with a reason. The column stores 1 | 0 (APP_USER_STATUS);
 * the server's subject maps them to these names. App users are not console accounts: nobody is told.
 */
export const APP_USER_FLOW = defineStepFlow({
  key: 'app-user',
  title: 'APP用户停用启用',
  statuses: ['enabled', 'disabled'],
  transitions: [
    {
      action: 'disable',
      label: '停用',
      from: ['enabled'],
      to: 'disabled',
      permission: USERS,
      opinion: 'required',
      next: ENDS,
      notice: null,
    },
    {
      action: 'enable',
      label: '启用',
      from: ['disabled'],
      to: 'enabled',
      permission: USERS,
      opinion: 'required',
      next: ENDS,
      notice: null,
    },
  ],
})

const FEEDBACK = 'mobile-feedback-management/edit'

/**
 * APP意见反馈: 回复 (again while not closed; the reply is the step's opinion), then 关闭 once
 * replied. The writers are app users, not console accounts: nobody is told, and closing is
 * nobody's to-do (a replied feedback needs nothing more).
 */
export const APP_FEEDBACK_FLOW = defineStepFlow({
  key: 'app-feedback',
  title: 'APP意见反馈',
  statuses: ['pending', 'replied', 'closed'],
  transitions: [
    {
      action: 'reply',
      label: '回复',
      from: ['pending', 'replied'],
      to: 'replied',
      permission: FEEDBACK,
      opinion: 'required',
      next: ENDS,
      notice: null,
    },
    {
      action: 'close',
      label: '关闭',
      from: ['replied'],
      to: 'closed',
      permission: FEEDBACK,
      next: ENDS,
      notice: null,
    },
  ],
})
