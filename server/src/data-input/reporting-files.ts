/**
 * reporting-manager's files (issue 17): reports' attachments and tasks' templates, with
 * file-management's upload rules (pdf, doc, docx, xls, xlsx, jpg, png, at most 20 MB, the type
 * judged by the bytes), stored as the workflow engine's `application_files` (owner: the report's
 * applyId, or `RT<task id>` for a template). An unused file is visible to its uploader only; a
 * used one to whoever may see its report or task.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type SqlBool, sql } from 'kysely'
import { reportingFile, uploadReportingFile } from '../../../src/contract/data-input-reporting'
import { routeOf } from '../../../src/contract/define'
import { FILE_TYPES, type FileType, fileProblem, fileTypeOf } from '../../../src/core/domain/files'
import { pdf, png } from '../archives/documents'
import { bytesMatchType } from '../archives/files'
import { can, type Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { fieldError } from '../http'
import type { Router } from '../route'
import { attachmentView } from '../workflow/resource'
import { storeApplicationFile } from '../workflow/stored-files'
import { AREA, PAGE, visibleTasks } from './reporting-flow'

/** Whether a user may see the file of a task (`RT<id>`) or of a report (its applyId). */
async function ownerVisible(db: Db, owner: string, principal: Principal): Promise<boolean> {
  if (!can(principal, `${PAGE}/view`)) return false
  const task = /^RT(\d+)$/.exec(owner)?.[1]
  const condition = visibleTasks(principal, 'k') ?? sql<SqlBool>`1 = 1`
  let query = db.selectFrom('reporting_tasks as k').select('k.id').where(condition)
  if (task) query = query.where('k.id', '=', Number(task))
  else {
    query = query
      .innerJoin('reporting_targets as t', 't.taskId', 'k.id')
      .where('t.applyId', '=', owner)
      .where(visibleReportOperator(principal))
  }
  return !!(await query.executeTakeFirst())
}

/** A company user sees its own company's reports only. */
function visibleReportOperator(principal: Principal) {
  const operatorId = dataScope(principal).operatorId
  return operatorId ? sql<SqlBool>`${sql.ref('t.operatorId')} = ${operatorId}` : sql<SqlBool>`1 = 1`
}

export function reportingFileRoutes(router: Router): void {
  const { db, config } = router.deps
  const uploads = join(config.dataDir, 'uploads')

  router.route({
    ...routeOf(uploadReportingFile),
    tag: AREA,
    access: { permission: [`${PAGE}/add`, `${PAGE}/edit`, `${PAGE}/submit`] },
    journal: 'reporting.file',
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
      record({ target: `reporting-file#${id}`, after })
      return attachmentView(AREA, stored)
    },
  })

  router.route({
    ...routeOf(reportingFile),
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
      const visible =
        file.applyId === null
          ? file.uploaderId === principal.user.id
          : await ownerVisible(db, file.applyId, principal)
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
