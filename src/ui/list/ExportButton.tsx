import { DownloadOutlined } from '@ant-design/icons'
import { Button, Modal, Progress, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { DataClient, ExportStatus, ListQuery } from '../../core/data'
import { isCancelled } from '../../core/http'

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000

type JobState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; status?: ExportStatus }
  | { phase: 'done'; url: string; rows: number }
  | { phase: 'failed'; msg: string }

/**
 * 导出: starts an export job of the current filters, shows its progress, then a plain download
 * link to the finished .xlsx, so the page never holds the file (decisions: Exports).
 */
export function ExportButton(props: {
  data: DataClient
  resource: string
  query: Omit<ListQuery, 'pageNum' | 'pageSize'>
  label?: string
}) {
  const { data } = props
  const [job, setJob] = useState<JobState>({ phase: 'idle' })
  const stop = useRef<AbortController | null>(null)
  useEffect(() => () => stop.current?.abort(), [])

  const close = () => {
    stop.current?.abort()
    stop.current = null
    setJob({ phase: 'idle' })
  }

  const start = async () => {
    stop.current?.abort()
    const controller = new AbortController()
    stop.current = controller
    const { signal } = controller
    setJob({ phase: 'starting' })
    try {
      const { id } = await data.startExport(props.resource, props.query, { signal })
      setJob({ phase: 'running' })
      for (;;) {
        const status = await data.exportStatus(id, { signal })
        if (status.status === 'done' && status.url) {
          setJob({ phase: 'done', url: data.downloadURL(status.url), rows: status.rows })
          return
        }
        if (status.status === 'failed') {
          setJob({ phase: 'failed', msg: status.msg || '导出失败' })
          return
        }
        setJob({ phase: 'running', status })
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, EXPORT_POLL_MS)
          signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
        })
        if (signal.aborted) return
      }
    } catch (error) {
      // The HTTP client has shown the server's message; the dialog says the job stopped.
      if (!isCancelled(error) && !signal.aborted) setJob({ phase: 'failed', msg: '导出失败' })
    }
  }

  const status = job.phase === 'running' ? job.status : undefined
  const percent =
    status && status.total > 0 ? Math.min(100, Math.floor((status.rows / status.total) * 100)) : 0
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={job.phase === 'starting'} onClick={start}>
        {props.label ?? '导出'}
      </Button>
      <Modal open={job.phase !== 'idle'} title="导出" footer={null} onCancel={close} destroyOnHidden>
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
    </>
  )
}
