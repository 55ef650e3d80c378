/**
 * The main thread's side of the export worker (../export-worker.ts; issue 23): one worker
 * thread per open database, started with the first export and ended with the server. The main
 * thread keeps the queue and the job rows (jobs.ts); the worker reads the rows over its own
 * connection and writes the file, so a large export no longer holds the event loop that answers
 * other calls.
 */
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Db } from '../db/types'
import type { ServerConfig } from '../kernel/config'
import type { XlsxColumn } from './xlsx'

/** What the worker is started with. */
export interface WorkerData {
  dataDir: string
  databaseUrl?: string
  config: ServerConfig
  /** The server's calls waiting for their answers (priority.ts), which the worker gives way to. */
  calls?: Int32Array
}

/** One job as the worker receives it. */
export interface WorkerJob {
  type: 'start'
  id: string
  filePath: string
  title: string
  columns: XlsxColumn[]
  /** The rows counted when the job was made (the file's buffers are sized by it). */
  total: number
  /** A reader's name (readers.ts) and its input. */
  reader: string
  input: unknown
}

/** What the worker reports. */
export type WorkerReport =
  | { type: 'progress'; id: string; rows: number }
  | { type: 'done'; id: string; rows: number }
  | { type: 'failed'; id: string; message: string }

interface Pending {
  progress(rows: number): void
  resolve(rows: number): void
  reject(error: Error): void
}

// The worker's module: ../export-worker.ts (an entry beside main.ts: it registers the app's route
// modules) loaded through tsx (../export-worker-tsx.mjs) when the sources run (the dev server,
// tests: a worker inherits no loader hooks), `export-worker.js` beside the bundle's chunks when
// built (scripts/lib/server-build.mjs). Held in variables so that the bundler leaves the
// addresses alone.
const SOURCE_ENTRY = '../export-worker-tsx.mjs'
const BUNDLED_ENTRY = './export-worker.js'

/**
 * The environment variable naming a bundle of the worker to start instead of its sources, when
 * the server runs from its sources: the test suites point it at the built server's worker rather
 * than have tsx compile the route modules in each new worker (tests/fixtures/export-worker-bundle.ts).
 */
export const EXPORT_WORKER_BUNDLE = 'EV_EXPORT_WORKER_BUNDLE'

function workerUrl(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL(BUNDLED_ENTRY, import.meta.url)
  const bundle = process.env[EXPORT_WORKER_BUNDLE]
  return bundle ? pathToFileURL(bundle) : new URL(SOURCE_ENTRY, import.meta.url)
}

/**
 * The worker's space for new objects. Each batch's rows and cells live for a moment; V8's
 * default lets that space grow to tens of MB. An export of 58,000 orders at the demo seed took
 * the server from 290 to 383 MB with the default and to 367 MB with 8 MB, in the same time.
 */
const YOUNG_GENERATION_MB = 8

/** The export worker of one database. */
export class ExportWorker {
  private worker: Worker | null = null
  private readonly pending = new Map<string, Pending>()
  private closed = false

  constructor(private readonly data: WorkerData) {}

  private start(): Worker {
    const worker = new Worker(workerUrl(), {
      workerData: this.data,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    // Jobs keep the server busy anyway; an idle worker must not keep a process alive.
    worker.unref()
    worker.on('message', (report: WorkerReport) => {
      const job = this.pending.get(report.id)
      if (!job) return
      if (report.type === 'progress') job.progress(report.rows)
      else {
        this.pending.delete(report.id)
        if (report.type === 'done') job.resolve(report.rows)
        else job.reject(new Error(report.message))
      }
    })
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = null
      for (const job of this.pending.values()) job.reject(error)
      this.pending.clear()
    }
    worker.on('error', lost)
    worker.on('exit', () => lost(new Error('导出进程已退出')))
    return worker
  }

  /** Write a job's file in the worker; resolves with the rows written, rejects with its failure. */
  run(job: Omit<WorkerJob, 'type'>, progress: (rows: number) => void): Promise<number> {
    if (this.closed) return Promise.reject(new Error('服务已停止'))
    this.worker ??= this.start()
    const worker = this.worker
    return new Promise<number>((resolve, reject) => {
      this.pending.set(job.id, { progress, resolve, reject })
      worker.postMessage({ type: 'start', ...job } satisfies WorkerJob)
    })
  }

  /** End the worker: its connection is closed; jobs still running fail (their files are removed). */
  async close(): Promise<void> {
    this.closed = true
    const worker = this.worker
    if (!worker) return
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    worker.postMessage({ type: 'close' })
    // A job busy in a long read may not let the worker see the message soon: then it is ended.
    const timer = setTimeout(() => void worker.terminate(), 2000)
    await exited
    clearTimeout(timer)
  }
}

const WORKERS = new WeakMap<Db, ExportWorker>()

/** Give a database its export worker (the server does, on start); returns it, to close. */
export function attachExportWorker(db: Db, data: WorkerData): ExportWorker {
  const worker = new ExportWorker(data)
  WORKERS.set(db, worker)
  return worker
}

/** The export worker of a database. */
export function exportWorkerOf(db: Db): ExportWorker {
  const worker = WORKERS.get(db)
  if (!worker) throw new Error('导出服务未启动')
  return worker
}
