/**
 * The two routes of a kind of stored file (src/contract/files.ts `fileCalls`): the upload, checked
 * and stored as an `application_files` row not yet used (stored-files.ts), journaled as
 * `<target>#<id>`; and its preview or download (served-files.ts). One way for flow attachments,
 * feedback pictures, assessment evidence and reporting files.
 */
import { join } from 'node:path'
import type { z } from 'zod'
import { type Call, routeOf } from '../../../src/contract/define'
import { can, type Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { FILE_UPLOAD, type UploadRule } from '../http/upload-service'
import { detailOf, queryContext, type ResourceDef } from '../resources'
import { type ServeOptions, type StoredFileRow, serveApplicationFile } from './served-files'
import { type StoredFile, storeUpload } from './stored-files'

/** A kind of stored file: its calls, who may upload, how it is checked, shown and served. */
export interface StoredFileSpec<B extends { file: File }> {
  area: string
  calls: { upload: Call<undefined, z.ZodType<B>>; file: Call }
  /** Who may upload. */
  writers: string[]
  /** The journal's action of an upload, and its target's prefix (`<target>#<id>`). */
  journal: string
  target: string
  /** The upload's limit: file-management's (20 MB) unless said otherwise. */
  rule?: UploadRule
  /** Judges the name and size, and the message when the bytes are not what the name says (storeUpload's). */
  check?: { problemOf: (file: File) => string | undefined; mismatch: string }
  /** The checklist document the upload is filed under (flow attachments). */
  docKey?: (body: B) => string | null
  /** The upload's answer. */
  view: (stored: StoredFile) => unknown
  /** How the files are served; `visible` says who may see what uses one. */
  serve: Omit<ServeOptions, 'visible'> & {
    visible: (file: StoredFileRow & { applyId: string }, principal: Principal) => Promise<boolean>
  }
}

/** Register the upload and the preview or download of one kind of stored file. */
export function storedFileRoutes<B extends { file: File }>(router: Router, spec: StoredFileSpec<B>): void {
  const { db, config } = router.deps
  const uploads = join(config.dataDir, 'uploads')

  router.route({
    ...routeOf(spec.calls.upload),
    upload: spec.rule ?? FILE_UPLOAD,
    tag: spec.area,
    access: { permission: spec.writers },
    journal: spec.journal,
    handler: async ({ db: trx, body, principal, record }) => {
      const upload = { file: body.file, uploaderId: principal.user.id, docKey: spec.docKey?.(body) }
      const stored = await storeUpload(trx, spec.area, upload, spec.check?.problemOf, spec.check?.mismatch)
      const { id, ...after } = stored
      record({ target: `${spec.target}#${id}`, after })
      return spec.view(stored)
    },
  })

  router.route({
    ...routeOf(spec.calls.file),
    tag: spec.area,
    access: 'session',
    raw: true,
    handler: async ({ params, principal }) =>
      serveApplicationFile(db, uploads, principal, params, {
        ...spec.serve,
        visible: (file) => spec.serve.visible(file, principal),
      }),
  })
}

/** Whether `principal` may see the row `id` in one of `resources` (its page's view right, its data scope). */
export async function visibleInOne(
  db: Db,
  principal: Principal,
  resources: readonly ResourceDef[],
  id: string,
): Promise<boolean> {
  const context = queryContext(db, principal)
  for (const resource of resources) {
    if (!can(principal, `${resource.page}/view`)) continue
    const found = await detailOf(resource, id, context).then(
      () => true,
      () => false,
    )
    if (found) return true
  }
  return false
}
