/**
 * Retention (issue 23, item 9): what the platform keeps and for how long. Finished export jobs
 * and their files go after `exportRetentionMs` (7 days), expired sessions and long-tokens at
 * once, sign-in history after `loginHistoryRetentionMs` (180 days), read notices and closed
 * to-dos after `messageRetentionMs` (180 days; open to-dos and unread notices stay), and as long the
 * reminders sent about a task or proof since closed, quiet throttle counters
 * after their window, replaced avatar files, stored uploads nothing refers to (retention-files.ts,
 * issue 38, item 8), the keys of changes carried out after a day (http/request-keys.ts, issue 43).
 * The audit journal is kept. Export files a crash left half-written are removed at start. The sweep runs at start and then every `retentionIntervalMs`.
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Dialect } from './db/dialect'
import type { Db } from './db/types'
import { EXPORT_STALE_MS, isActive } from './exports/jobs'
import { exportFolder, exportWritingFolder } from './exports/write-job'
import { pruneRequestKeys, REQUEST_KEY_KEEP_MS } from './http/request-keys'
import { now as clockNow, machineMs } from './kernel/clock'
import type { ServerConfig } from './kernel/config'
import { removeOldFiles, sweepStoredFiles } from './retention-files'
import { pruneReminders } from './workflow/reminders'

/** Rows removed by one sweep, per kind. */
export interface SweepResult {
  sessions: number
  longTokens: number
  loginHistory: number
  messages: number
  /** Reminders sent (reminders_sent) whose subject is closed. */
  reminders: number
  throttle: number
  /** Keys of changes carried out (request_keys), after a day (machine time). */
  requestKeys: number
  exports: number
  files: number
}

const count = (result: { numDeletedRows: bigint }[]) =>
  result.reduce((sum, row) => sum + Number(row.numDeletedRows), 0)

/** Remove what is past its retention; `now` is the server's clock (kernel/clock.ts), or a test's. */
export async function sweep(db: Db, config: ServerConfig, now = clockNow()): Promise<SweepResult> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const sessions = count(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expiresAt', '<', at(0)), eb('createdAt', '<', at(config.sessionMaxMs))]))
      .execute(),
  )
  const longTokens = count(await db.deleteFrom('long_tokens').where('expiresAt', '<', at(0)).execute())
  const loginHistory = count(
    await db.deleteFrom('login_history').where('time', '<', at(config.loginHistoryRetentionMs)).execute(),
  )
  const messages = count(
    await db
      .deleteFrom('messages')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('type', '!=', 'todo'),
            eb('read', '=', 1),
            eb('createTime', '<', at(config.messageRetentionMs)),
          ]),
          eb.and([eb('done', '=', 1), eb('doneTime', '<', at(config.messageRetentionMs))]),
        ]),
      )
      .execute(),
  )
  const reminders = await pruneReminders(db, at(config.messageRetentionMs))
  const throttle = count(
    await db
      .deleteFrom('login_throttle')
      .where('lastFailure', '<', at(config.loginWindowMs))
      .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<', at(0))]))
      .execute(),
  )
  const requestKeys = await pruneRequestKeys(db, new Date(machineMs() - REQUEST_KEY_KEEP_MS))
  const old = await db
    .selectFrom('export_jobs')
    .select(['id', 'filePath'])
    .where('createTime', '<', at(config.exportRetentionMs))
    .where((eb) =>
      eb.or([eb('status', 'not in', ['pending', 'running']), eb('createTime', '<', at(EXPORT_STALE_MS))]),
    )
    .execute()
  let files = 0
  for (const job of old) {
    if (
      job.filePath &&
      (await unlink(job.filePath)
        .then(() => true)
        .catch(() => false))
    )
      files += 1
    await db.deleteFrom('export_jobs').where('id', '=', job.id).execute()
  }
  files += await sweepAvatars(db, config, now)
  files += await sweepStoredFiles(db, config, now)
  return {
    sessions,
    longTokens,
    loginHistory,
    messages,
    reminders,
    throttle,
    requestKeys,
    exports: old.length,
    files,
  }
}

/** Avatar files no account points at (replaced ones), once an hour old (an upload may be committing). */
async function sweepAvatars(db: Db, config: ServerConfig, now: Date): Promise<number> {
  const folder = join(config.dataDir, 'uploads', 'avatars')
  const names = await readdir(folder).catch(() => [] as string[])
  if (!names.length) return 0
  const used = new Set<string>(
    (await db.selectFrom('users').select('avatar').where('avatar', 'is not', null).execute()).map((row) =>
      String(String(row.avatar).split('/').pop()),
    ),
  )
  return removeOldFiles(folder, now, 3_600_000, used)
}

/**
 * At start: jobs of an older server that kept no source (before issue 43) and were left pending
 * or running are failed; jobs with their source are written again by the queue (exports/
 * queue.ts). Export files that belong to no finished or queued job, and half-written files, are
 * removed. With several processes on one PostgreSQL only jobs older than EXPORT_STALE_MS count
 * as left, and only files untouched for as long, so a neighbour's running export is never taken.
 */
export async function cleanUnfinishedExports(
  db: Db,
  config: ServerConfig,
  dialect: Dialect,
): Promise<number> {
  const since = new Date(machineMs() - (dialect === 'sqlite' ? 0 : EXPORT_STALE_MS)).toISOString()
  await db
    .updateTable('export_jobs')
    .set({ status: 'failed', error: '服务重启，导出已中断', finishTime: clockNow().toISOString() })
    .where('status', 'in', ['pending', 'running'])
    .where('sourceData', 'is', null)
    .where('createTime', '<', since)
    .execute()
  let removed = 0
  for (const folder of [exportFolder(config.dataDir), exportWritingFolder(config.dataDir)]) {
    const whole = folder === exportFolder(config.dataDir)
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const id = name.replace(/\.xlsx$/, '')
      if (isActive(id)) continue
      if (whole) {
        const job = await db
          .selectFrom('export_jobs')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst()
        if (job && ['done', 'pending', 'running'].includes(job.status)) continue
      }
      const file = join(folder, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile() || (dialect === 'postgres' && machineMs() - info.mtimeMs < EXPORT_STALE_MS))
        continue
      if (
        await unlink(file)
          .then(() => true)
          .catch(() => false)
      )
        removed += 1
    }
  }
  return removed
}

/** Clean up at start, then sweep on a timer (unref'd: it never keeps the process alive). */
export async function startRetention(
  db: Db,
  config: ServerConfig,
  dialect: Dialect,
  log?: (line: string) => void,
): Promise<() => void> {
  const removed = await cleanUnfinishedExports(db, config, dialect)
  if (removed) log?.(`removed ${removed} unfinished export file(s)`)
  const run = () =>
    sweep(db, config).catch((error) => log?.(`retention sweep failed: ${(error as Error).message}`))
  await run()
  const timer = setInterval(run, config.retentionIntervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
