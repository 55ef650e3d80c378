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
import type { FileType } from '../../../src/core/domain/files'
import { now } from '../clock/clock'
import type { Db } from '../db/types'

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
