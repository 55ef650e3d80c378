/**
 * Application attachments, with file-management's upload rules (decisions: Uploads): pdf, doc,
 * docx, xls, xlsx, jpg, png, at most 20 MB, the type judged by the bytes; stored under
 * `DATA_DIR/uploads/<area>`; served with the type's own MIME type, `nosniff` and a
 * `Content-Disposition`. An attachment not yet used is visible to its uploader only; once an
 * application refers to it, to whoever may see that application.
 */

import { join } from 'node:path'
import type { z } from 'zod'
import { type Call, routeOf } from '../../../src/contract/define'
import { can } from '../auth/permissions'
import type { Router } from '../http/router'
import { FILE_UPLOAD } from '../http/upload-service'
import { allOf, queryContext, scopeConditions } from '../resources'
import { uploadedDocKey } from './documents'
import { attachmentView, type FlowScreenSpec, flowResource } from './resource'
import { serveApplicationFile } from './served-files'
import { storeUpload } from './stored-files'

/** Register upload, preview and download of one area's application attachments. */
export function attachmentRoutes(
  router: Router,
  area: string,
  screens: readonly FlowScreenSpec[],
  calls: { upload: Call<undefined, z.ZodType<{ file: File }>>; file: Call },
): void {
  const { db, config } = router.deps
  const uploads = join(config.dataDir, 'uploads')
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

  router.route({
    ...routeOf(calls.upload),
    upload: FILE_UPLOAD,
    tag: area,
    access: { permission: writers },
    journal: 'application.attachment',
    handler: async ({ db: trx, body, principal, record }) => {
      // Filed under a document of one of the area's flows' checklists, when the upload names one.
      const docKey = uploadedDocKey(
        screens.map((screen) => screen.flow.declaration),
        (body as { doc?: string }).doc,
      )
      const stored = await storeUpload(trx, area, { file: body.file, uploaderId: principal.user.id, docKey })
      const { id, ...after } = stored
      record({ target: `attachment#${id}`, after })
      return attachmentView(area, stored)
    },
  })

  router.route({
    ...routeOf(calls.file),
    tag: area,
    access: 'session',
    raw: true,
    handler: async ({ params, principal }) =>
      serveApplicationFile(db, uploads, principal, params, {
        noun: '附件',
        // Whoever may see the application in one of the area's screens of its flow.
        visible: async (file) => {
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
      }),
  })
}
