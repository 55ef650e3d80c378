/** Read-side parts of the feedback screens: pictures, the step history and the shared columns. */
import { Image, Space, Timeline, Typography } from 'antd'
import type { ListDescription, ListField } from '../../contract/lists/describe'
import type { MANAGER_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { FEEDBACK_STATUS, labelOf } from '../../core/domain/enums'
import { regionName } from '../../core/domain/regions'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import type { Field } from '../../ui/fields/types'
import type { DetailDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'

interface Picture {
  id: number
  fileName: string
  previewUrl: string
}

interface Step {
  id: number
  actionLabel: string
  userName: string
  time: string
  toStatus: string
  opinion: string
}

/** Thumbnails that open the picture. */
export function PictureList({ value, label }: { value: unknown; label: string }) {
  const data = useDataClient()
  if (!Array.isArray(value) || value.length === 0)
    return <Typography.Text type="secondary">无图片</Typography.Text>
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {(value as Picture[]).map((picture) => (
          <Image
            key={picture.id}
            src={data.downloadURL(picture.previewUrl)}
            alt={`${label} ${picture.fileName}`}
            width={72}
            height={72}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  )
}

/** Every step: what, who, when, the status it led to and what was said. */
export function FeedbackHistory({ value }: { value: unknown }) {
  if (!Array.isArray(value) || value.length === 0) return '-'
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={(value as Step[]).map((step) => ({
        key: step.id,
        color: step.toStatus === 'rejected' ? 'red' : step.toStatus === 'closed' ? 'green' : 'blue',
        children: (
          <div>
            <Space wrap>
              <strong>{step.actionLabel}</strong>
              <span>{step.userName}</span>
              <Typography.Text type="secondary">{formatDateTime(step.time)}</Typography.Text>
              <span>→ {labelOf(FEEDBACK_STATUS, step.toStatus)}</span>
            </Space>
            {step.opinion && <div>{step.opinion}</div>}
          </div>
        ),
      }))}
    />
  )
}

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
    f.col('operatorId', { width: 220, search: options.operatorSearch }),
    f.col('areaCode', {
      width: 100,
      search: options.operatorSearch,
      render: (value) => regionName(value as string),
    }),
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
    f.col('opinion'),
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
