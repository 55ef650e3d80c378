/**
 * 反馈处理 (equipment operator; domain.md: Feedback): the items dispatched to the user's company
 * (a company user sees only its own), overdue ones flagged; 处理 records the result and pictures.
 * The 意见反馈处理 popup opens it filtered to 待处理.
 */
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { HandleDialog } from './HandleDialog'
import { FEEDBACK_DETAIL, FEEDBACK_DETAIL_FIELDS, FEEDBACK_FILTERS, feedbackColumns } from './parts'

export default defineListScreen({
  resource: 'feedback/operator-feedbacks',
  rowKey: 'feedbackId',
  keyword: { placeholder: '反馈编号、充电站或问题描述' },
  columns: feedbackColumns({ operatorSearch: false }),
  filters: FEEDBACK_FILTERS,
  detailFields: FEEDBACK_DETAIL_FIELDS,
  detail: FEEDBACK_DETAIL,
  defaultSort: { field: 'deadline', order: 'asc' },
  actions: [
    action.view(),
    action.dialog('handle', '处理', HandleDialog, {
      permission: 'handle',
      when: (row) => row.status === 'dispatched',
    }),
    action.export(),
  ],
})
