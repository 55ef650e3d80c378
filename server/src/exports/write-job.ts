/**
 * Writing one claimed job (jobs.ts claims it): its rows streamed by the export worker into a file
 * of the writing folder, its progress written in order, the whole file moved into the export
 * folder and the job row set done; on a failure the job fails, or goes back to the queue when
 * this process is stopping.
 */
import { mkdir, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../db/types'
import { now as clockNow } from '../kernel/clock'
import { type ClaimedJob, releaseJob, renewLease, updateHeld } from './queue'
import { exportWorkerOf } from './runner'

/** The folder of export files. */
export function exportFolder(dataDir: string): string {
  return join(dataDir, 'exports')
}

/** Where a job's file is written before it is whole (then moved into the export folder). */
export function exportWritingFolder(dataDir: string): string {
  return join(dataDir, 'exports-writing')
}

/** The folders made once per data folder (two mkdir calls an export before). */
const FOLDERS_MADE = new Map<string, Promise<unknown>>()

/** The export and writing folders of `dataDir`, made when missing. */
function exportFolders(dataDir: string): Promise<unknown> {
  let made = FOLDERS_MADE.get(dataDir)
  if (!made) {
    made = Promise.all([
      mkdir(exportFolder(dataDir), { recursive: true }),
      mkdir(exportWritingFolder(dataDir), { recursive: true }),
    ])
    // A failure is tried again by the next job.
    made.catch(() => FOLDERS_MADE.delete(dataDir))
    FOLDERS_MADE.set(dataDir, made)
  }
  return made
}

/** What writing a job reads of its process's queue (`closing`: when the job fails, at that moment). */
export interface JobWriting {
  db: Db
  dataDir: string
  leaseMs: number
  readonly closing: boolean
}

/** Write a claimed job to its file and settle its row. */
export async function writeJob(queue: JobWriting, { id, source }: ClaimedJob): Promise<void> {
  const { db, dataDir, leaseMs } = queue
  const filePath = join(exportFolder(dataDir), `${id}.xlsx`)
  const writing = join(exportWritingFolder(dataDir), `${id}.xlsx`)
  // The lease is renewed while the job is written; a job taken over by another is let go.
  const heartbeat = setInterval(() => void renewLease(db, id, leaseMs).catch(() => undefined), leaseMs / 3)
  try {
    await exportFolders(dataDir)
    // Progress is written in order, one update after the other; the last is awaited before 'done'.
    let progress = Promise.resolve()
    let progressFailure: unknown
    const rows = await exportWorkerOf(db).run(
      {
        id,
        filePath: writing,
        title: source.title,
        columns: source.columns,
        total: source.total,
        reader: source.reader,
        input: source.input,
      },
      (rows) => {
        progress = progress
          .then(() => updateHeld(db, id).set({ rows }).execute())
          .then(
            () => undefined,
            (error: unknown) => {
              progressFailure ??= error
            },
          )
      },
    )
    await progress
    if (progressFailure) throw progressFailure
    // Whole: moved where downloads are read, then the job says so (a death between the two is
    // a job written again).
    await rename(writing, filePath)
    await updateHeld(db, id)
      .set({
        status: 'done',
        rows,
        total: Math.max(rows, source.total),
        filePath,
        finishTime: clockNow().toISOString(),
        owner: null,
        leaseUntil: null,
      })
      .execute()
  } catch (error) {
    // The folders are made again by the next job, in case they went missing.
    FOLDERS_MADE.delete(dataDir)
    // The worker removes what it wrote; a worker that ended mid-file leaves it to this.
    await unlink(writing).catch(() => undefined)
    // A process that stops hands its jobs back; another (or this one, restarted) writes them.
    if (queue.closing) await releaseJob(db, id).catch(() => undefined)
    else {
      const message = error instanceof Error ? error.message.slice(0, 500) : '导出失败'
      await updateHeld(db, id)
        .set({ status: 'failed', error: message, finishTime: clockNow().toISOString() })
        .execute()
        .catch(() => undefined)
    }
  } finally {
    clearInterval(heartbeat)
  }
}
