/** Read-side parts of the feedback screens: pictures, the step history and the shared columns. */
import { Image, Space, Timeline, Typography } from 'antd'
import { FEEDBACK_STATUS, labelOf } from '../../core/domain/enums'
import { FEEDBACK_TYPE, OVERDUE_FLAG } from '../../core/domain/feedback'
import { regionName } from '../../core/domain/regions'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { col, filter } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import type { DetailDefinition } from '../../ui/list/definition'

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

/** The columns every feedback screen shows (filters where `search`). */
export function feedbackColumns(options: { operatorSearch: boolean }): Field[] {
  return [
    col.text('feedbackId', '反馈编号', { width: 170, fixed: 'left', sortable: true }),
    col.enum('type', '反馈类型', FEEDBACK_TYPE, { search: true, width: 100 }),
    col.enum('status', '状态', FEEDBACK_STATUS, { search: true, width: 90 }),
    col.text('stationName', '充电站', { width: 220 }),
    col.operator('operatorId', '运营商', { width: 220, search: options.operatorSearch }),
    col.area('areaCode', '所属区域', {
      width: 100,
      search: options.operatorSearch,
      render: (value) => regionName(value as string),
    }),
    col.text('description', '问题描述', { width: 260 }),
    col.text('submitterName', '提交人', { width: 100 }),
    col.datetime('submitTime', '提交时间', { sortable: true }),
    col.text('deadline', '处理截止', { width: 110, sortable: true }),
    col.enum('overdue', '是否逾期', OVERDUE_FLAG, { width: 90 }),
    col.text('handlerName', '处理人', { width: 100 }),
    col.datetime('updateTime', '更新时间', { sortable: true }),
  ]
}

/** Filters beyond the columns: overdue and the submit time. */
export const FEEDBACK_FILTERS: Field[] = [
  filter.enum('overdue', '是否逾期', OVERDUE_FLAG),
  filter.dateRange('submitTime', '提交时间'),
]

/** What the detail shows beyond the columns. */
export const FEEDBACK_DETAIL_FIELDS: Field[] = [
  col.text('stationId', '充电站编号'),
  col.text('dispatcherName', '派发人'),
  col.datetime('dispatchTime', '派发时间'),
  col.number('limitDays', '处理时限', { unit: ' 个工作日' }),
  col.text('result', '处理结果'),
  col.datetime('handleTime', '处理时间'),
  col.text('opinion', '审核意见'),
  col.datetime('closeTime', '关闭时间'),
  col.text('pictures', '反馈图片', { render: (value) => <PictureList value={value} label="反馈图片" /> }),
  col.text('resultPictures', '处理图片', {
    render: (value) => <PictureList value={value} label="处理图片" />,
  }),
  col.text('history', '处理记录', { render: (value) => <FeedbackHistory value={value} /> }),
]

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
