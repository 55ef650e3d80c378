/**
 * Export jobs (decisions: Exports): a job row in `export_jobs`, then the rows streamed into an
 * .xlsx under DATA_DIR/exports by our own streaming writer (xlsx.ts), batch by batch, so memory
 * stays flat however many rows (issue 5: 1,000,000). Progress is written at most twice a second.
 * The rows are read and written in the export worker thread over its own connection (write-job.ts,
 * runner.ts, ../export-worker.ts; issue 23); this thread keeps the queue and the job rows.
 */
import { randomBytes } from 'node:crypto'
import { rootOf } from '../db/roots'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { now as clockNow, machineMs, nowMs } from '../kernel/clock'
import { ApiError, CODES } from '../kernel/errors'
import { claimJob, encodeSource, failExhausted } from './queue'
import { writeJob } from './write-job'

/**
 * Most rows an export may hold: three sheets of 1,000,000 (xlsx.ts SHEET_ROWS; Excel reads
 * 1,048,576 a sheet). Issue 43: a month of the country's orders is some 1.7 million.
 */
export const EXPORT_MAX_ROWS = 3_000_000

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

// Jobs being written in this process.
const active = new Set<string>()
// At most two exports write at once in a process; the others wait in the table (queue.ts).
const MAX_RUNNING = 2

/** How a process takes part in the queue: its lease, renewed at a third of it; a look every half. */
export interface ExportQueue {
  db: Db
  dataDir: string
  postgres: boolean
  leaseMs: number
  /** The jobs being written here. */
  running: Set<Promise<void>>
  claiming: boolean
  again: boolean
  closing: boolean
}

const QUEUES = new WeakMap<Db, ExportQueue>()

/** Whether a job is being written in this process. */
export function isActive(id: string): boolean {
  return active.has(id)
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
        sourceData: encodeSource(source),
        owner: null,
        leaseUntil: null,
      })
      .execute()
  }
  if (db.isTransaction) await insert(db)
  else await db.transaction().execute(insert)
  // Whichever process of the database has a free slot writes it (this one, when it has).
  const queue = QUEUES.get(rootOf(db))
  if (queue) setImmediate(() => void pump(queue))
  return id
}

/**
 * Take part in the database's export queue (the server does, on start). `stop` claims no more;
 * once the export worker is closed, `drained` settles when the jobs it was writing are handed back.
 */
export function startExportQueue(
  db: Db,
  dataDir: string,
  postgres: boolean,
  leaseMs: number,
): { stop(): void; drained(): Promise<void> } {
  const queue: ExportQueue = {
    db,
    dataDir,
    postgres,
    leaseMs,
    running: new Set(),
    claiming: false,
    again: false,
    closing: false,
  }
  QUEUES.set(db, queue)
  // Jobs another process left (or this one, before a restart) are looked for at half the lease;
  // those whose writer died MAX_ATTEMPTS times are failed then too, not at every claim (each
  // export's start and end claimed: two statements more an export).
  const timer = setInterval(
    () =>
      void failExhausted(db)
        .catch(() => undefined)
        .then(() => pump(queue)),
    Math.max(100, leaseMs / 2),
  )
  timer.unref()
  setImmediate(() => void pump(queue))
  return {
    stop: () => {
      queue.closing = true
      clearInterval(timer)
    },
    drained: async () => {
      await Promise.all(queue.running)
    },
  }
}

/** Claim jobs while this process has free slots. */
async function pump(queue: ExportQueue): Promise<void> {
  if (queue.claiming) {
    queue.again = true
    return
  }
  queue.claiming = true
  try {
    do {
      queue.again = false
      if (queue.closing) return
      while (!queue.closing && queue.running.size < MAX_RUNNING) {
        const job = await claimJob(queue.db, queue.postgres, queue.leaseMs)
        if (!job) break
        active.add(job.id)
        const writing: Promise<void> = writeJob(queue, job).finally(() => {
          queue.running.delete(writing)
          active.delete(job.id)
          void pump(queue)
        })
        queue.running.add(writing)
      }
    } while (queue.again)
  } catch {
    // The database is away for a moment: the next look claims what is left.
  } finally {
    queue.claiming = false
  }
}
