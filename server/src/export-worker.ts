/**
 * The export worker thread (issue 23: other calls' p99 ≤ 50 ms while a 1,000,000-row export
 * runs). It opens its own reading connection (db/connect.ts openReader), runs the API's route
 * modules over it so that every resource and export reader is known by name
 * (exports/readers.ts), then writes the .xlsx of each job it is given, reporting progress to the
 * main thread, which keeps the job rows (exports/runner.ts, exports/jobs.ts). An entry of its
 * own beside main.ts, since it registers every area's routes as the app does.
 */
import { unlink } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { ROUTE_MODULES } from './app'
import { openReader } from './db/connect'
import { lowerThreadPriority, yieldToCalls } from './exports/priority'
import { exportReader, type NextBatch } from './exports/readers'
import type { WorkerData, WorkerJob, WorkerReport } from './exports/runner'
import { XlsxWriter } from './exports/xlsx'
import { youngCollector } from './exports/young-gc'
import type { Router } from './http/router'
import { machineMs } from './kernel/clock'

/** How often a running job's row count is reported (the console polls the job). */
const PROGRESS_INTERVAL_MS = 500

const port = parentPort
if (!port) throw new Error('the export worker runs in a worker thread')
lowerThreadPriority()
const collectYoung = youngCollector()
const data = workerData as WorkerData
const handle = openReader({ dataDir: data.dataDir, databaseUrl: data.databaseUrl })
// The route modules declare their resources (resources/routes.ts: RESOURCES) as they register;
// this thread serves no route, so the routes themselves are not kept.
const declaring: Router = {
  deps: { db: handle.db, dialect: handle.dialect, config: data.config },
  routes: [],
  route: () => undefined,
}
for (const register of ROUTE_MODULES) register(declaring)

const report = (message: WorkerReport) => port.postMessage(message)

async function run(job: WorkerJob): Promise<void> {
  let writer: XlsxWriter | undefined
  let next: NextBatch | undefined
  try {
    writer = await XlsxWriter.open(job.filePath, job.title, job.columns, { expectedRows: job.total })
    let rows = 0
    let reported = machineMs()
    next = exportReader(job.reader)(handle.db, job.input)
    for (;;) {
      const written = await writeNext(next, writer)
      if (written === null) break
      // Nothing of the batch is alive now: the young generation is collected at its cheapest.
      collectYoung()
      // SQLite reads are synchronous: a turn of the loop between batches lets a second job and
      // the main thread's messages in.
      await new Promise<void>((resolve) => setImmediate(resolve))
      // Other calls first (exports/priority.ts). On SQLite at the large seed, alternated: 68,257 /
      // 58,608 rows/s and other calls' p99 27.2 / 26.5 ms with the wait, 65,675 / 57,611 and
      // 31.2 / 44.4 without (docs/performance.md; while user_info took 67 ms, before migration
      // 0058, the wait had cut the export to a third).
      if (data.calls) await yieldToCalls(data.calls)
      rows += written
      if (machineMs() - reported >= PROGRESS_INTERVAL_MS) {
        reported = machineMs()
        report({ type: 'progress', id: job.id, rows })
      }
    }
    await writer.close()
    report({ type: 'done', id: job.id, rows })
  } catch (error) {
    writer?.abort()
    await unlink(job.filePath).catch(() => undefined)
    const message = error instanceof Error ? error.message.slice(0, 500) : '导出失败'
    report({ type: 'failed', id: job.id, message })
  } finally {
    await next?.close?.().catch(() => undefined)
  }
}

/**
 * Write the next batch; resolves with its row count, or null after the last. Apart from run() so
 * that no frame suspended in run() holds a batch: once its rows are in the sheet they are garbage
 * when run() collects the young generation (exports/young-gc.ts; readers.ts: NextBatch).
 */
async function writeNext(next: NextBatch, writer: XlsxWriter): Promise<number | null> {
  const batch = await next()
  if (!batch) return null
  const count = batch.length
  return writer.addRows(batch).then(() => count)
}

port.on('message', (message: WorkerJob | { type: 'close' }) => {
  if (message.type === 'close') {
    void handle.close().finally(() => port.close())
    return
  }
  void run(message)
})
