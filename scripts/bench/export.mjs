/**
 * Export of about 1,000,000 charge orders at the large seed (budgets.md: memory flat, ≤ 200 MB
 * RSS; ≥ 50,000 rows/s). A fresh server process does only this, so its peak resident memory
 * (VmHWM from /proc) is the export's. The time window is chosen by bisection on the list's total
 * so that between 950,000 and 1,000,000 orders are exported (the server refuses more).
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureLargeSeed, LARGE_DATA_DIR, signIn, startServerProcess } from './server.mjs'

const TARGET = { min: 950_000, max: 1_000_000 }
const ORDERS = '/api/archives-management/orders'
const HOUR = 3_600_000

async function call(url, headers, init = {}) {
  const answer = await (await fetch(url, { ...init, headers: { ...headers, ...init.headers } })).json()
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`)
  return answer.data
}

/** The start of a window ending now that holds between TARGET.min and TARGET.max orders. */
async function windowStart(url, headers) {
  const now = Date.now()
  const total = async (hours) =>
    (
      await call(
        `${url}${ORDERS}?pageNum=1&pageSize=1&startTimeFrom=${new Date(now - hours * HOUR).toISOString()}&startTimeTo=${new Date(now).toISOString()}`,
        headers,
      )
    ).total
  let low = 24
  let high = 365 * 24
  for (let step = 0; step < 24; step += 1) {
    const middle = Math.round((low + high) / 2)
    const count = await total(middle)
    if (count >= TARGET.min && count <= TARGET.max) return { from: now - middle * HOUR, to: now, count }
    if (count > TARGET.max) high = middle
    else low = middle
  }
  throw new Error('no time window holds about 1,000,000 orders: is the large seed complete?')
}

export async function run({ log = console.error } = {}) {
  const rows = [{ section: 'Export at the large seed (a fresh server process)' }]
  await ensureLargeSeed({ log })
  const server = await startServerProcess({ dataDir: LARGE_DATA_DIR })
  try {
    const headers = await signIn(server.url)
    const window = await windowStart(server.url, headers)
    const before = server.memory().rss
    const started = performance.now()
    const { id } = await call(`${server.url}${ORDERS}/export`, headers, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        startTimeFrom: new Date(window.from).toISOString(),
        startTimeTo: new Date(window.to).toISOString(),
      }),
    })
    let job
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      job = await call(`${server.url}/api/exports/${id}`, headers)
      if (job.status === 'done' || job.status === 'failed') break
    }
    const seconds = (performance.now() - started) / 1000
    if (job.status === 'failed') throw new Error(`the export failed: ${job.error}`)
    const { peak } = server.memory()
    const file = await stat(join(server.dataDir, 'exports', `${id}.xlsx`))
    const rowsPerSecond = job.rows / seconds
    rows.push(
      {
        figure: `export of ${job.rows.toLocaleString('en')} orders: time`,
        value: `${seconds.toFixed(1)} s (file ${(file.size / 1e6).toFixed(1)} MB)`,
      },
      {
        figure: 'export: rows/s',
        value: Math.round(rowsPerSecond).toLocaleString('en'),
        budget: '≥ 50,000',
        within: rowsPerSecond >= 50_000,
      },
      {
        figure: 'export: peak RSS of the server process',
        value: `${(peak / 1e6).toFixed(0)} MB (${(before / 1e6).toFixed(0)} MB before; 1 MB = 10⁶ bytes)`,
        budget: '≤ 200 MB',
        within: peak <= 200e6,
      },
    )
  } finally {
    await server.close()
  }
  return rows
}
