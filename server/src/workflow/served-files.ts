/**
 * Answering a stored file (an `application_files` row, stored-files.ts) for preview or download:
 * one way for flow attachments, feedback pictures, assessment evidence and reports. A file no
 * application uses yet is its uploader's alone; a used one is for whom `visible` says may see what
 * uses it; someone else's file answers like one that does not exist. Served with its type's MIME
 * type, `nosniff`, `no-store` and a `Content-Disposition` (inline only to preview pdf, jpg, png).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Selectable } from 'kysely'
import { FILE_TYPES, type FileType } from '../../../src/core/domain/files'
import type { Principal } from '../auth/permissions'
import { pdf, png } from '../db/seed/documents'
import type { Database, Db } from '../db/types'
import { fieldError } from '../kernel/errors'

/** A stored file's row. */
export type StoredFileRow = Selectable<Database['application_files']>

/**
 * The bytes of a seeded file (`seed/<n>.<pdf|png>`): the seed knows no data folder, so they are
 * made when asked for, as file-management's seeded documents are.
 */
export function seededBytes(file: { path: string; fileName: string }): Buffer | null {
  const seeded = /^seed\/(\d+)\.(pdf|png)$/.exec(file.path)
  if (!seeded) return null
  return seeded[2] === 'pdf'
    ? pdf(file.fileName.replace(/\.pdf$/, ''), Number(seeded[1]))
    : png(Number(seeded[1]))
}

export interface ServeOptions {
  /** What the route calls its files in messages: 附件, 图片, 文件. */
  noun: string
  /** The only types this route serves (feedback pictures: jpg, png); default every type. */
  types?: readonly FileType[]
  /** The ASCII file name of Content-Disposition's fallback, before the extension. */
  asciiName?: string
  /** Whether the principal may see what uses the file (`file.applyId` is set). */
  visible: (file: StoredFileRow & { applyId: string }) => Promise<boolean>
}

/** The answer to `GET …/files/:id/:mode` (mode `preview` or `download`). */
export async function serveApplicationFile(
  db: Db,
  uploads: string,
  principal: Principal,
  params: Readonly<Record<string, string | undefined>>,
  options: ServeOptions,
): Promise<Response> {
  const { mode } = params
  if (mode !== 'preview' && mode !== 'download') throw fieldError('mode', '只支持 preview 或 download')
  const id = Number(params.id)
  const file = Number.isInteger(id)
    ? await db.selectFrom('application_files').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined
  const type = file?.fileType as FileType | undefined
  const missing = `${options.noun}不存在`
  if (!file || !type || (options.types && !options.types.includes(type))) throw fieldError('id', missing)
  const visible =
    file.applyId === null
      ? file.uploaderId === principal.user.id
      : await options.visible(file as StoredFileRow & { applyId: string })
  // Someone else's file answers like one that does not exist.
  if (!visible) throw fieldError('id', missing)
  if (mode === 'preview' && !['pdf', 'jpg', 'png'].includes(type))
    throw fieldError('id', '该类型的文件不支持预览，请下载')
  const bytes = (await readFile(join(uploads, file.path)).catch(() => null)) ?? seededBytes(file)
  if (!bytes) throw fieldError('id', '文件已丢失')
  const name = encodeURIComponent(file.fileName)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': FILE_TYPES[type],
      'content-length': String(bytes.length),
      'content-disposition': `${mode === 'preview' ? 'inline' : 'attachment'}; filename="${options.asciiName ?? 'file'}.${type}"; filename*=UTF-8''${name}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
