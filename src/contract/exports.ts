/**
 * Export jobs (api.md: Exports): a list's export answers a job id; the console polls the job
 * and downloads the finished .xlsx. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { workbookAnswer } from './file-answers'

export const exportStatus = defineCall({
  method: 'get',
  path: '/exports/:id',
  summary: '导出任务进度：status pending | running | done | failed，完成后 url 为下载地址',
  data: z.object({
    status: z.enum(['pending', 'running', 'done', 'failed']),
    rows: z.number(),
    total: z.number(),
    url: z.string().nullable(),
    fileName: z.string(),
    /** Why the job failed (null unless failed). */
    error: z.string().nullable(),
  }),
})

export const exportFile = defineCall({
  method: 'get',
  path: '/exports/:id/file',
  summary: '下载导出的 .xlsx 文件',
  data: workbookAnswer,
})

/** Every call of the module, keyed for the contract. */
export const EXPORTS_CALLS = {
  'exports.exportStatus': exportStatus,
  'exports.exportFile': exportFile,
}
