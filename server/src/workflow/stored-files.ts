/**
 * Storing an uploaded file as a row of the workflow engine's `application_files` (not yet
 * attached to an application): the bytes under `<uploads>/<folder>/`, then the row in the caller's
 * transaction; if the row cannot be written, the bytes are removed again, so nothing half-written
 * stays. Used by flow attachments, feedback pictures and assessment evidence; each checks its
 * own rules (types, size, content) before.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type FileType, fileProblem, fileTypeOf } from '../../../src/core/domain/files'
import { now } from '../clock/clock'
import type { Db } from '../db/types'
import { fieldError } from '../errors'
import { assertImageBounds } from '../http/image-check'
import { bytesMatchType } from '../http/uploads'

/** What a stored file's answer and journal entry show. */
export interface StoredFile {
  id: number
  fileName: string
  fileType: FileType
  size: number
}

/** Write `bytes` under `uploads/folder` and add their `application_files` row for `uploaderId`. */
export async function storeApplicationFile(
  trx: Db,
  uploads: string,
  folder: string,
  upload: { name: string; type: FileType; bytes: Uint8Array; uploaderId: number },
): Promise<StoredFile> {
  const path = `${folder}/${Date.now()}-${randomBytes(8).toString('hex')}.${upload.type}`
  await mkdir(join(uploads, folder), { recursive: true })
  await writeFile(join(uploads, path), upload.bytes)
  const fileName = upload.name.replace(/[\\/]/g, '_').slice(0, 200)
  const row = await trx
    .insertInto('application_files')
    .values({
      applyId: null,
      fileName,
      fileType: upload.type,
      size: upload.bytes.length,
      path,
      uploaderId: upload.uploaderId,
      uploadTime: now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(async (error: unknown) => {
      await unlink(join(uploads, path)).catch(() => undefined)
      throw error
    })
  return { id: row.id, fileName, fileType: upload.type, size: upload.bytes.length }
}

/**
 * Check an upload and store it (`storeApplicationFile`): `problemOf` judges its name and size
 * (file-management's rules by default: src/core/domain/files.ts `fileProblem`; feedback pictures
 * their own), then its bytes must be what its extension says. 400 naming `file` otherwise, with
 * nothing stored.
 */
export async function storeUpload(
  trx: Db,
  uploads: string,
  folder: string,
  upload: { file: File; uploaderId: number },
  problemOf: (file: File) => string | undefined = fileProblem,
  mismatch = '文件内容与扩展名不符',
): Promise<StoredFile> {
  const { file } = upload
  const problem = problemOf(file)
  if (problem) throw fieldError('file', problem)
  const type = fileTypeOf(file.name)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!type || !bytesMatchType(bytes, type)) throw fieldError('file', mismatch)
  await assertImageBounds(bytes)
  return storeApplicationFile(trx, uploads, folder, {
    name: file.name,
    type,
    bytes,
    uploaderId: upload.uploaderId,
  })
}
