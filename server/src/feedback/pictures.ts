/**
 * Pictures of feedback items (the staff's report, the operator's handling): jpg or png, at most
 * 5 MB, the type judged by the bytes; stored as the workflow engine's `application_files` under
 * `DATA_DIR/uploads/feedback`. A picture not yet used is visible to its uploader only; once an
 * item refers to it, to whoever may see that item on one of the three screens.
 */
import { feedbackPictureFile, uploadFeedbackPicture } from '../../../src/contract/feedback'
import { PICTURE_LIMIT_BYTES, pictureProblem } from '../../../src/core/domain/feedback'
import type { Router } from '../http/router'
import { storedFileRoutes, visibleInOne } from '../workflow/file-routes'
import { claimStoredFiles } from '../workflow/stored-files'
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
  return claimStoredFiles(context.db, ids, feedbackId, context.principal.user.id, {
    field: 'pictureIds',
    message: '图片不存在或不可使用，请重新上传',
    accept: (file) => file.fileType === 'jpg' || file.fileType === 'png',
  })
}

/** Register upload, preview and download of feedback pictures. */
export function pictureRoutes(router: Router): void {
  const { db } = router.deps
  storedFileRoutes(router, {
    area: AREA,
    calls: { upload: uploadFeedbackPicture, file: feedbackPictureFile },
    writers: PICTURE_WRITERS,
    journal: 'feedback.picture',
    target: 'feedback-picture',
    rule: { maxBytes: PICTURE_LIMIT_BYTES, tooLarge: `图片不能超过${PICTURE_LIMIT_BYTES / 1024 / 1024}MB` },
    check: { problemOf: pictureProblem, mismatch: '图片内容与扩展名不符' },
    view: pictureView,
    serve: {
      noun: '图片',
      types: ['jpg', 'png'],
      asciiName: 'picture',
      // Whoever may see the feedback item in one of the area's screens.
      visible: (file, principal) => visibleInOne(db, principal, FEEDBACK_RESOURCES, file.applyId),
    },
  })
}
