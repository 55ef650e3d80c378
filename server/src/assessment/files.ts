/**
 * Evidence files of station assessments, with file-management's upload rules (pdf, doc, docx,
 * xls, xlsx, jpg, png, at most 20 MB, the type judged by the bytes), stored as the workflow
 * engine's `application_files` (owner `PD<id>` once an assessment refers to them). An unused
 * file is visible to its uploader only; a used one to whoever may see its assessment.
 */
import { join } from 'node:path'
import { evidenceFile, uploadEvidenceFile } from '../../../src/contract/assessment'
import { routeOf } from '../../../src/contract/define'
import { can } from '../auth/permissions'
import type { Router } from '../http/router'
import { FILE_UPLOAD } from '../http/upload-service'
import { detailOf, queryContext } from '../resources'
import { serveApplicationFile } from '../workflow/served-files'
import { storeUpload } from '../workflow/stored-files'
import { AREA, ASSESSMENT_RESOURCES, evidenceView, UPLOADERS } from './resources'

export function evidenceRoutes(router: Router): void {
  const { db, config } = router.deps
  const uploads = join(config.dataDir, 'uploads')

  router.route({
    ...routeOf(uploadEvidenceFile),
    upload: FILE_UPLOAD,
    tag: AREA,
    access: { permission: UPLOADERS },
    journal: 'assessment.file',
    handler: async ({ db: trx, body, principal, record }) => {
      const stored = await storeUpload(trx, AREA, { file: body.file, uploaderId: principal.user.id })
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
    handler: async ({ params, principal }) =>
      serveApplicationFile(db, uploads, principal, params, {
        noun: '文件',
        // Whoever may see the evidence's station assessment in one of the area's screens.
        visible: async (file) => {
          const owner = /^PD(\d+)$/.exec(file.applyId)?.[1]
          const context = queryContext(db, principal)
          for (const resource of ASSESSMENT_RESOURCES) {
            if (!owner || !can(principal, `${resource.page}/view`)) continue
            const found = await detailOf(resource, owner, context).then(
              () => true,
              () => false,
            )
            if (found) return true
          }
          return false
        },
      }),
  })
}
