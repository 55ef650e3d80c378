/**
 * Evidence files of station assessments, with file-management's upload rules (pdf, doc, docx,
 * xls, xlsx, jpg, png, at most 20 MB, the type judged by the bytes), stored as the workflow
 * engine's `application_files` (owner `PD<id>` once an assessment refers to them). An unused
 * file is visible to its uploader only; a used one to whoever may see its assessment.
 */
import { evidenceFile, uploadEvidenceFile } from '../../../src/contract/assessment'
import type { Router } from '../http/router'
import { storedFileRoutes, visibleInOne } from '../workflow/file-routes'
import { AREA, ASSESSMENT_RESOURCES, evidenceView, UPLOADERS } from './resources'

export function evidenceRoutes(router: Router): void {
  const { db } = router.deps
  storedFileRoutes(router, {
    area: AREA,
    calls: { upload: uploadEvidenceFile, file: evidenceFile },
    writers: UPLOADERS,
    journal: 'assessment.file',
    target: 'assessment-file',
    view: evidenceView,
    serve: {
      noun: '文件',
      // Whoever may see the evidence's station assessment in one of the area's screens.
      visible: async (file, principal) => {
        const owner = /^PD(\d+)$/.exec(file.applyId)?.[1]
        return !!owner && visibleInOne(db, principal, ASSESSMENT_RESOURCES, owner)
      },
    },
  })
}
