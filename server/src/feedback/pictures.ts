/**
 * Pictures of feedback items (the staff's report, the operator's handling): jpg or png, at most
 * 5 MB, the type judged by the bytes; stored as the workflow engine's `application_files` under
 * `DATA_DIR/uploads/feedback`. A picture not yet used is visible to its uploader only; once an
 * item refers to it, to whoever may see that item on one of the three screens.
 */
import { join } from 'node:path'
import { routeOf } from '../../../src/contract/define'
import { feedbackPictureFile, uploadFeedbackPicture } from '../../../src/contract/feedback'
import { PICTURE_LIMIT_BYTES, pictureProblem } from '../../../src/core/domain/feedback'
import { can } from '../auth/permissions'
import type { Router } from '../http/router'
import { fieldError } from '../kernel/errors'
import { detailOf, queryContext } from '../resources'
import { serveApplicationFile } from '../workflow/served-files'
import { storeUpload } from '../workflow/stored-files'
import type { FeedbackContext } from './context'
import { AREA, FEEDBACK_RESOURCES, PICTURE_WRITERS, pictureView } from './resources'

/**
 * Pictures a call may refer to: images uploaded by this user and not yet used, or already the
 * item's. Marks them as the item's.
 */
export async function claimPictures(
  ids: readonly number[] | undefined,
  feedbackId: string,
  context: Pick<FeedbackContext, 'db' | 'principal'>,
): Promise<number[]> {
  const unique = [...new Set(ids ?? [])]
  if (!unique.length) return []
  const rows = await context.db
    .selectFrom('application_files')
    .select(['id', 'applyId', 'uploaderId', 'fileType'])
    .where('id', 'in', unique)
    .execute()
  for (const id of unique) {
    const row = rows.find((item) => item.id === id)
    const usable =
      row &&
      (row.fileType === 'jpg' || row.fileType === 'png') &&
      (row.applyId === feedbackId || (row.applyId === null && row.uploaderId === context.principal.user.id))
    if (!usable) throw fieldError('pictureIds', '图片不存在或不可使用，请重新上传')
  }
  await context.db
    .updateTable('application_files')
    .set({ applyId: feedbackId })
    .where('id', 'in', unique)
    .execute()
  return unique
}

/** Register upload, preview and download of feedback pictures. */
export function pictureRoutes(router: Router): void {
  const { db, config } = router.deps
  const uploads = join(config.dataDir, 'uploads')

  router.route({
    ...routeOf(uploadFeedbackPicture),
    upload: { maxBytes: PICTURE_LIMIT_BYTES, tooLarge: `图片不能超过${PICTURE_LIMIT_BYTES / 1024 / 1024}MB` },
    tag: AREA,
    access: { permission: PICTURE_WRITERS },
    journal: 'feedback.picture',
    handler: async ({ db: trx, body, principal, record }) => {
      const stored = await storeUpload(
        trx,
        AREA,
        { file: body.file, uploaderId: principal.user.id },
        pictureProblem,
        '图片内容与扩展名不符',
      )
      const { id, ...after } = stored
      record({ target: `feedback-picture#${id}`, after })
      return pictureView(stored)
    },
  })

  router.route({
    ...routeOf(feedbackPictureFile),
    tag: AREA,
    access: 'session',
    raw: true,
    handler: async ({ params, principal }) =>
      serveApplicationFile(db, uploads, principal, params, {
        noun: '图片',
        types: ['jpg', 'png'],
        asciiName: 'picture',
        // Whoever may see the feedback item in one of the area's screens.
        visible: async (file) => {
          const context = queryContext(db, principal)
          for (const resource of FEEDBACK_RESOURCES) {
            if (!can(principal, `${resource.page}/view`)) continue
            const found = await detailOf(resource, file.applyId, context).then(
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
