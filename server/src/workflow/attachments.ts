/**
 * Application attachments, with file-management's upload rules (decisions: Uploads): pdf, doc,
 * docx, xls, xlsx, jpg, png, at most 20 MB, the type judged by the bytes; stored under
 * `DATA_DIR/uploads/<area>`; served with the type's own MIME type, `nosniff` and a
 * `Content-Disposition`. An attachment not yet used is visible to its uploader only; once an
 * application refers to it, to whoever may see that application.
 */

import type { z } from 'zod'
import type { Call } from '../../../src/contract/define'
import { can } from '../auth/permissions'
import type { Router } from '../http/router'
import { allOf, queryContext, scopeConditions } from '../resources'
import { uploadedDocKey } from './documents'
import { storedFileRoutes } from './file-routes'
import { attachmentView, type FlowScreenSpec, flowResource } from './resource'

/** Register upload, preview and download of one area's application attachments. */
export function attachmentRoutes(
  router: Router,
  area: string,
  screens: readonly FlowScreenSpec[],
  calls: { upload: Call<undefined, z.ZodType<{ file: File }>>; file: Call },
): void {
  const { db } = router.deps
  // Who may attach: anyone who may create, save or step an application of the area.
  const writers = [
    ...new Set(
      screens.flatMap((screen) => [
        ...(screen.flow.declaration.create ? [screen.flow.declaration.create.permission] : []),
        ...screen.flow.declaration.edits.map((edit) => edit.permission),
        ...screen.flow.declaration.transitions.map((step) => step.permission),
      ]),
    ),
  ]

  const declarations = screens.map((screen) => screen.flow.declaration)
  storedFileRoutes(router, {
    area,
    calls,
    writers,
    journal: 'application.attachment',
    target: 'attachment',
    // Filed under a document of one of the area's flows' checklists, when the upload names one.
    docKey: (body) => uploadedDocKey(declarations, (body as { doc?: string }).doc),
    view: (stored) => attachmentView(area, stored),
    serve: {
      noun: '附件',
      // Whoever may see the application in one of the area's screens of its flow.
      visible: async (file, principal) => {
        const app = await db
          .selectFrom('applications')
          .select('flow')
          .where('applyId', '=', file.applyId)
          .executeTakeFirst()
        for (const screen of screens) {
          if (!app || screen.flow.declaration.key !== app.flow || !can(principal, `${screen.page}/view`))
            continue
          const context = queryContext(db, principal)
          const found = await db
            .selectFrom('applications')
            .select('applyId')
            .where('applyId', '=', file.applyId)
            .where(allOf(scopeConditions(flowResource(screen), context)))
            .executeTakeFirst()
          if (found) return true
        }
        return false
      },
    },
  })
}
