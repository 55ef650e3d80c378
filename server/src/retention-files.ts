/**
 * Retention of stored uploads (issue 38, item 8): a `stored_files` row (http/upload-store.ts)
 * whose owner no longer refers to it — an attachment, picture or evidence file never attached to
 * an application, an article image no article shows, a replaced avatar, logo or thumbnail, an
 * archived file whose record was deleted — goes with its file once `uploadGraceMs` has passed
 * since it was stored or released. What is referred to is kept, however old. Leftovers of
 * uploads a stopped process was receiving (`uploads/.incoming`) go after the same time.
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { Db } from './db/types'
import { INCOMING_FOLDER, uploadsFolder } from './http/upload-service'
import type { StoredKind } from './http/upload-store'
import type { ServerConfig } from './kernel/config'

const BATCH = 500

/** The rows that refer to a stored file, per kind of owner (correlated on `stored_files.ref`). */
function referrers(db: Db, kind: StoredKind) {
  const ref = sql.ref<string>('stored_files.ref')
  switch (kind) {
    case 'avatar':
      return db.selectFrom('users').select(sql.lit(1).as('one')).where('avatar', '=', ref)
    case 'logo':
      return db.selectFrom('app_operators').select(sql.lit(1).as('one')).where('logoPath', '=', ref)
    case 'article-image':
      return db
        .selectFrom('app_articles')
        .select(sql.lit(1).as('one'))
        .where((eb) =>
          eb.or([eb('coverUrl', '=', ref), eb('content', 'like', sql<string>`'%' || ${ref} || '%'`)]),
        )
    case 'application-file':
      return db
        .selectFrom('application_files')
        .select(sql.lit(1).as('one'))
        .where('path', '=', ref)
        .where('applyId', 'is not', null)
    case 'archive-file':
      return db.selectFrom('archive_files').select(sql.lit(1).as('one')).where('path', '=', ref)
  }
}

const KINDS: StoredKind[] = ['avatar', 'logo', 'article-image', 'application-file', 'archive-file']

/** Remove stored uploads nothing refers to after the grace period; the number of files removed. */
export async function sweepStoredFiles(db: Db, config: ServerConfig, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - config.uploadGraceMs).toISOString()
  const uploads = uploadsFolder(config)
  let removed = 0
  for (const kind of KINDS) {
    for (;;) {
      const rows = await db
        .selectFrom('stored_files')
        .select(['id', 'path', 'ref'])
        .where('kind', '=', kind)
        .where((eb) =>
          eb.or([
            eb('releasedAt', '<', cutoff),
            eb.and([eb('releasedAt', 'is', null), eb('createdAt', '<', cutoff)]),
          ]),
        )
        .where((eb) => eb.not(eb.exists(referrers(db, kind))))
        .orderBy('id')
        .limit(BATCH)
        .execute()
      for (const row of rows) {
        // The row goes first, and only if still not referred to (an attachment attached just
        // now stays); a crash before the unlink leaves only a file, never a row without one.
        const gone = await db.transaction().execute(async (trx) => {
          const deleted = await trx
            .deleteFrom('stored_files')
            .where('id', '=', row.id)
            .where((eb) => eb.not(eb.exists(referrers(trx, kind))))
            .executeTakeFirst()
          if (!Number(deleted.numDeletedRows)) return false
          if (kind === 'application-file')
            await trx
              .deleteFrom('application_files')
              .where('path', '=', row.ref)
              .where('applyId', 'is', null)
              .execute()
          return true
        })
        if (
          gone &&
          (await unlink(join(uploads, row.path))
            .then(() => true)
            .catch(() => false))
        )
          removed += 1
      }
      if (rows.length < BATCH) break
    }
  }
  return removed + (await sweepIncoming(uploads, now, config.uploadGraceMs))
}

/**
 * Remove the files of `folder` older than `graceMs` (by their time of writing) whose name `keep`
 * does not hold; resolves to how many went. Files being written stay young until they are done.
 */
export async function removeOldFiles(
  folder: string,
  now: Date,
  graceMs: number,
  keep: ReadonlySet<string> = new Set(),
): Promise<number> {
  let removed = 0
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (keep.has(name)) continue
    const info = await stat(join(folder, name)).catch(() => null)
    if (!info?.isFile() || now.getTime() - info.mtimeMs < graceMs) continue
    if (
      await unlink(join(folder, name))
        .then(() => true)
        .catch(() => false)
    )
      removed += 1
  }
  return removed
}

/** Temporary files of uploads a stopped process was receiving. */
function sweepIncoming(uploads: string, now: Date, graceMs: number): Promise<number> {
  return removeOldFiles(join(uploads, INCOMING_FOLDER), now, graceMs)
}
