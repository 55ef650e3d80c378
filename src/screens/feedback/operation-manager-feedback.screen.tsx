/**
 * 反馈审核派发 (manager; domain.md: Feedback): 派发 to the station's operator with a time limit in
 * working days, 驳回 with a reason, then 关闭 after handling or 退回重办 with a new limit. The step
 * buttons are FEEDBACK_FLOW's on this page, offered only in the status the flow allows them (the
 * server's one engine refuses them otherwise).
 */

import { MANAGER_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { FEEDBACK_LIMIT_DAYS, FEEDBACK_OPINION_LABELS as SAYS } from '../../core/domain/feedback'
import { FEEDBACK_FLOW } from '../../core/domain/flows-work'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { flowSteps } from '../../ui/list/flowSteps'
import { FEEDBACK_DETAIL, feedbackColumns, feedbackDetailFields, feedbackFilters } from './parts'

const days = col.number('days', MANAGER_FEEDBACKS.fields.limitDays.label, {
  required: true,
  min: FEEDBACK_LIMIT_DAYS.min,
  max: FEEDBACK_LIMIT_DAYS.max,
  precision: 0,
  unit: ' 个工作日',
  placeholder: `${FEEDBACK_LIMIT_DAYS.min}-${FEEDBACK_LIMIT_DAYS.max}`,
})
const opinion = (label: string, required: boolean) =>
  col.text('opinion', label, { multiline: true, maxLength: 500, required })

export default defineListScreen({
  resource: MANAGER_FEEDBACKS.resource,
  rowKey: 'feedbackId',
  keyword: { placeholder: '反馈编号、充电站或问题描述' },
  columns: feedbackColumns(MANAGER_FEEDBACKS, { operatorSearch: true }),
  filters: feedbackFilters(MANAGER_FEEDBACKS),
  detailFields: feedbackDetailFields(MANAGER_FEEDBACKS),
  detail: FEEDBACK_DETAIL,
  defaultSort: { field: 'updateTime', order: 'desc' },
  actions: [
    action.view(),
    ...flowSteps(FEEDBACK_FLOW, {
      page: 'operation-manager-feedback',
      fields: {
        dispatch: [days, opinion(SAYS.dispatch, false)],
        reject: [opinion(SAYS.reject, true)],
        close: [opinion(SAYS.close, false)],
        sendback: [opinion(SAYS.sendback, true), days],
      },
    }),
    action.export(),
  ],
})
