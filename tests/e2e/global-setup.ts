/**
 * Global setup of the e2e suite: builds the console when dist/ is missing or stale, takes the
 * run's demo seed (tests/fixtures/shared-seed.ts: made here when the server suite did not make it
 * before), then starts one server per e2e worker, each a
 * process of its own (platform-process.ts) on its own copy of that seeded database and a random
 * free port, and provides their base URLs to
 * the tests (`inject('baseURLs')`; a test reaches its worker's server through helpers.ts:
 * baseURL()). The files run two at a time (vitest.config.ts), and a file changes what it likes —
 * accounts, themes, workflow records — on its own worker's server only (issue 40: the suite in two
 * workers instead of one). Tears them down after.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureBuild, ROOT } from '../../scripts/lib/build.mjs'
import { TSX_IMPORT } from '../../scripts/lib/server-build.mjs'
import { sqliteFileOf } from '../../server/src/db/backup'
import { pointAtBuiltExportWorker } from '../fixtures/export-worker-bundle'
import { printedAddress } from '../fixtures/printed-address'
import { seededSqliteFile } from '../fixtures/shared-seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker's server listens, without a trailing slash, e.g. http://127.0.0.1:41234 */
    baseURLs: string[]
  }
}

/** A platform server in a process of its own on `dataDir`; resolves with it and its address. */
function startPlatform(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...TSX_IMPORT, join(import.meta.dirname, 'platform-process.ts'), dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return printedAddress(child, /^e2e platform: (\S+)$/, 'an e2e platform server').then((url) => ({
    child,
    url,
  }))
}

/** Stop a platform server and wait for its process to end. */
async function stopPlatform(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const ended = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await ended
}

export default async function setup(project: TestProject) {
  await ensureBuild({ quiet: true })
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1)
  const dataDirs: string[] = []
  const servers: Awaited<ReturnType<typeof startPlatform>>[] = []
  await pointAtBuiltExportWorker()
  const close = async () => {
    await Promise.all(servers.map((server) => stopPlatform(server.child)))
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // Each server starts on a copy of the run's seed (tests/fixtures/shared-seed.ts: made by the
    // server suite's setup before, or seeded here in a scratch folder): a copy takes milliseconds,
    // a seed seconds, and no server writes to the seed itself.
    const scratch = mkdtempSync(join(tmpdir(), 'ev-e2e-seed-'))
    dataDirs.push(scratch)
    const seed = await seededSqliteFile(scratch)
    for (let index = 0; index < workers; index += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ev-e2e-data-'))
      dataDirs.push(dataDir)
      copyFileSync(seed, sqliteFileOf(dataDir))
    }
    // Started side by side: each compiles the server's sources (tsx) on its own.
    const started = await Promise.allSettled(dataDirs.slice(1).map(startPlatform))
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    await close()
    throw error
  }
  const urls = servers.map((server) => server.url)
  console.log(`e2e: ${urls.length} platform server${urls.length === 1 ? '' : 's'} at ${urls.join(', ')}`)
  project.provide('baseURLs', urls)
  return close
}
