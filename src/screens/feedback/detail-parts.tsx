/**
 * The detail parts of the feedback screens (parts.tsx): pictures and the step history. A module of
 * their own, loaded when a detail first shows them, so antd's Image, Timeline and Typography are
 * not part of a list's first screen (budgets.md: bytes until rows are visible).
 */
import { Image, Space, Timeline, Typography } from 'antd'
import { FEEDBACK_STATUS, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'

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
