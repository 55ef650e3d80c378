/**
 * What file-management accepts (issue 5: "upload with type and size limits"): the console checks
 * before sending, the server checks again by the bytes (server/src/archives/files.ts).
 */

/** Accepted extensions (jpeg counts as jpg). */
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const

/** Largest upload: 20 MB. */
export const FILE_LIMIT_BYTES = 20 * 1024 * 1024

/** Types the browser can show inline. */
export const PREVIEWABLE = ['pdf', 'jpg', 'png'] as const

/** The message for a file that may not be uploaded, or undefined when it may. */
export function fileProblem(file: { name: string; size: number }): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (!extension || !(FILE_EXTENSIONS as readonly string[]).includes(extension))
    return '只支持 pdf、doc、docx、xls、xlsx、jpg、png 格式的文件'
  if (file.size === 0) return '文件内容为空'
  if (file.size > FILE_LIMIT_BYTES) return '文件不能超过20MB'
  return undefined
}

/** A byte count as people read it: 512 B, 106.7 KB, 3.2 MB. */
export function formatBytes(size: unknown): string {
  const bytes = Number(size)
  if (!Number.isFinite(bytes) || bytes < 0) return '-'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
