/**
 * 意见反馈管理 (operation staff; domain.md: Feedback): every item in the user's scope, 提交反馈
 * (type, station, description, pictures) and 只看我提交的 to follow one's own items.
 */

import { STAFF_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { preloadable } from '../../ui/preloadable'
import { FEEDBACK_DETAIL, feedbackColumns, feedbackDetailFields, feedbackFilters } from './parts'

// The dialog's code (antd's Form, Modal, Upload) loads when it first opens, not before the rows.
const SubmitDialog = preloadable(() => import('./SubmitDialog').then((module) => module.SubmitDialog))

export default defineListScreen({
  resource: STAFF_FEEDBACKS.resource,
  rowKey: 'feedbackId',
  keyword: { placeholder: '反馈编号、充电站或问题描述' },
  columns: feedbackColumns(STAFF_FEEDBACKS, { operatorSearch: true }),
  filters: [...feedbackFilters(STAFF_FEEDBACKS), fieldsOf(STAFF_FEEDBACKS).filter('mine')],
  detailFields: feedbackDetailFields(STAFF_FEEDBACKS),
  detail: FEEDBACK_DETAIL,
  defaultSort: { field: 'updateTime', order: 'desc' },
  actions: [
    action.view(),
    action.export(),
    action.dialog('submit', '提交反馈', SubmitDialog, { scope: 'toolbar', permission: 'add' }),
  ],
})
