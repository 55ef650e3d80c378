/** Read-side parts of the feedback screens: the shared columns, filters and detail layout. */
import type { ListDescription, ListField } from '../../contract/lists/describe'
import type { MANAGER_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { feedbackOpinionLabel } from '../../core/domain/feedback'
import type { Field } from '../../ui/fields/types'
import type { DetailDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { preloadable } from '../../ui/preloadable'

// Shown only in a detail (after the rows): their code loads when a detail first renders them.
const PictureList = preloadable(() => import('./detail-parts').then((module) => module.PictureList))
const FeedbackHistory = preloadable(() => import('./detail-parts').then((module) => module.FeedbackHistory))

/** A feedback screen's list: the staff's, the manager's or the operator's (same fields). */
type FeedbackList = ListDescription<Record<keyof typeof MANAGER_FEEDBACKS.fields, ListField>>

/** The columns every feedback screen shows (filters where `search`). */
export function feedbackColumns(list: FeedbackList, options: { operatorSearch: boolean }): Field[] {
  const f = fieldsOf(list)
  return [
    f.col('feedbackId', { width: 170, fixed: 'left' }),
    f.col('type', { search: true, width: 100 }),
    f.col('status', { search: true, width: 90 }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', { ...OPERATOR_LAYOUT, search: options.operatorSearch }),
    f.col('areaCode', { ...AREA_LAYOUT, width: 100, search: options.operatorSearch }),
    f.col('description', { width: 260 }),
    f.col('submitterName', { width: 100 }),
    f.col('submitTime'),
    f.col('deadline', { width: 110 }),
    f.col('overdue', { width: 90 }),
    f.col('handlerName', { width: 100 }),
    f.col('updateTime'),
  ]
}

/** Filters beyond the columns: overdue (the list's `overdue` parameter) and the submit time. */
export function feedbackFilters(list: FeedbackList): Field[] {
  const f = fieldsOf(list)
  return [f.filter('overdue'), f.range('submitTime')]
}

/** What the detail shows beyond the columns. */
export function feedbackDetailFields(list: FeedbackList): Field[] {
  const f = fieldsOf(list)
  return [
    f.col('stationId'),
    f.col('dispatcherName'),
    f.col('dispatchTime'),
    f.col('limitDays'),
    f.col('result'),
    f.col('handleTime'),
    // Said by the last manager step: its own label, never 审核意见 for a dispatch's instruction.
    f.col('opinion', { detailLabel: (record) => feedbackOpinionLabel(record.history) }),
    f.col('closeTime'),
    f.col('pictures', {
      render: (value) => <PictureList value={value} label={list.fields.pictures.label} />,
    }),
    f.col('resultPictures', {
      render: (value) => <PictureList value={value} label={list.fields.resultPictures.label} />,
    }),
    f.col('history', { render: (value) => <FeedbackHistory value={value} /> }),
  ]
}

export const FEEDBACK_DETAIL: DetailDefinition = {
  title: (record) => `意见反馈 ${record.feedbackId ?? ''}`,
  sections: [
    {
      title: '反馈信息',
      fields: [
        'feedbackId',
        'type',
        'status',
        'stationId',
        'stationName',
        'operatorId',
        'areaCode',
        'description',
        'submitterName',
        'submitTime',
        'pictures',
      ],
    },
    {
      title: '派发与处理',
      fields: [
        'dispatcherName',
        'dispatchTime',
        'limitDays',
        'deadline',
        'overdue',
        'handlerName',
        'handleTime',
        'result',
        'resultPictures',
        'opinion',
        'closeTime',
      ],
    },
    { title: '处理记录', fields: ['history'] },
  ],
}
