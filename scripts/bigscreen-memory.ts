/**
 * `npm run bench:bigscreen -- --minutes 60 --pace 10` (issue 44 part 2): does the wall display
 * run for days? Starts a platform server on a fresh demo-seeded folder with its test hooks, sets
 * the simulator to `pace` times its pace (POST /api/test/simulator, DEFAULT_SIMULATOR's interval
 * divided by pace), opens /bigscreen.html signed in as `--user` at 1920×1080 in Chromium
 * (playwright-core, as the e2e suite does) and, once a minute, collects garbage (CDP) and samples
 * the page's JS heap, DOM nodes and event listeners. Prints each sample, then the least-squares
 * slope of the heap over the run after the first `--warmup` minutes (KB per minute) and the
 * figure extrapolated to a day. Needs dist/ (`npx vite build`), or `--dist <dir>`: a copy of one
 * build, so that the run is not disturbed by builds meanwhile. `--shot <file>` saves the last
 * frame. `--diff` takes a heap snapshot at the first steady minute and at the last and prints what
 * grew between them by constructor (scripts/lib/heap.mjs): what a slope is made of. The server runs
 * in this process; the simulator's events reach the page as users get them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { DEFAULT_SIMULATOR } from '../server/src/live/control'
import { startServer } from '../server/src/server'
import { encrypt } from '../src/core/crypto'
import { CHROMIUM_FLAGS, requireChromium } from './lib/chromium.mjs'
import { byConstructor, growth, heapSnapshot } from './lib/heap.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026ev',
  tianjin: 'City@2026ev',
  operator: 'Oper@2026ev',
}

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    pace: { type: 'string', default: '10' },
    user: { type: 'string', default: 'admin' },
    warmup: { type: 'string', default: '2' },
    shot: { type: 'string' },
    dist: { type: 'string' },
    diff: { type: 'boolean', default: false },
  },
})
const minutes = Math.max(1, Number(values.minutes))
const pace = Math.max(1, Number(values.pace))
const warmup = Math.max(0, Number(values.warmup))
const user = values.user ?? 'admin'
const kb = (bytes: number) => Math.round(bytes / 1024)

/** Least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n
  const my = points.reduce((sum, p) => sum + p.y, 0) / n
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0)
  return sxx ? points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0) / sxx : 0
}

async function api(base: string, path: string, body: Record<string, unknown>, cookie = '') {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', cookie },
    body: JSON.stringify(body),
  })
  return response
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ev-bigscreen-'))
  console.error(`bigscreen-memory: seeding a demo data set in ${dataDir}…`)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    config: {
      distDir: values.dist ? resolve(values.dist) : join(ROOT, 'dist'),
      demoDir: join(ROOT, 'demo'),
      testHooks: true,
    },
  })
  const base = String(server.url).replace(/\/$/, '')
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_FLAGS] })
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ username: user, password: encrypt(PASSWORDS[user] ?? '') }).toString(),
    })
    const cookies = login.headers.getSetCookie().map((line) => {
      const [name, ...value] = line.split(';')[0].split('=')
      return { name, value: value.join('='), url: base }
    })
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    await context.addCookies(cookies)
    const page = await context.newPage()
    await page.goto(`${base}/bigscreen.html`)
    await page.locator('ev-bigscreen .evc-bigscreen[data-ready]').waitFor({ timeout: 60_000 })
    const intervalMs = Math.max(50, Math.round(DEFAULT_SIMULATOR.intervalMs / pace))
    await api(base, '/test/simulator', { on: true, intervalMs })
    console.error(`bigscreen-memory: ${user}, simulator every ${intervalMs} ms (×${pace}), ${minutes} min`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      const { metrics } = await cdp.send('Performance.getMetrics')
      const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0
      const ticker = await page.locator('ev-bigscreen [data-alarm]').count()
      return { heap: usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), ticker }
    }
    const samples: { minute: number; heap: number; nodes: number; listeners: number; ticker: number }[] = []
    const snapshots: { minute: number; groups: ReturnType<typeof byConstructor> }[] = []
    const started = Date.now()
    console.log('minute  heap KB  nodes  listeners  ticker')
    for (let minute = 0; minute <= minutes; minute += 1) {
      const wait = started + minute * 60_000 - Date.now()
      if (wait > 0) await new Promise((done) => setTimeout(done, wait))
      const figures = { minute, ...(await sample()) }
      samples.push(figures)
      if (values.diff && (minute === Math.min(warmup, minutes) || minute === minutes))
        snapshots.push({ minute, groups: byConstructor(await heapSnapshot(cdp)) })
      console.log(
        `${String(minute).padStart(6)}  ${String(kb(figures.heap)).padStart(7)}  ${String(figures.nodes).padStart(5)}  ${String(figures.listeners).padStart(9)}  ${String(figures.ticker).padStart(6)}`,
      )
    }
    const steady = samples.filter((row) => row.minute >= warmup)
    const perMinute = slope(steady.map((row) => ({ x: row.minute, y: row.heap })))
    const nodesPerMinute = slope(steady.map((row) => ({ x: row.minute, y: row.nodes })))
    const first = steady[0]
    const last = steady[steady.length - 1]
    console.log(
      `heap after GC: ${kb(first.heap)} KB at minute ${first.minute} → ${kb(last.heap)} KB at minute ${last.minute}; ` +
        `slope ${(perMinute / 1024).toFixed(1)} KB/min (${((perMinute * 1440) / 1024 / 1024).toFixed(1)} MB/day); ` +
        `DOM nodes slope ${nodesPerMinute.toFixed(1)}/min`,
    )
    if (snapshots.length === 2) {
      const [before, after] = snapshots
      const total = (groups: typeof before.groups) => [...groups.values()].reduce((sum, g) => sum + g.size, 0)
      console.log(
        `heap snapshots, minute ${before.minute} → ${after.minute}: JS ${kb(total(before.groups))} → ${kb(total(after.groups))} KB; grew most:`,
      )
      for (const row of growth(before.groups, after.groups))
        console.log(
          `  ${(row.size >= 0 ? '+' : '') + String(kb(row.size)).padStart(5)} KB  ${(row.count >= 0 ? '+' : '') + row.count} nodes  ${row.key} (${kb(row.sizeAfter)} KB after)`,
        )
    }
    if (values.shot) await page.screenshot({ path: values.shot })
    await api(base, '/test/simulator', { on: false })
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
