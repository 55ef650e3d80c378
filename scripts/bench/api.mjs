/**
 * API figures at the large seed (budgets.md): requests/s, p50 and p95 of `user_info` (≥ 3,000
 * requests/s on 2 cores) and of the list calls the console makes with typical filters — first
 * page, default page size, default time window — (p95 ≤ 50 ms), plus an SSO list (issue 3).
 *
 * The server runs in its own process on the large data set (scripts/bench/server.mjs); the load
 * comes from autocannon in this process, over loopback. Latencies are one user's: one
 * connection, requests back to back (more connections only queue behind each other in one Node
 * process and measure the queue); throughput is measured with 10 connections. Every latency is recorded from
 * autocannon's per-response timing, so p95 is exact rather than read off a coarse histogram.
 */
import autocannon from 'autocannon'
import { ensureLargeSeed, LARGE_DATA_DIR, signIn, startServerProcess } from './server.mjs'

/** Seconds of load per call after a one-second warm-up. */
const SECONDS = 5

/** Connections of the throughput run. */
const THROUGHPUT_CONNECTIONS = 10

/**
 * The calls measured: who calls, the path with the console's parameters, the budgets; `rps`
 * calls are also loaded with THROUGHPUT_CONNECTIONS for requests/s.
 */
const CALLS = [
  { figure: 'user_info', user: 'admin', path: '/api/user_info', rps: 3000 },
  {
    figure: 'SSO user list (first page)',
    user: 'admin',
    rps: 0,
    path: '/api/sso/post/api/user/getAll?pageNum=1&pageSize=10',
  },
  {
    figure: 'station list, status 正常使用 + Tianjin',
    user: 'admin',
    path: '/api/archives-management/stations?pageNum=1&pageSize=10&stationStatus=50&areaCode=120100',
    p95: 50,
  },
  {
    figure: 'station list, keyword 特来电',
    user: 'admin',
    path: `/api/archives-management/stations?pageNum=1&pageSize=10&keyword=${encodeURIComponent('特来电')}`,
    p95: 50,
  },
  {
    figure: 'connector list, status 空闲',
    user: 'admin',
    path: '/api/archives-management/connectors?pageNum=1&pageSize=10&status=1',
    p95: 50,
  },
  {
    figure: 'order list, last 30 days (default window)',
    user: 'admin',
    path: '/api/archives-management/orders?pageNum=1&pageSize=10',
    p95: 50,
  },
  {
    figure: 'order list, last 30 days + Tianjin + 设备故障 stop',
    user: 'admin',
    path: '/api/archives-management/orders?pageNum=1&pageSize=10&areaCode=120100&stopReason=3',
    p95: 50,
  },
  {
    figure: 'order list as tianjin (data scope)',
    user: 'tianjin',
    path: '/api/archives-management/orders?pageNum=1&pageSize=10',
    p95: 50,
  },
]

const PASSWORDS = { admin: 'Admin@2026ev', tianjin: 'City@2026ev' }

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Load one URL for `seconds`; resolves with requests/s, p50, p95 and the failures seen. */
function load(url, headers, connections, seconds) {
  return new Promise((resolve, reject) => {
    const times = []
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      times.sort((a, b) => a - b)
      resolve({
        rps: times.length / seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        failures: result.non2xx + result.errors + result.timeouts,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}

/** The answer must be a success envelope before it is worth timing. */
async function checkAnswer(url, headers) {
  const answer = await (await fetch(url, { headers })).json()
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`)
  return answer
}

const ms = (value) => `${value.toFixed(1)} ms`

export async function run({ log = console.error } = {}) {
  const rows = [{ section: 'API at the large seed (server in its own process, autocannon over loopback)' }]
  const seed = await ensureLargeSeed({ log })
  rows.push({
    figure: 'large seed (20k stations, 200k connectors, 2M orders)',
    value: seed.seeded ? `seeded in ${seed.seconds.toFixed(0)} s` : `reused (${LARGE_DATA_DIR})`,
  })
  const server = await startServerProcess({ dataDir: LARGE_DATA_DIR })
  try {
    const sessions = {}
    for (const user of new Set(CALLS.map((call) => call.user))) {
      sessions[user] = await signIn(server.url, user, PASSWORDS[user])
    }
    for (const call of CALLS) {
      const url = server.url + call.path
      const headers = sessions[call.user]
      const answer = await checkAnswer(url, headers)
      await load(url, headers, 1, 1)
      const latency = await load(url, headers, 1, SECONDS)
      const total = answer.data?.total === undefined ? '' : `, total ${answer.data.total}`
      const failed = (result) => (result.failures > 0 ? `, ${result.failures} FAILED` : '')
      rows.push({
        figure: `${call.figure}: p50 / p95 (one user)`,
        value: `${ms(latency.p50)} / ${ms(latency.p95)}${total}${failed(latency)}`,
        ...(call.p95
          ? { budget: `p95 ≤ ${call.p95} ms`, within: latency.failures === 0 && latency.p95 <= call.p95 }
          : {}),
      })
      if (call.rps === undefined) continue
      const busy = await load(url, headers, THROUGHPUT_CONNECTIONS, SECONDS)
      rows.push({
        figure: `${call.figure}: requests/s (${THROUGHPUT_CONNECTIONS} connections; p95 ${ms(busy.p95)})`,
        value: `${Math.round(busy.rps)}${failed(busy)}`,
        ...(call.rps
          ? {
              budget: `≥ ${call.rps.toLocaleString('en')}`,
              within: busy.failures === 0 && busy.rps >= call.rps,
            }
          : {}),
      })
    }
  } finally {
    await server.close()
  }
  return rows
}
