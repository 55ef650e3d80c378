/**
 * 反馈处理 (equipment operator; domain.md: Feedback): the items dispatched to the user's company
 * (a company user sees only its own), overdue ones flagged; 处理 records the result and pictures.
 * The 意见反馈处理 popup opens it filtered to 待处理.
 */
import { OPERATOR_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { FEEDBACK_FLOW } from '../../core/domain/flows-work'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { declaredStep } from '../../ui/list/flowSteps'
import { preloadable } from '../../ui/preloadable'
import { FEEDBACK_DETAIL, feedbackColumns, feedbackDetailFields, feedbackFilters } from './parts'

// The dialog's code (antd's Form, Modal, Upload) loads when it first opens, not before the rows.
const HandleDialog = preloadable(() => import('./HandleDialog').then((module) => module.HandleDialog))

/** 处理, as FEEDBACK_FLOW declares it. */
const HANDLE = declaredStep(FEEDBACK_FLOW, 'handle')

export default defineListScreen({
  resource: OPERATOR_FEEDBACKS.resource,
  rowKey: 'feedbackId',
  keyword: { placeholder: '反馈编号、充电站或问题描述' },
  columns: feedbackColumns(OPERATOR_FEEDBACKS, { operatorSearch: false }),
  filters: feedbackFilters(OPERATOR_FEEDBACKS),
  detailFields: feedbackDetailFields(OPERATOR_FEEDBACKS),
  detail: FEEDBACK_DETAIL,
  defaultSort: { field: 'deadline', order: 'asc' },
  actions: [
    action.view(),
    action.dialog('handle', HANDLE.label, HandleDialog, { permission: HANDLE.permission, when: HANDLE.when }),
    action.export(),
  ],
})
