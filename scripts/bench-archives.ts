/**
 * Latency of the archives list calls at a seeded data folder (issue 5; budgets.md: list API p95
 * ≤ 50 ms at the large seed). `npx tsx scripts/bench-archives.ts [dataDir] [requests]`.
 * Seed the folder first: `DATA_DIR=/tmp/ev-large npm run seed -- --scale large`.
 * Requests run one after another over loopback after a warm-up; prints p50/p95/max per call.
 */

import { startServer } from '../server/src/server'
import { encrypt } from '../src/core/crypto'

const [dataDir = '/tmp/ev-large', countText = '50'] = process.argv.slice(2)
const count = Number(countText)
const server = await startServer({ port: 0, dataDir, seed: false })

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password: encrypt(password) }).toString(),
  })
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

const cookies = {
  admin: await signIn('admin', 'Admin@2026ev'),
  tianjin: await signIn('tianjin', 'City@2026ev'),
}

const CALLS: [label: string, user: keyof typeof cookies, path: string][] = [
  ['stations (default)', 'admin', '/archives-management/stations'],
  ['stations district + status', 'admin', '/archives-management/stations?areaCode=120103&stationStatus=50'],
  ['stations keyword (pinyin)', 'admin', '/archives-management/stations?keyword=hexi'],
  ['stations tianjin scope', 'tianjin', '/archives-management/stations?pageSize=20'],
  ['connectors (default)', 'admin', '/archives-management/connectors'],
  ['connectors faulted', 'admin', '/archives-management/connectors?status=255'],
  ['connectors district', 'admin', '/archives-management/connectors?areaCode=120116'],
  ['connectors tianjin scope', 'tianjin', '/archives-management/connectors'],
  ['orders (default 30 days)', 'admin', '/archives-management/orders'],
  ['orders district', 'admin', '/archives-management/orders?areaCode=120103'],
  ['orders operator', 'admin', '/archives-management/orders?operatorId=687651396'],
  ['orders plate prefix', 'admin', `/archives-management/orders?keyword=${encodeURIComponent('津AD1')}`],
  ['orders tianjin scope', 'tianjin', '/archives-management/orders?pageSize=20'],
  ['orders page 50', 'admin', '/archives-management/orders?pageNum=50&pageSize=20'],
]

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

console.log(`${count} sequential requests per call, data folder ${dataDir}`)
for (const [label, user, path] of CALLS) {
  const call = async () => {
    const started = performance.now()
    const response = await fetch(server.url + '/api' + path, { headers: { cookie: cookies[user] } })
    const body = (await response.json()) as { code: number; data: { total: number } }
    if (body.code !== 200) throw new Error(`${label}: ${JSON.stringify(body).slice(0, 200)}`)
    return { ms: performance.now() - started, total: body.data.total }
  }
  for (let index = 0; index < 3; index += 1) await call()
  const times: number[] = []
  let total = 0
  for (let index = 0; index < count; index += 1) {
    const result = await call()
    times.push(result.ms)
    total = result.total
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(28)} total ${String(total).padStart(8)}  p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms  max ${times[times.length - 1].toFixed(1).padStart(6)} ms`,
  )
}
await server.close()
