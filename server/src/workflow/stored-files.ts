/**
 * Storing an uploaded file as a row of the workflow engine's `application_files` (not yet
 * attached to an application): the received file (http/upload-service.ts) moves under
 * `<uploads>/<folder>/` with its rows in the caller's transaction; if the change fails, the upload
 * service removes the file again, so nothing half-written stays. Used by flow attachments,
 * feedback pictures, assessment evidence and reporting files, which claim them for what uses them
 * with {@link claimStoredFiles}. Unattached files go after the grace period (retention-files.ts).
 */
import { randomBytes } from 'node:crypto'
import { type FileType, fileProblem, fileTypeOf } from '../../../src/core/domain/files'
import type { Db } from '../db/types'
import { inspectUpload } from '../http/upload-service'
import { keepUpload } from '../http/upload-store'
import { machineMs, now } from '../kernel/clock'
import { fieldError } from '../kernel/errors'

/** What a stored file's answer and journal entry show. */
export interface StoredFile {
  id: number
  fileName: string
  fileType: FileType
  size: number
  /** The flow's checklist document it is filed under (documents.ts), or null. */
  docKey: string | null
}

/**
 * Check an upload and store it: `problemOf` judges its name and size (file-management's rules by
 * default: src/core/domain/files.ts `fileProblem`; feedback pictures their own), then its bytes
 * must be what its extension says (inspectUpload). 400 naming `file` otherwise, with nothing
 * stored. The file moves to `<folder>/` under the uploads folder with its `application_files`
 * row (not yet attached) and its `stored_files` row, in the caller's transaction.
 */
export async function storeUpload(
  trx: Db,
  folder: string,
  upload: { file: File; uploaderId: number; docKey?: string | null },
  problemOf: (file: File) => string | undefined = fileProblem,
  mismatch = '文件内容与扩展名不符',
): Promise<StoredFile> {
  const { file } = upload
  const problem = problemOf(file)
  if (problem) throw fieldError('file', problem)
  const type = fileTypeOf(file.name)
  if (!type) throw fieldError('file', mismatch)
  await inspectUpload(file, type, { mismatch })
  const path = `${folder}/${machineMs()}-${randomBytes(8).toString('hex')}.${type}`
  await keepUpload(trx, file, { path, kind: 'application-file', ref: path })
  const fileName = file.name.replace(/[\\/]/g, '_').slice(0, 200)
  const row = await trx
    .insertInto('application_files')
    .values({
      applyId: null,
      fileName,
      fileType: type,
      size: file.size,
      path,
      uploaderId: upload.uploaderId,
      uploadTime: now().toISOString(),
      docKey: upload.docKey ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, fileName, fileType: type, size: file.size, docKey: upload.docKey ?? null }
}

/** A stored file's row as a claim reads it. */
export interface ClaimedFile {
  id: number
  applyId: string | null
  uploaderId: number
  fileType: string
  docKey?: string | null
}

/** How a claim refuses a file: 400 at `field` with `message`. */
export interface ClaimRefusal {
  field: string
  message: string
  /** Whether the file may serve at all (feedback pictures: jpg or png); every file by default. */
  accept?: (file: ClaimedFile) => boolean
  /** Checks of all the files read, before each is judged (a flow's checklist documents). */
  inspect?: (files: readonly ClaimedFile[]) => void
}

/**
 * The stored files a change may refer to — each uploaded by `uploaderId` and not used yet, or
 * already `owner`'s — marked as `owner`'s (an application's applyId, a feedback item's id,
 * `PD<assessment>`, `RT<task>`). Any other id (someone else's, used elsewhere, unknown) is a 400
 * as `refusal` says, with nothing marked. Answers the ids, each once, in their order.
 */
export async function claimStoredFiles(
  db: Db,
  ids: readonly number[] | null | undefined,
  owner: string,
  uploaderId: number,
  refusal: ClaimRefusal,
): Promise<number[]> {
  const unique = [...new Set(ids ?? [])]
  if (!unique.length) return []
  const rows = await db
    .selectFrom('application_files')
    .select(['id', 'applyId', 'uploaderId', 'fileType', 'docKey'])
    .where('id', 'in', unique)
    .execute()
  refusal.inspect?.(rows)
  for (const id of unique) {
    const row = rows.find((item) => item.id === id)
    const usable =
      row &&
      (refusal.accept?.(row) ?? true) &&
      (row.applyId === owner || (row.applyId === null && row.uploaderId === uploaderId))
    if (!usable) throw fieldError(refusal.field, refusal.message)
  }
  await db.updateTable('application_files').set({ applyId: owner }).where('id', 'in', unique).execute()
  return unique
}
