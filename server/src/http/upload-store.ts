/**
 * Keeping a received upload (issue 38, item 8): the file moves from its temporary place to
 * `DATA_DIR/uploads/<path>` and gets its `stored_files` row in the handler's transaction, naming
 * the kind of owner that refers to it and the value that owner holds (`ref`). Replacing a file
 * (avatar, logo and thumbnail) releases the old one's rows; retention removes what nothing refers
 * to after the grace period (retention-files.ts).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Generated } from 'kysely'
import type { Db } from '../db/types'
import { now } from '../kernel/clock'
import { incomingOf } from './upload-service'

/** Who may refer to a stored file, and so which column retention checks for `ref`. */
export type StoredKind = 'avatar' | 'logo' | 'article-image' | 'application-file' | 'archive-file'

/** A stored upload (migration 0024-stored-files). */
export interface StoredFilesTable {
  id: Generated<number>
  /** Under DATA_DIR/uploads. */
  path: string
  kind: StoredKind
  /** The value the owner's column holds when it refers to the file (a URL, a name or the path). */
  ref: string
  createdAt: string
  /** When its owner let it go (replaced); null while held or never attached. */
  releasedAt: string | null
}

declare module '../db/types' {
  interface Database {
    stored_files: StoredFilesTable
  }
}

/**
 * Keep a received file (upload-service.ts) at `path` under the uploads folder, with its row in
 * `trx`. If the request then fails, the upload service removes the file again.
 */
export async function keepUpload(
  trx: Db,
  file: File,
  stored: { path: string; kind: StoredKind; ref: string },
): Promise<void> {
  const { temp, request } = incomingOf(file)
  const target = join(request.uploads, stored.path)
  await mkdir(dirname(target), { recursive: true })
  await rename(temp, target)
  request.temps = request.temps.filter((path) => path !== temp)
  request.kept.push(target)
  await recordStored(trx, stored)
}

/** Keep bytes made from a received file (a logo's thumbnail) as a file of the same request. */
export async function keepDerived(
  trx: Db,
  from: File,
  bytes: Uint8Array,
  stored: { path: string; kind: StoredKind; ref: string },
): Promise<void> {
  const { request } = incomingOf(from)
  const target = join(request.uploads, stored.path)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, bytes)
  request.kept.push(target)
  await recordStored(trx, stored)
}

async function recordStored(trx: Db, stored: { path: string; kind: StoredKind; ref: string }): Promise<void> {
  await trx
    .insertInto('stored_files')
    .values({ ...stored, createdAt: now().toISOString(), releasedAt: null })
    .execute()
}

/** The owner let go of the files it referred to by `ref` (replaced): retention takes them after the grace period. */
export async function releaseStored(trx: Db, kind: StoredKind, ref: string): Promise<void> {
  await trx
    .updateTable('stored_files')
    .set({ releasedAt: now().toISOString() })
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('releasedAt', 'is', null)
    .execute()
}
