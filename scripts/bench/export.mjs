/**
 * Export of about 1,000,000 charge orders at the large seed (budgets.md: "export of 1,000,000
 * orders — memory flat (≤ 200 MB RSS), ≥ 50,000 rows/s"; issue 5).
 *
 * A fresh server process (scripts/bench/server.mjs) does nothing but this, and its peak resident
 * memory (VmHWM, read from /proc) is reset when the export starts, so the peak is the export's
 * (resident memory of the whole process while exporting, not an increment) and not the start's
 * (which compresses the static files and briefly peaks by some 30 MB). The export is started as the console starts
 * it (src/core/data.ts: startExport — the list's filters and sort as a JSON body) with a window
 * of whole days ending today, the longest one whose total, read from the list call, stays at
 * most 1,000,000 (the server refuses more) and at least 950,000. Time runs from the request to
 * the first poll of `/api/exports/:id` that sees the job done; the file is removed afterwards.
 *
 * `--db pg` (issue 43: "export of one month of national orders (~1.7 M rows) ≥ 50,000 rows/s,
 * ≤ 200 MB RSS, other calls' p99 ≤ 50 ms meanwhile"): the same on BENCH_DATABASE_URL's national
 * seed, exporting the orders of the last 30 days (the list's count stops at 10,000 there, so the
 * window is not chosen by it).
 */
import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { listQuery, ORDER_SORT, orderWindow } from './api.mjs'
import { benchServer, LARGE_DATA_DIR, signIn, startServerProcess } from './server.mjs'
import { percentile } from './timing.mjs'

/** Export modules need no build of the console. */
export const needsBuild = false

const ORDERS = '/api/archives-management/orders'
const TARGET = { min: 950_000, max: 1_000_000 }
/** The longest window the order list accepts (server/src/archives-management/orders.ts: maxDays). */
const MAX_DAYS = 366
const POLL_MS = 250
/** The national export's window: a month of orders. */
const NATIONAL_DAYS = 30
const MIN_ROWS_PER_SECOND = 50_000
const MAX_PEAK_RSS = 200e6
/** The other client's calls: each every SAMPLE_MS; their p99 while exporting is held to OTHER_P99_MS. */
const SAMPLE_MS = 50
const OTHER_P99_MS = 50
const IDLE_SAMPLE_SECONDS = 5
/** Calls made and not counted before the idle sample. */
const WARM_UP_SECONDS = 3
const OTHER_CALLS = [
  { name: 'user_info', path: '/api/user_info' },
  { name: 'station list', path: `/api/archives-management/stations${listQuery()}` },
]

/**
 * One call's `data`; any other answer is an error naming the call. 419 carries normal data and
 * counts as OK, as in the console (decisions: 419): another bench signing in as admin meanwhile
 * must not fail the export.
 */
async function call(url, headers, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } })
  const answer = await response.json().catch(() => ({ code: `HTTP ${response.status}` }))
  if (response.status !== 200 || (answer.code !== 200 && answer.code !== 419))
    throw new Error(`${url}: ${answer.code} ${answer.msg ?? ''}`)
  return answer.data
}

/** The number of orders in the window of the last `days` days, from the list call. */
async function ordersIn(server, headers, days) {
  const query = listQuery({ filters: orderWindow(days), sort: ORDER_SORT })
  return (await call(`${server.url}${ORDERS}${query}`, headers)).total
}

/**
 * The orders of the window of the last `days` days, counted in the large seed's file: the list's
 * count stops at 10,000 (server/src/resources/routes.ts: COUNT_CAP), which left the bisection
 * below without a window. The window's bounds are whole days of China time, as the list's.
 */
function ordersInFile(dataDir, days) {
  const { startTimeFrom, startTimeTo } = orderWindow(days)
  const instant = (text, fraction) => new Date(`${text.replace(' ', 'T')}.${fraction}+08:00`).toISOString()
  const file = new Database(join(dataDir, 'ev-console.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return file
      .prepare('select count(*) as total from charge_orders where "startTime" >= ? and "startTime" <= ?')
      .get(instant(startTimeFrom, '000'), instant(startTimeTo, '999')).total
  } finally {
    file.close()
  }
}

/** The days of a window holding between TARGET.min and TARGET.max orders (bisection). */
function chooseWindow(dataDir) {
  let [low, high] = [1, MAX_DAYS]
  while (low <= high) {
    const days = Math.floor((low + high) / 2)
    const total = ordersInFile(dataDir, days)
    if (total > TARGET.max) high = days - 1
    else if (total < TARGET.min) low = days + 1
    else return { days, total }
  }
  throw new Error('no window of whole days holds 950,000 to 1,000,000 orders: is the large seed complete?')
}

/** Start the export of the window and poll until it is done; resolves with the job and seconds. */
async function exportWindow(server, headers, days) {
  const started = performance.now()
  const { id } = await call(`${server.url}${ORDERS}/export`, headers, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...orderWindow(days), sort: ORDER_SORT }),
  })
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const job = await call(`${server.url}/api/exports/${id}`, headers)
    if (job.status === 'failed') throw new Error(`the export failed: ${job.error}`)
    if (job.status === 'done') return { id, job, seconds: (performance.now() - started) / 1000 }
  }
}

/**
 * The other client: each call in its own loop, one call every SAMPLE_MS (the next starts 50 ms
 * after the last one started, or at once if it took longer), until `stop()`; resolves with each
 * call's times in ms and its failures.
 */
function sampleOthers(server, headers) {
  let running = true
  const loops = OTHER_CALLS.map(async (other) => {
    const times = []
    const failures = []
    while (running) {
      const started = performance.now()
      try {
        await call(`${server.url}${other.path}`, headers)
        times.push(performance.now() - started)
      } catch (error) {
        failures.push(String(error?.message ?? error))
      }
      const wait = SAMPLE_MS - (performance.now() - started)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    return { name: other.name, times: times.sort((a, b) => a - b), failures }
  })
  return {
    stop: async () => {
      running = false
      return Promise.all(loops)
    },
  }
}

/**
 * Read the large seed's database file once, so that the export and the other user's calls find it
 * in the page cache as on a server that has been running: otherwise the figures measure the disk
 * (this machine's kernel reclaims idle cache pages within minutes; the first export after a pause
 * ran at 13,000 rows/s and the next at 23,000, with other calls' p99 76 ms and 43 ms).
 * Resolves with the seconds the read took.
 */
async function warmPageCache(dataDir) {
  const started = performance.now()
  for await (const _chunk of createReadStream(join(dataDir, 'ev-console.sqlite'), {
    highWaterMark: 1 << 20,
  })) {
    // Only reading matters.
  }
  return (performance.now() - started) / 1000
}

const msOf = (value) => `${value.toFixed(1)} ms`
const p50p99 = (times) => `p50 ${msOf(percentile(times, 50))} · p99 ${msOf(percentile(times, 99))}`

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`

/**
 * `short` (bench --short, BENCH_SHORT=1): the same steps on a fresh server at the demo seed,
 * exporting every order of the longest window, to check the module without the large seed; its
 * figures are not the budgets' (far fewer rows) and are not compared.
 */
export async function run({ log = console.error, short = process.env.BENCH_SHORT === '1', db } = {}) {
  const national = db === 'pg'
  const rows = [
    {
      section: short
        ? 'Export, short form: a fresh server at the demo seed (figures not compared; 1 MB = 10⁶ bytes)'
        : national
          ? 'Export at the national seed on PostgreSQL (a fresh server process; 1 MB = 10⁶ bytes)'
          : 'Export at the large seed (a fresh server process; 1 MB = 10⁶ bytes)',
    },
  ]
  // The measured database's server (the large seed, made if missing; or BENCH_DATABASE_URL's).
  const server = short ? await startServerProcess() : (await benchServer({ db, log })).server
  if (!short && !national)
    log(
      `  the database file read into the page cache in ${(await warmPageCache(LARGE_DATA_DIR)).toFixed(1)} s`,
    )
  const compared = (within) => (short ? undefined : within)
  try {
    await server.settled()
    const headers = await signIn(server.url)
    const other = await signIn(server.url, 'tianjin', 'City@2026ev')
    const window = short
      ? { days: MAX_DAYS, total: await ordersIn(server, headers, MAX_DAYS) }
      : national
        ? { days: NATIONAL_DAYS, total: null }
        : chooseWindow(server.dataDir)
    // Warm up first (the first calls of a fresh server compile their code): not counted.
    const warmUp = sampleOthers(server, other)
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000))
    await warmUp.stop()
    const idleSampler = sampleOthers(server, other)
    await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_SECONDS * 1000))
    const idle = await idleSampler.stop()
    log(`  exporting ${window.total?.toLocaleString('en') ?? 'the'} orders (last ${window.days} days)…`)
    const before = server.memory()
    server.resetPeak()
    const sampler = sampleOthers(server, other)
    const { id, job, seconds } = await exportWindow(server, headers, window.days).finally(() =>
      sampler.stop(),
    )
    const during = await sampler.stop()
    const { peak } = server.memory()
    // The job's file (server/src/exports/jobs.ts: exportFolder); removed once measured.
    const file = join(server.dataDir, 'exports', `${id}.xlsx`)
    const { size } = await stat(file)
    await rm(file)
    const rowsPerSecond = job.rows / seconds
    rows.push(
      {
        figure: `export of ${job.rows.toLocaleString('en')} orders (last ${window.days} days): time, file`,
        value: `${seconds.toFixed(1)} s (1 run), ${mb(size)}`,
        bytes: size,
      },
      {
        figure: 'export: rows/s',
        value: Math.round(rowsPerSecond).toLocaleString('en'),
        budget: `≥ ${MIN_ROWS_PER_SECOND.toLocaleString('en')}`,
        within: compared(rowsPerSecond >= MIN_ROWS_PER_SECOND),
      },
      {
        figure: 'export: peak RSS of the server process while exporting (VmHWM)',
        value: `${mb(peak)} (${mb(before.rss)} before the export; ${mb(before.peak)} peak before it)`,
        budget: `≤ ${mb(MAX_PEAK_RSS)}`,
        within: compared(peak <= MAX_PEAK_RSS),
      },
    )
    const all = during.flatMap((sample) => sample.times).sort((a, b) => a - b)
    const failures = [...during, ...idle].flatMap((sample) => sample.failures)
    const failed = failures.length ? ` · FAILED: ${failures.length} (${failures[0]})` : ''
    rows.push({
      figure: `export: other calls while it runs (another user: ${OTHER_CALLS.map((c) => c.name).join(' and ')}, each every ${SAMPLE_MS} ms), p99`,
      value: `${msOf(percentile(all, 99))} over ${all.length} calls (${during
        .map((sample) => `${sample.name} ${p50p99(sample.times)}`)
        .join('; ')})${failed}`,
      budget: `p99 ≤ ${OTHER_P99_MS} ms`,
      within: compared(failures.length === 0 && percentile(all, 99) <= OTHER_P99_MS),
    })
    rows.push({
      figure: `export: the same calls for ${IDLE_SAMPLE_SECONDS} s before it (idle server)`,
      value: idle.map((sample) => `${sample.name} ${p50p99(sample.times)}`).join('; '),
    })
  } finally {
    await server.close()
  }
  return rows
}
