/** Start the platform server: open and prepare the database, then listen (tests use port 0). */

import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openDatabase } from './db/connect'
import type { Dialect } from './db/dialect'
import { claimDataDir } from './db/pid-file'
import { listenForChanges } from './db/read-cache'
import { underStartLock } from './db/start-lock'
import type { Db } from './db/types'
import { startExportQueue } from './exports/jobs'
import { callCounter, countCalls } from './exports/priority'
import { attachExportWorker } from './exports/runner'
import { applyHttpLimits } from './http/limits'
import { defaultConfig, type ServerConfig } from './kernel/config'
import { controlSimulator } from './live/control'
import { contendForLead } from './live/leader'
import { createPostgresHub, registerHub } from './push/hub'
import { startRetention } from './retention'
import { prepareDatabase, type SeedScale } from './seed'
import { startPublicitySettlement } from './supervise-services/settlement'
import { startReminders } from './workflow/reminders'

export interface StartOptions {
  /** 0 = a random free port (default). */
  port?: number
  host?: string
  dataDir: string
  databaseUrl?: string
  /** Seed an empty database (default true), at this scale. */
  seed?: boolean
  seedScale?: SeedScale
  /** Other settings (origins, limits, static folders). */
  config?: Partial<ServerConfig>
  log?: (line: string) => void
}

/** A running server. */
export interface RunningServer {
  url: string
  port: number
  db: Db
  dialect: Dialect
  close(): Promise<void>
}

/** Open the database, migrate, seed if empty, and listen. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  // The folder holds the pid file, uploads and exports on PostgreSQL too (issue 38, item 15: a
  // missing one ended the start with ENOENT on server.pid after seeding); made before anything.
  mkdirSync(options.dataDir, { recursive: true })
  const config = defaultConfig(options.dataDir, options.config)
  const handle = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl })
  try {
    // Issue 43: of several processes started at once on one PostgreSQL, one prepares.
    const outcome = await underStartLock(handle.db, handle.dialect, () =>
      prepareDatabase(handle.db, {
        seedIfEmpty: options.seed !== false,
        scale: options.seedScale,
        log: options.log,
      }),
    )
    options.log?.(`database (${handle.dialect}): ${outcome}`)
  } catch (error) {
    await handle.close()
    throw error
  }
  let stopRetention: () => void
  try {
    stopRetention = await startRetention(handle.db, config, handle.dialect, options.log)
  } catch (error) {
    await handle.close()
    throw error
  }
  const release = claimDataDir(options.dataDir)
  // Issue 17: publicities past their end settle on a timer too (and on every supervise call).
  const stopSettlement = startPublicitySettlement(handle.db, options.log)
  // Issue 41: reminders of what falls due (reporting deadlines, access proofs' validity).
  const stopReminders = startReminders(handle.db, options.log)
  // Live data (issue 16): LISTEN/NOTIFY on PostgreSQL; the simulator when configured.
  const hub = options.databaseUrl ? await createPostgresHub(handle.db, options.databaseUrl) : null
  if (hub) registerHub(handle.db, hub)
  // Issue 43: the reads every call makes are kept while PostgreSQL signals changes (read-cache.ts).
  const changes = options.databaseUrl ? await listenForChanges(handle.db, options.databaseUrl) : null
  const simulator = config.simulator
  // Issue 43: on PostgreSQL one process of the database runs it, the leader (live/leader.ts).
  const leadership =
    simulator && options.databaseUrl
      ? contendForLead(
          options.databaseUrl,
          Math.min(simulator.intervalMs, 1000),
          () => void controlSimulator(handle.db, true, undefined, simulator),
          () => void controlSimulator(handle.db, false),
        )
      : null
  if (simulator && !leadership) void controlSimulator(handle.db, true, undefined, simulator)
  // Issue 23: exports are read and written in a worker thread with its own connection.
  const calls = callCounter()
  const exportWorker = attachExportWorker(handle.db, {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    config,
    calls,
  })
  // Issue 43: the jobs are claimed from the table, by whichever process has a free slot.
  const exportQueue = startExportQueue(
    handle.db,
    options.dataDir,
    handle.dialect === 'postgres',
    config.exportLeaseMs,
  )
  const app = createApp({ db: handle.db, dialect: handle.dialect, config })
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve(
      {
        fetch: app.fetch,
        port: options.port ?? 0,
        hostname: host,
        // Issue 23, item 10: timeouts are checked every second, not Node's default 30 s.
        serverOptions: { connectionsCheckingInterval: 1000 },
      },
      () => resolve(instance),
    )
    instance.once('error', reject)
  })
  applyHttpLimits(server as unknown as Server, config)
  // Issue 43: exports give way while a call waits for its answer (exports/priority.ts).
  countCalls(server as unknown as Server, calls)
  const port = (server.address() as AddressInfo).port
  let closed: Promise<void> | undefined
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    db: handle.db,
    dialect: handle.dialect,
    close: () => {
      closed ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Keep-alive connections would hold close() open.
          ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        stopRetention()
        stopSettlement()
        stopReminders()
        await leadership?.close()
        await controlSimulator(handle.db, false)
        await hub?.close()
        await changes?.close()
        exportQueue.stop()
        await exportWorker.close()
        await exportQueue.drained()
        await handle.close()
        release()
      })()
      return closed
    },
  }
}
