/**
 * Export progress and download (api.md: Business resources — `GET /api/exports/:id` →
 * `{ status, rows, total, url }`; `GET` of `url` downloads the .xlsx). Only the user who started
 * an export sees it.
 */

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { routeOf } from '../../../src/contract/define'
import * as exports from '../../../src/contract/exports'
import type { Router } from '../http/router'
import { ApiError, CODES } from '../kernel/errors'

const registered = new WeakSet<Router>()

/** The download address of a finished job. */
export const exportFileUrl = (id: string) => `/api/exports/${id}/file`

const NOT_FOUND = () => new ApiError(CODES.badInput, '导出任务不存在', { id: '导出任务不存在' })

/** Register the export routes (once per router; every business area may call this). */
export function exportRoutes(router: Router): void {
  if (registered.has(router)) return
  registered.add(router)
  const { db } = router.deps
  /** The caller's own export job `id`, else 400 导出任务不存在 (someone else's answers the same). */
  const ownJob = async (id: string, userId: number) => {
    // Not the stored source (sourceData: KBs of a serialised query) a progress poll has no use for.
    const job = await db
      .selectFrom('export_jobs')
      .select(['id', 'userId', 'status', 'rows', 'total', 'fileName', 'filePath'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!job || job.userId !== userId) throw NOT_FOUND()
    return job
  }

  router.route({
    ...routeOf(exports.exportStatus),
    tag: 'exports',
    access: 'session',
    handler: async ({ params, principal }) => {
      // A pending or running job is being written, or will be, by a process of the database
      // (exports/queue.ts: a job whose writer died is taken up by another).
      const job = await ownJob(params.id, principal.user.id)
      const { status } = job
      return {
        status,
        rows: job.rows,
        total: job.total,
        url: status === 'done' ? exportFileUrl(job.id) : null,
        fileName: job.fileName,
        error: status === 'failed' ? '导出失败，请重试' : null,
      }
    },
  })

  router.route({
    ...routeOf(exports.exportFile),
    tag: 'exports',
    access: 'session',
    raw: true,
    handler: async ({ params, principal }) => {
      const job = await ownJob(params.id, principal.user.id)
      if (job.status !== 'done' || !job.filePath) throw NOT_FOUND()
      const info = await stat(job.filePath).catch(() => null)
      if (!info) throw NOT_FOUND()
      const body = Readable.toWeb(createReadStream(job.filePath)) as ReadableStream
      return new Response(body, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': String(info.size),
          'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(job.fileName)}`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  })
}
