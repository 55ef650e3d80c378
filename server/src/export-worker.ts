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
import { lowerThreadPriority } from './exports/priority'
import { exportReader } from './exports/readers'
import type { WorkerData, WorkerJob, WorkerReport } from './exports/runner'
import { XlsxWriter } from './exports/xlsx'
import type { Router } from './http/router'

/** How often a running job's row count is reported (the console polls the job). */
const PROGRESS_INTERVAL_MS = 500

const port = parentPort
if (!port) throw new Error('the export worker runs in a worker thread')
lowerThreadPriority()
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
  try {
    writer = await XlsxWriter.open(job.filePath, job.title, job.columns)
    let rows = 0
    let reported = Date.now()
    for await (const batch of exportReader(job.reader)(handle.db, job.input)) {
      await writer.addRows(batch)
      // SQLite reads are synchronous: a turn of the loop between batches lets a second job and
      // the main thread's messages in.
      await new Promise<void>((resolve) => setImmediate(resolve))
      rows += batch.length
      if (Date.now() - reported >= PROGRESS_INTERVAL_MS) {
        reported = Date.now()
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
  }
}

port.on('message', (message: WorkerJob | { type: 'close' }) => {
  if (message.type === 'close') {
    void handle.close().finally(() => port.close())
    return
  }
  void run(message)
})
