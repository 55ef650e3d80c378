/**
 * Export jobs (decisions: Exports): a job row in `export_jobs`, then the rows streamed into an
 * .xlsx under DATA_DIR/exports by our own streaming writer (xlsx.ts), batch by batch, so memory
 * stays flat however many rows (issue 5: 1,000,000). Progress is written at most twice a second.
 * The rows are read and written in the export worker thread over its own connection (runner.ts,
 * ../export-worker.ts; issue 23); this thread keeps the queue and the job rows.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { now as clockNow, machineMs, nowMs } from '../clock/clock'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { ApiError, CODES } from '../errors'
import { exportWorkerOf } from './runner'

/** Most rows an export may hold (one sheet; Excel's limit is 1,048,576). */
export const EXPORT_MAX_ROWS = 1_000_000

/** What a job writes: its columns and batches of cell rows. */
export interface ExportSource {
  /** `<area>/<resource>` for the job row. */
  resource: string
  /** Sheet and file name. */
  title: string
  /** The list's parameters, kept with the job. */
  params: Record<string, string>
  columns: { header: string; width: number }[]
  total: number
  /** The reader of the rows (readers.ts), run in the export worker, and its cloneable input. */
  reader: string
  input: unknown
}

// Jobs running in this process; a job left 'running' by a previous process is reported failed.
const active = new Set<string>()
// At most two exports write at once; the others wait their turn.
const MAX_RUNNING = 2
const queue: (() => void)[] = []
let running = 0

async function turn(): Promise<void> {
  if (running < MAX_RUNNING) {
    running += 1
    return
  }
  await new Promise<void>((resolve) => queue.push(resolve))
  running += 1
}

function done(): void {
  running -= 1
  queue.shift()?.()
}

/** Whether a job is being worked on in this process. */
export function isActive(id: string): boolean {
  return active.has(id)
}

/** The folder of export files. */
export function exportFolder(dataDir: string): string {
  return join(dataDir, 'exports')
}

/** A pending or running job older than this was left by a process that is gone (see retention.ts). */
export const EXPORT_STALE_MS = 3_600_000

/**
 * Refuse a new export while the user already has `max` pending or running (issue 23, item 9: one
 * user queued thousands). Jobs left unfinished by a stopped process stop counting once stale.
 */
export async function assertExportRoom(db: Db, userId: number, max: number): Promise<void> {
  const since = new Date(machineMs() - EXPORT_STALE_MS).toISOString()
  const row = await db
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'running'])
    .where('createTime', '>', since)
    .executeTakeFirst()
  if (Number(row?.n ?? 0) >= max)
    throw new ApiError(CODES.conflict, `您已有${max}个导出任务正在进行或排队，请等待完成后再导出`)
}

/**
 * Create the job row and start writing in the background; returns the job id. The count and the
 * insert run in one transaction serialised per user (issue 38: 20 at once on PostgreSQL all
 * counted fewer than three), committed before the job starts reading.
 */
export async function startExport(
  db: Db,
  dataDir: string,
  userId: number,
  source: ExportSource,
  maxPerUser = 3,
): Promise<string> {
  const id = randomBytes(12).toString('hex')
  const stamp = new Date(nowMs() + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)
  const insert = async (trx: Db) => {
    await serializeOn(trx, 'export_jobs', userId)
    await assertExportRoom(trx, userId, maxPerUser)
    await trx
      .insertInto('export_jobs')
      .values({
        id,
        userId,
        resource: source.resource,
        paramsJson: JSON.stringify(source.params),
        status: 'pending',
        rows: 0,
        total: source.total,
        fileName: `${source.title}-${stamp}.xlsx`,
        filePath: null,
        error: null,
        createTime: clockNow().toISOString(),
        finishTime: null,
      })
      .execute()
  }
  if (db.isTransaction) await insert(db)
  else await db.transaction().execute(insert)
  active.add(id)
  setImmediate(() => {
    void runJob(db, dataDir, id, source).finally(() => active.delete(id))
  })
  return id
}

async function runJob(db: Db, dataDir: string, id: string, source: ExportSource): Promise<void> {
  await turn()
  const folder = exportFolder(dataDir)
  const filePath = join(folder, `${id}.xlsx`)
  try {
    await mkdir(folder, { recursive: true })
    await db.updateTable('export_jobs').set({ status: 'running' }).where('id', '=', id).execute()
    // Progress is written in order, one update after the other; the last is awaited before 'done'.
    let progress = Promise.resolve()
    let progressFailure: unknown
    const rows = await exportWorkerOf(db).run(
      {
        id,
        filePath,
        title: source.title,
        columns: source.columns.map(({ header, width }) => ({ header, width })),
        reader: source.reader,
        input: source.input,
      },
      (rows) => {
        progress = progress
          .then(() => db.updateTable('export_jobs').set({ rows }).where('id', '=', id).execute())
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
    await db
      .updateTable('export_jobs')
      .set({
        status: 'done',
        rows,
        total: Math.max(rows, source.total),
        filePath,
        finishTime: clockNow().toISOString(),
      })
      .where('id', '=', id)
      .execute()
  } catch (error) {
    // The worker removes what it wrote; a worker that ended mid-file leaves it to this.
    await unlink(filePath).catch(() => undefined)
    const message = error instanceof Error ? error.message.slice(0, 500) : '导出失败'
    await db
      .updateTable('export_jobs')
      .set({ status: 'failed', error: message, finishTime: clockNow().toISOString() })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined)
  } finally {
    done()
  }
}
