/**
 * Export time and peak memory for about 1,000,000 charge orders at the large seed (budgets.md:
 * memory flat ≤ 200 MB RSS, ≥ 50,000 rows/s). `npx tsx scripts/bench-archives-export.ts [dataDir] [days]`.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { startServer } from '../server/src/server'
import { encrypt } from '../src/core/crypto'

const [dataDir = '/tmp/ev-large', daysText = '140'] = process.argv.slice(2)
const server = await startServer({ port: 0, dataDir, seed: false })
const login = await fetch(`${server.url}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
  body: new URLSearchParams({ username: 'admin', password: encrypt('Admin@2026ev') }).toString(),
})
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ')
const headers = { cookie, 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

let peak = process.memoryUsage().rss
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 100)
const before = process.memoryUsage().rss
const from = new Date(Date.now() - Number(daysText) * 86_400_000).toISOString()
const started = performance.now()
const answer = (await (
  await fetch(`${server.url}/api/archives-management/orders/export`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ startTimeFrom: from }),
  })
).json()) as { code: number; msg: string; data: { id: string } }
if (answer.code !== 200) throw new Error(answer.msg)
let progress: { status: string; rows: number; total: number }
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  // A keep-alive connection closed by the server between polls is retried once.
  const poll = () => fetch(`${server.url}/api/exports/${answer.data.id}`, { headers })
  const response = await poll().catch(() => poll())
  progress = (await response.json()).data
  if (progress.status === 'done' || progress.status === 'failed') break
}
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
const file = await stat(join(dataDir, 'exports', `${answer.data.id}.xlsx`))
console.log(
  `${progress.status}: ${progress.rows} rows in ${seconds.toFixed(1)} s = ${Math.round(progress.rows / seconds)} rows/s; ` +
    `RSS before ${(before / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB (whole server process); file ${(file.size / 2 ** 20).toFixed(1)} MB`,
)
await server.close()
