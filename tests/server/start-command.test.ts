/**
 * The server as `npm start` runs it (scripts/lib/server-build.mjs): bundled, run by plain Node
 * with its options, on a fresh data folder — it seeds, prints its address, serves the console
 * and the demo pages, and signs the demo administrator in.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild, ROOT } from '../../scripts/lib/build.mjs'
import { ensureServerBuild, serverCommand, serverEnv } from '../../scripts/lib/server-build.mjs'
import { encrypt } from '../../src/core/crypto'

let child: ChildProcess | undefined
let dataDir = ''
let url = ''
let output = ''

beforeAll(async () => {
  // As npm start does: the console bundle, then the server's.
  await ensureBuild({ quiet: true, log: () => undefined })
  await ensureServerBuild({ log: () => undefined })
  dataDir = mkdtempSync(join(tmpdir(), 'ev-start-'))
  const [node, ...args] = serverCommand()
  const started = spawn(node, args, {
    cwd: ROOT,
    env: serverEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child = started
  url = await new Promise<string>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk
      // The address, then the table of demo accounts (the last thing printed).
      const found = /ev-console: (http:\/\/[^/\s]+)\//.exec(output)
      if (found && output.includes('Stale@2026ev')) resolve(found[1])
    }
    started.stdout?.on('data', take)
    started.stderr?.on('data', take)
    started.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
}, 900_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('prints the address and the demo accounts after seeding', () => {
    expect(output).toContain('database (sqlite): seeded')
    expect(output).toContain('Demo accounts:')
    expect(output).toContain('Admin@2026ev')
  })

  it('serves the demo page, the console bundle and the API contract from the repository', async () => {
    const page = await fetch(`${url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('ev-console')
    const bundle = await fetch(`${url}/ev-console.js`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    const contract = (await (await fetch(`${url}/api/openapi.json`)).json()) as { openapi: string }
    expect(contract.openapi).toMatch(/^3\./)
  })

  it('signs the demo administrator in', async () => {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ username: 'admin', password: encrypt('Admin@2026ev') }).toString(),
    })
    expect(((await response.json()) as { code: number }).code).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
  })
})
