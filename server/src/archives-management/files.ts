/**
 * file-management: multipart upload (pdf, doc, docx, xls, xlsx, jpg, png; ≤ 20 MB; the type is
 * judged by the bytes, not only the name), preview (pdf and images inline), download, delete
 * with journal. Files live under DATA_DIR/uploads/archives.
 */

import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import * as archives from '../../../src/contract/archives-management'
import { routeOf } from '../../../src/contract/define'
import { FILE_LIMIT_BYTES, FILE_TYPES, type FileType, fileTypeOf } from '../../../src/core/domain/files'
import { REGIONS, regionByCode } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { isPostgres } from '../db/dialect'
import { seedDocumentBytes } from '../db/seed/documents'
import type { Router } from '../http/router'
import { FILE_UPLOAD, inspectUpload } from '../http/upload-service'
import { keepUpload } from '../http/upload-store'
import { now as clockNow, machineMs } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { detailOf } from '../resources'
import { filesResource } from './records'

/**
 * The area an upload belongs to: the one asked for, which must be a known region inside the
 * uploader's data scope, else the uploader's own area (auth_area), else the platform's province.
 */
function uploadArea(asked: string | undefined, principal: Principal): string {
  const own = principal.attrs.auth_area?.trim()
  const area = asked ?? (own || REGIONS[0].code)
  const { areaPrefix } = dataScope(principal)
  if (!regionByCode(area) || (areaPrefix && !area.startsWith(areaPrefix)))
    throw fieldError('areaCode', '所属区域不在您的数据范围内')
  return area
}

/** Register upload, preview, download and delete. */
export function fileRoutes(router: Router): void {
  const { db, config } = router.deps
  const postgres = isPostgres(db)
  const uploads = join(config.dataDir, 'uploads')

  async function bytesOf(path: string): Promise<Buffer> {
    const file = join(uploads, path)
    const bytes = await readFile(file).catch(() => null)
    if (bytes) return bytes
    // Seeded documents are written on first use (the seed knows no data folder; db/seed/documents.ts).
    const seeded = /^archives\/seed-(\d+)\.(pdf|png)$/.exec(path)
    if (!seeded) throw fieldError('id', '文件已丢失')
    const content = seedDocumentBytes(Number(seeded[1]) - 1)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, content)
    return content
  }

  router.route({
    ...routeOf(archives.uploadFile),
    upload: FILE_UPLOAD,
    tag: 'archives-management',
    access: { permission: 'file-management/add' },
    journal: 'file.upload',
    handler: async ({ db: trx, body, principal, record }) => {
      const { file } = body
      const type = fileTypeOf(file.name)
      if (!type) throw fieldError('file', '只支持 pdf、doc、docx、xls、xlsx、jpg、png 格式的文件')
      if (file.size === 0) throw fieldError('file', '文件内容为空')
      if (file.size > FILE_LIMIT_BYTES) throw fieldError('file', FILE_UPLOAD.tooLarge)
      await inspectUpload(file, type, { mismatch: '文件内容与扩展名不符' })
      const areaCode = uploadArea(body.areaCode, principal)
      const path = `archives/${machineMs()}-${randomBytes(8).toString('hex')}.${type}`
      await keepUpload(trx, file, { path, kind: 'archive-file', ref: path })
      const fileName = file.name.replace(/[\\/]/g, '_').slice(0, 200)
      const row = await trx
        .insertInto('archive_files')
        .values({
          fileName,
          fileType: type,
          size: file.size,
          path,
          remark: body.remark ?? '',
          uploaderId: principal.user.id,
          uploaderName: principal.user.name,
          uploadTime: clockNow().toISOString(),
          areaCode,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `file#${row.id}`, after: { fileName, fileType: type, size: file.size } })
      return { id: row.id, fileName, fileType: type, size: file.size }
    },
  })

  for (const mode of ['preview', 'download'] as const) {
    router.route({
      ...routeOf(mode === 'preview' ? archives.previewFile : archives.downloadFile),
      tag: 'archives-management',
      access: { permission: 'file-management/view' },
      raw: true,
      handler: async ({ params, principal }) => {
        const row = await detailOf(filesResource, params.id ?? '', {
          db,
          postgres,
          now: clockNow(),
          principal,
        })
        const type = row.fileType as FileType
        if (mode === 'preview' && !['pdf', 'jpg', 'png'].includes(type))
          throw fieldError('id', '该类型的文件不支持预览，请下载')
        const bytes = await bytesOf(row.path as string)
        const name = encodeURIComponent(row.fileName as string)
        return new Response(new Uint8Array(bytes), {
          headers: {
            'content-type': FILE_TYPES[type],
            'content-length': String(bytes.length),
            'content-disposition': `${mode === 'preview' ? 'inline' : 'attachment'}; filename="file.${type}"; filename*=UTF-8''${name}`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        })
      },
    })
  }

  router.route({
    ...routeOf(archives.deleteFile),
    tag: 'archives-management',
    access: { permission: 'file-management/delete' },
    journal: 'file.delete',
    handler: async ({ db: trx, params, principal, record }) => {
      const row = await detailOf(filesResource, params.id ?? '', {
        db: trx,
        postgres,
        now: clockNow(),
        principal,
      })
      await trx
        .deleteFrom('archive_files')
        .where('id', '=', row.id as number)
        .execute()
      record({
        target: `file#${row.id}`,
        before: {
          fileName: row.fileName,
          fileType: row.fileType,
          size: row.size,
          uploaderName: row.uploaderName,
        },
      })
      // The row is gone with the transaction; the bytes follow once it commits.
      setImmediate(() => void unlink(join(uploads, row.path as string)).catch(() => undefined))
      return { id: row.id }
    },
  })
}
