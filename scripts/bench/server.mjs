/**
 * The bench's platform servers: each runs in its own Node process, as `npm start` runs it (the
 * bundled server, scripts/lib/server-build.mjs), so the load generator, the browser driver and
 * the measurements of this process never share a CPU queue or a heap with the server they
 * measure (issue 8: "a load generator in a second process on loopback").
 *
 * The large data set lives in `.bench/large` (git-ignored), seeded once with
 * `npm run seed -- --scale large` and reused while it is fresh (decisions: Seed times — the seed
 * CLI re-seeds a seed older than seven days by itself).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../lib/build.mjs'
import { cpuSecondsOf } from '../lib/cpu.mjs'
import { ensureServerBuild, serverCommand, serverEnv, TSX_IMPORT } from '../lib/server-build.mjs'

/** The large data set's folder; BENCH_DATA_DIR moves it (e.g. to a faster disk). */
export const LARGE_DATA_DIR = process.env.BENCH_DATA_DIR || join(ROOT, '.bench', 'large')

/** Run a TypeScript file of the repository in a child Node process; resolves with its output. */
function runTs(file, args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TSX_IMPORT, join(ROOT, file), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (chunk) => {
      output += chunk
      for (const line of String(chunk).split('\n')) if (line.trim()) log?.(`  ${line}`)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${file} exited with ${code}:\n${output.slice(-2000)}`)),
    )
  })
}

/**
 * Seed the large data set unless a fresh one is there; resolves with the seconds it took
 * (0 when the existing seed was reused).
 */
export async function ensureLargeSeed({ log = console.error } = {}) {
  const started = performance.now()
  const reused = existsSync(join(LARGE_DATA_DIR, 'ev-console.sqlite'))
  if (!reused) log(`seeding the large data set into ${LARGE_DATA_DIR} (once; reused by later runs)…`)
  const output = await runTs(
    'server/src/seed-cli.ts',
    ['--scale', 'large'],
    { DATA_DIR: LARGE_DATA_DIR },
    log,
  )
  const seconds = (performance.now() - started) / 1000
  return { seconds, seeded: /^(seeded|reseeded) \(large\)/m.test(output), output }
}

/** Resident memory figures of a Linux process, in bytes: current (VmRSS) and peak (VmHWM). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024
    return { rss: field('VmRSS'), peak: field('VmHWM') }
  } catch {
    return { rss: 0, peak: 0 }
  }
}

/**
 * Reset a Linux process's peak resident memory (VmHWM) to its current RSS (proc(5): clear_refs
 * "5"), so the peak read later is that of what it did in between.
 */
function resetPeakOf(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

/**
 * Resolves once a process is idle (at most 20 ms of CPU in half a second) or after `timeout`
 * ms: a server compresses its static files in the background after it starts
 * (server/src/http/static.ts: warm), which would otherwise share the CPU with the first
 * measurement.
 */
async function settled(pid, timeout = 15_000) {
  const deadline = performance.now() + timeout
  let used = cpuSecondsOf(pid) ?? 0
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = cpuSecondsOf(pid) ?? 0
    if (now - used <= 0.02) return
    used = now
  }
}

/**
 * Start a server process on a free port. `dataDir` defaults to a fresh temporary folder seeded
 * at the demo scale (removed on close). On the large data set the scale defaults to large, so a
 * server finding the seed stale re-seeds it at that scale, not at the demo's. Resolves once it
 * listens, with its address and pid.
 */
export async function startServerProcess({
  dataDir,
  seedScale = dataDir === LARGE_DATA_DIR ? 'large' : undefined,
  env = {},
  log,
} = {}) {
  const temporary = !dataDir
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'ev-bench-'))
  // The server as `npm start` runs it: bundled, with its Node options and environment.
  await ensureServerBuild()
  const [node, ...args] = serverCommand()
  const child = spawn(node, args, {
    cwd: ROOT,
    env: serverEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      DATABASE_URL: '',
      ...(seedScale ? { SEED_SCALE: seedScale } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise((resolve, reject) => {
    const look = (chunk) => {
      output += chunk
      const found = /ev-console: (http:\/\/[^/\s]+)\//.exec(output)
      if (!found) return
      child.stdout.off('data', look)
      resolve(found[1])
    }
    child.stdout.on('data', look)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output.slice(-2000)}`)))
  })
  child.stdout.on('data', (chunk) => log?.(String(chunk)))
  return {
    url,
    pid: child.pid,
    dataDir: folder,
    memory: () => memoryOf(child.pid),
    resetPeak: () => resetPeakOf(child.pid),
    settled: () => settled(child.pid),
    cpuSeconds: () => cpuSecondsOf(child.pid) ?? 0,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      if (temporary) rmSync(folder, { recursive: true, force: true })
    },
  }
}

/**
 * The headers of a signed-in session for `username` (password from the demo accounts); `extra`
 * headers go with the sign-in and stay in the returned headers (e.g. X-Forwarded-For).
 */
export async function signIn(url, username = 'admin', password = 'Admin@2026ev', extra = {}) {
  // `npm run bench` runs under tsx, so the console's own encryption (src/core) is importable.
  const { encrypt } = await import('../../src/core/crypto.ts')
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
      ...extra,
    },
    body: new URLSearchParams({ username, password: encrypt(password) }).toString(),
  })
  const answer = await response.json()
  if (answer.code !== 200) throw new Error(`sign-in as ${username} failed: ${answer.msg}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { cookie, 'X-Requested-With': 'XMLHttpRequest', ...extra }
}

/** The server of the measured database: the large SQLite seed, or BENCH_DATABASE_URL's national seed. */
export async function benchServer({ db, log }) {
  if (db !== 'pg') {
    const seed = await ensureLargeSeed({ log })
    const row = {
      figure: 'large seed (20k stations, 200k connectors, 2M orders)',
      value: seed.seeded ? `seeded in ${seed.seconds.toFixed(0)} s` : 'reused',
    }
    return { row, server: await startServerProcess({ dataDir: LARGE_DATA_DIR, seedScale: 'large' }) }
  }
  const row = {
    figure: 'national seed on PostgreSQL (BENCH_DATABASE_URL)',
    value: 'npm run seed -- --scale national',
  }
  return { row, server: await startServerProcess({ env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } }) }
}
