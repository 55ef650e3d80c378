/**
 * 意见反馈管理 (operation staff; domain.md: Feedback): every item in the user's scope, 提交反馈
 * (type, station, description, pictures) and 只看我提交的 to follow one's own items.
 */

import { filter } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { FEEDBACK_DETAIL, FEEDBACK_DETAIL_FIELDS, FEEDBACK_FILTERS, feedbackColumns } from './parts'
import { SubmitDialog } from './SubmitDialog'

export default defineListScreen({
  resource: 'feedback/staff-feedbacks',
  rowKey: 'feedbackId',
  keyword: { placeholder: '反馈编号、充电站或问题描述' },
  columns: feedbackColumns({ operatorSearch: true }),
  filters: [...FEEDBACK_FILTERS, filter.boolean('mine', '只看我提交的')],
  detailFields: FEEDBACK_DETAIL_FIELDS,
  detail: FEEDBACK_DETAIL,
  defaultSort: { field: 'updateTime', order: 'desc' },
  actions: [
    action.view(),
    action.export(),
    action.dialog('submit', '提交反馈', SubmitDialog, { scope: 'toolbar', permission: 'add' }),
  ],
})
