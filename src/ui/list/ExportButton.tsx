import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { DataClient, ListQuery } from '../../core/data'
import { isCancelled } from '../../core/http'
import { preloadable } from '../preloadable'
import { useShownOnce } from '../useShownOnce'
import type { ExportJob } from './ExportDialog'

/** The export dialog, loaded apart (the list fetches it once its first page is shown). */
export const ExportDialog = preloadable(() => import('./ExportDialog').then((module) => module.default))

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000

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
  const [job, setJob] = useState<ExportJob>({ phase: 'idle' })
  const dialog = useShownOnce(job.phase !== 'idle')
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
          setJob({ phase: 'failed', msg: status.error || '导出失败' })
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

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={job.phase === 'starting'} onClick={start}>
        {props.label ?? '导出'}
      </Button>
      {dialog && <ExportDialog job={job} onClose={close} />}
    </>
  )
}
