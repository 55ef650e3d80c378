/**
 * Evidence files of station assessments, with file-management's upload rules (pdf, doc, docx,
 * xls, xlsx, jpg, png, at most 20 MB, the type judged by the bytes), stored as the workflow
 * engine's `application_files` (owner `PD<id>` once an assessment refers to them). An unused
 * file is visible to its uploader only; a used one to whoever may see its assessment.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { evidenceFile, uploadEvidenceFile } from '../../../src/contract/assessment'
import { routeOf } from '../../../src/contract/define'
import { FILE_TYPES, type FileType, fileProblem, fileTypeOf } from '../../../src/core/domain/files'
import { pdf, png } from '../archives/documents'
import { bytesMatchType } from '../archives/files'
import { can } from '../auth/permissions'
import { now } from '../clock/clock'
import { isPostgres } from '../db/migrations/util'
import { fieldError } from '../http'
import { detailOf } from '../resources'
import type { Router } from '../route'
import { storeApplicationFile } from '../workflow/stored-files'
import { AREA, ASSESSMENT_RESOURCES, evidenceView, UPLOADERS } from './resources'

export function evidenceRoutes(router: Router): void {
  const { db, config } = router.deps
  const postgres = isPostgres(db)
  const uploads = join(config.dataDir, 'uploads')

  router.route({
    ...routeOf(uploadEvidenceFile),
    tag: AREA,
    access: { permission: UPLOADERS },
    journal: 'assessment.file',
    handler: async ({ db: trx, body, principal, record }) => {
      const { file } = body
      const problem = fileProblem(file)
      if (problem) throw fieldError('file', problem)
      const type = fileTypeOf(file.name) as FileType
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (!bytesMatchType(bytes, type)) throw fieldError('file', '文件内容与扩展名不符')
      const stored = await storeApplicationFile(trx, uploads, AREA, {
        name: file.name,
        type,
        bytes,
        uploaderId: principal.user.id,
      })
      const { id, ...after } = stored
      record({ target: `assessment-file#${id}`, after })
      return evidenceView(stored)
    },
  })

  router.route({
    ...routeOf(evidenceFile),
    tag: AREA,
    access: 'session',
    raw: true,
    handler: async ({ params, principal }) => {
      const mode = params.mode
      if (mode !== 'preview' && mode !== 'download') throw fieldError('mode', '只支持 preview 或 download')
      const id = Number(params.id)
      const file = Number.isInteger(id)
        ? await db.selectFrom('application_files').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined
      if (!file) throw fieldError('id', '文件不存在')
      let visible = file.applyId === null && file.uploaderId === principal.user.id
      const owner = /^PD(\d+)$/.exec(file.applyId ?? '')?.[1]
      const context = { db, postgres, now: now(), principal }
      for (const resource of ASSESSMENT_RESOURCES) {
        if (visible || !owner || !can(principal, `${resource.page}/view`)) continue
        visible = await detailOf(resource, owner, context).then(
          () => true,
          () => false,
        )
      }
      // Someone else's file answers like one that does not exist.
      if (!visible) throw fieldError('id', '文件不存在')
      const type = file.fileType as FileType
      if (mode === 'preview' && !['pdf', 'jpg', 'png'].includes(type))
        throw fieldError('id', '该类型的文件不支持预览，请下载')
      const seeded = /^seed\/(\d+)\.(pdf|png)$/.exec(file.path)
      const bytes =
        (await readFile(join(uploads, file.path)).catch(() => null)) ??
        (seeded
          ? seeded[2] === 'pdf'
            ? pdf(file.fileName.replace(/\.pdf$/, ''), Number(seeded[1]))
            : png(Number(seeded[1]))
          : null)
      if (!bytes) throw fieldError('id', '文件已丢失')
      const name = encodeURIComponent(file.fileName)
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
