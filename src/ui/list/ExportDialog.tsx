/**
 * The export job's dialog: progress while it runs, then the download link or the failure. A
 * chunk of its own, loaded with the first export (the modal and progress bar are not part of a
 * list's first rows; budgets.md).
 */
import { Modal, Progress, Typography } from 'antd'
import type { ExportStatus } from '../../core/data'

export type ExportJob =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; status?: ExportStatus }
  | { phase: 'done'; url: string; rows: number }
  | { phase: 'failed'; msg: string }

export default function ExportDialog({ job, onClose }: { job: ExportJob; onClose: () => void }) {
  const status = job.phase === 'running' ? job.status : undefined
  const percent =
    status && status.total > 0 ? Math.min(100, Math.floor((status.rows / status.total) * 100)) : 0
  return (
    <Modal open={job.phase !== 'idle'} title="导出" footer={null} onCancel={onClose} destroyOnHidden>
      {(job.phase === 'starting' || job.phase === 'running') && (
        <div role="status" aria-live="polite">
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary">
            {status ? `已导出 ${status.rows} / ${status.total} 条` : '正在准备导出…'}
          </Typography.Text>
        </div>
      )}
      {job.phase === 'done' && (
        <div role="status" aria-live="polite">
          <Progress percent={100} />
          <Typography.Paragraph>共导出 {job.rows} 条。</Typography.Paragraph>
          <a href={job.url} download>
            下载文件
          </a>
        </div>
      )}
      {job.phase === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {job.msg}
        </Typography.Text>
      )}
    </Modal>
  )
}
