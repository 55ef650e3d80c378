/**
 * Global setup of the e2e suite: builds the console when dist/ is missing or stale, seeds one
 * platform server on a fresh temporary data folder, then starts one server per e2e worker, each on
 * its own copy of that seeded database and a random free port, and provides their base URLs to
 * the tests (`inject('baseURLs')`; a test reaches its worker's server through helpers.ts:
 * baseURL()). The files run two at a time (vitest.config.ts), and a file changes what it likes —
 * accounts, themes, workflow records — on its own worker's server only (issue 40: the suite in two
 * workers instead of one). Tears them down after.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureBuild, ROOT } from '../../scripts/lib/build.mjs'
import { sqliteFileOf } from '../../server/src/db/backup'
import { startServer } from '../../server/src/server'
import { pointAtBuiltExportWorker } from '../fixtures/export-worker-bundle'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker's server listens, without a trailing slash, e.g. http://127.0.0.1:41234 */
    baseURLs: string[]
  }
}

/** The platform server on a random port and the given data folder. */
async function startPlatform(dataDir: string) {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // testHooks: live-screens.test.ts switches the simulator on and raises alarms (issue 16).
    config: {
      distDir: join(ROOT, 'dist'),
      demoDir: join(ROOT, 'demo'),
      testHooks: true,
      checkResponses: true,
    },
  })
}

export default async function setup(project: TestProject) {
  await ensureBuild({ quiet: true })
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1)
  const dataDirs: string[] = []
  const servers: Awaited<ReturnType<typeof startPlatform>>[] = []
  await pointAtBuiltExportWorker()
  const close = async () => {
    for (const server of servers) await server.close()
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // The first server seeds its database; the others start on copies of it (a copy takes
    // milliseconds, a seed seconds). Copied before the first server starts serving, so that no
    // write of a test is in it.
    const seeded = mkdtempSync(join(tmpdir(), 'ev-e2e-seed-'))
    dataDirs.push(seeded)
    await (await startPlatform(seeded)).close()
    for (let index = 0; index < workers; index += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ev-e2e-data-'))
      dataDirs.push(dataDir)
      copyFileSync(sqliteFileOf(seeded), sqliteFileOf(dataDir))
      servers.push(await startPlatform(dataDir))
    }
  } catch (error) {
    await close()
    throw error
  }
  const urls = servers.map((server) => String(server.url).replace(/\/$/, ''))
  console.log(`e2e: ${urls.length} platform server${urls.length === 1 ? '' : 's'} at ${urls.join(', ')}`)
  project.provide('baseURLs', urls)
  return close
}
