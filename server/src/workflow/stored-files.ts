/**
 * Storing an uploaded file as a row of the workflow engine's `application_files` (not yet
 * attached to an application): the received file (http/upload-service.ts) moves under
 * `<uploads>/<folder>/` with its rows in the caller's transaction; if the change fails, the upload
 * service removes the file again, so nothing half-written stays. Used by flow attachments,
 * feedback pictures, assessment evidence and reporting files. Unattached files go after the grace
 * period (retention-files.ts).
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
