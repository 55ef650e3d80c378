import { Button, Space, Timeline, Typography } from 'antd'
import { APPLY_STATUS } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { ColorTag } from '../looks'
import type { Application } from './flowClient'

type Attachment = Application['attachments'][number]

/** Where a history's files go: their download address, and the page's preview drawer (none: a new tab). */
export interface FileLinks {
  href: (url: string) => string
  onPreview?: (file: Attachment) => void
}

/** An attachment: its name, 预览 (in the page's drawer) where the browser can show it, and 下载. */
export function AttachmentLinks({ files, href, onPreview }: { files: readonly Attachment[] } & FileLinks) {
  if (!files.length) return <Typography.Text type="secondary">无附件</Typography.Text>
  return (
    <Space direction="vertical" size={4}>
      {files.map((file) => (
        <Space key={file.id} size="middle">
          <span>{file.fileName}</span>
          {file.previewUrl &&
            (onPreview ? (
              <Button type="link" size="small" onClick={() => onPreview(file)}>
                预览
              </Button>
            ) : (
              <a
                className="evc-file-action"
                href={href(file.previewUrl)}
                target="_blank"
                rel="noopener noreferrer"
              >
                预览
              </a>
            ))}
          <a className="evc-file-action" href={href(file.downloadUrl)} download>
            下载
          </a>
        </Space>
      ))}
    </Space>
  )
}

/** A status as its coloured tag (APPLY_STATUS). */
export function StatusTag({ status }: { status: string | null }) {
  const entry = APPLY_STATUS.find((item) => item.value === status)
  return entry ? <ColorTag color={entry.color}>{entry.label}</ColorTag> : null
}

/**
 * The status history as a timeline, oldest first: step, who, when, from → to, opinion, and the
 * attachments of the step (a submission's: what was submitted, even if replaced since).
 */
export function History({ steps, ...links }: { steps: Application['history'] } & FileLinks) {
  return (
    <section aria-label="状态历史">
      <Timeline
        items={steps.map((step) => ({
          key: step.id,
          color:
            step.toStatus === 'rejected' || step.toStatus === 'revoked'
              ? 'red'
              : step.toStatus === 'approved' || step.toStatus === 'issued'
                ? 'green'
                : 'blue',
          children: (
            <div className="evc-flow-step">
              <Space wrap>
                <strong>{step.actionLabel}</strong>
                <span>{step.userName}</span>
                <Typography.Text type="secondary">{formatDateTime(step.time)}</Typography.Text>
                {step.fromStatus && <StatusTag status={step.fromStatus} />}
                {step.fromStatus && step.fromStatus !== step.toStatus && <span>→</span>}
                {step.fromStatus !== step.toStatus && <StatusTag status={step.toStatus} />}
              </Space>
              {step.opinion && <div>意见：{step.opinion}</div>}
              {step.attachments.length > 0 && <AttachmentLinks files={step.attachments} {...links} />}
            </div>
          ),
        }))}
      />
    </section>
  )
}
