/**
 * API figures at the large seed (budgets.md: "list API p95 at the large seed (20k stations, 200k
 * connectors, 2M orders), typical filters, default time window ≤ 50 ms" and "`user_info`
 * throughput on 2 cores over loopback ≥ 3,000 requests/s"; issue 3 adds an SSO list, issue 5 the
 * station, connector and order lists; issue 16 the dashboards' stats calls, p95 ≤ 100 ms).
 *
 * The server runs in its own process on the large data set (scripts/bench/server.mjs); the load
 * comes from autocannon in this process, over loopback. Each call is loaded for a fixed time
 * after a warm-up and gives requests/s, p50 and p95, computed from every response's own time
 * (autocannon's histogram has no p95). `user_info` is loaded with 10 connections, since its
 * budget is throughput; a list with one, since its budget is one user's latency: one Node
 * process answers one query at a time, so more connections would only measure their queue.
 *
 * The lists are called as the console calls them: first page, default page size, the default
 * 30-day window of time-series lists (decisions: Large lists; src/ui/list/useListScreen.ts), its
 * default sort, plus one common filter each. Every answer must be HTTP 200 with body code 200;
 * anything else fails the figure and is named in its row.
 */
import { PAGE_SIZES } from '../../src/ui/list/definition.ts'
import { explainSlowest } from './explain.mjs'
import { benchServer, signIn } from './server.mjs'
import { load, oneByOne, probe } from './timing.mjs'

/** API modules need no build of the console. */
export const needsBuild = false

const WARM_UP_SECONDS = 1
const SECONDS = 5
/** Calls timed one by one when none answered within SECONDS. */
const SLOW_CALLS = 3
const LIST_P95_MS = 50
/** Issue 16: every stats call answers with p95 ≤ 100 ms at the large seed. */
const STATS_P95_MS = 100
const USER_INFO_RPS = 3000

const PASSWORDS = { admin: 'Admin@2026ev', tianjin: 'City@2026ev' }

/** The console's default window of time-series lists, in days (today included). */
const DEFAULT_WINDOW_DAYS = 30
const CHINA_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** A China-time date `daysAgo` days before today, as `YYYY-MM-DD`. */
function chinaDate(daysAgo) {
  return new Date(Date.now() + CHINA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The order list's time window over the last `days` days, today included, as the console sends
 * it: whole China-time days (src/ui/list/useListScreen.ts: defaultFilters; registry: dateRange).
 */
export function orderWindow(days = DEFAULT_WINDOW_DAYS) {
  return { startTimeFrom: `${chinaDate(days - 1)} 00:00:00`, startTimeTo: `${chinaDate(0)} 23:59:59` }
}

/**
 * The query of a list call in the console's order (src/core/data.ts: listParams — filters, then
 * first page, default page size, sort and keyword).
 */
export function listQuery({ filters = {}, sort, keyword } = {}) {
  const params = new URLSearchParams(filters)
  params.set('pageNum', '1')
  params.set('pageSize', String(PAGE_SIZES[0]))
  if (sort) params.set('sort', sort)
  if (keyword) params.set('keyword', keyword)
  return `?${params}`
}

const STATIONS = '/api/archives-management/stations'
const CONNECTORS = '/api/archives-management/connectors'
const ORDERS = '/api/archives-management/orders'
const APP_USERS = '/api/mobile-management/users'
const EVALUATIONS = '/api/mobile-management/evaluations'
/** The order list's default sort (order-archives.ts: defaultSort). */
export const ORDER_SORT = 'startTime,desc'

/** The dashboards' stats calls (issue 16), as `<area>/<page>`. */
const STATS_PAGES = [
  'operating-services/elec-charging-facility-statistics',
  'operating-services/charging-facility-utilization',
  'operating-services/carbon-analysis',
  'operating-services/analysis-exchange-operation',
  'universal-services/over-all-data',
  'operating-services/elec-charging-message-statistics',
  'operating-services/charging-station-statistic',
  'operating-services/charging-equip-statistics',
  'operating-services/analysis-of-battery-replacement',
  'ops-services/trouble-statistics',
]

/** The calls measured (built when run, so the window ends today): who, path, connections, budget. */
function calls() {
  const orders = (filters = {}) =>
    ORDERS + listQuery({ filters: { ...orderWindow(), ...filters }, sort: ORDER_SORT })
  return [
    { figure: 'user_info', path: '/api/user_info', connections: 10, minRps: USER_INFO_RPS },
    { figure: 'SSO user list', path: `/api/sso/post/api/user/getAll${listQuery()}` },
    { figure: 'station list', path: STATIONS + listQuery() },
    { figure: 'station list, keyword "hexi" (pinyin)', path: STATIONS + listQuery({ keyword: 'hexi' }) },
    { figure: 'connector list', path: CONNECTORS + listQuery() },
    { figure: 'connector list, status 故障', path: CONNECTORS + listQuery({ filters: { status: '255' } }) },
    { figure: 'order list, last 30 days', path: orders() },
    { figure: 'order list, last 30 days, 河西区', path: orders({ areaCode: '120103' }) },
    { figure: 'order list, last 30 days, as tianjin (data scope)', user: 'tianjin', path: orders() },
    ...STATS_PAGES.map((page) => ({
      figure: `stats ${page.split('/').pop()}, last 30 days`,
      path: `/api/${page}/stats?period=last30Days`,
      maxP95: STATS_P95_MS,
    })),
    {
      figure: 'stats trouble-statistics, last 30 days, as tianjin (data scope)',
      user: 'tianjin',
      path: '/api/ops-services/trouble-statistics/stats?period=last30Days',
      maxP95: STATS_P95_MS,
    },
    // Issue 20: the app's lists at the large seed (100,000 app users).
    { figure: 'app user list', path: APP_USERS + listQuery({ sort: 'registerTime,desc' }) },
    {
      figure: 'app user list, keyword phone tail "1234"',
      path: APP_USERS + listQuery({ sort: 'registerTime,desc', keyword: '1234' }),
    },
    {
      figure: 'app user list, 已停用',
      path: APP_USERS + listQuery({ filters: { status: '0' }, sort: 'registerTime,desc' }),
    },
    {
      figure: 'app order list, last 30 days',
      path: `/api/mobile-management/orders${listQuery({ filters: orderWindow(), sort: ORDER_SORT })}`,
    },
    { figure: 'evaluation list', path: EVALUATIONS + listQuery({ sort: 'createTime,desc' }) },
    // Issue 20: the three article lists (news, information, contents share one table).
    ...['news', 'information', 'contents'].map((kind) => ({
      figure: `article list (${kind})`,
      path: `/api/mobile-management/${kind}${listQuery({ sort: 'id,desc' })}`,
    })),
    {
      figure: 'article list (news), title keyword "充电"',
      path: `/api/mobile-management/news${listQuery({ sort: 'id,desc', filters: { title: '充电' } })}`,
    },
    {
      figure: 'evaluation list, 待审核, as tianjin (data scope)',
      user: 'tianjin',
      path: EVALUATIONS + listQuery({ filters: { status: 'pending' }, sort: 'createTime,desc' }),
    },
  ].map((call) => ({ user: 'admin', connections: 1, ...call }))
}

const ms = (value) => `${value.toFixed(1)} ms`
const budgetOf = (call) =>
  call.minRps ? `≥ ${call.minRps.toLocaleString('en')} req/s` : `p95 ≤ ${call.maxP95 ?? LIST_P95_MS} ms`

/** The report row of one measured call. */
function callRow(call, answer, result) {
  const total =
    typeof answer.data?.total === 'number' ? ` (${answer.data.total.toLocaleString('en')} rows)` : ''
  const figure = `${call.figure}${total}: ${call.connections} conn.`
  const rps = `${Math.round(result.rps).toLocaleString('en')} req/s`
  const latency = `p50 ${ms(result.p50)} · p95 ${ms(result.p95)}`
  const failed = result.failures.length ? ` · FAILED: ${result.failures.join(', ')}` : ''
  const note = result.note ? ` (${result.note})` : ''
  const ok = result.failures.length === 0
  if (call.minRps) {
    // The server's share of the 2 cores tells a server-bound figure from a load-bound one.
    const cores = `server ${result.serverCores.toFixed(2)} cores`
    return {
      figure,
      value: `${rps} · ${latency} · ${cores}${failed}`,
      budget: budgetOf(call),
      within: ok && result.rps >= call.minRps,
    }
  }
  return {
    figure,
    value: `${latency} · ${rps}${note}${failed}`,
    budget: budgetOf(call),
    within: ok && result.p95 <= (call.maxP95 ?? LIST_P95_MS),
  }
}

/** Measure one call: a probe, a warm-up, then the load, with the server's CPU use during it. */
async function measure(server, sessions, call, log) {
  const url = server.url + call.path
  const headers = sessions[call.user]
  const { ok, answer } = await probe(url, headers)
  if (!ok) {
    return {
      figure: call.figure,
      value: `FAILED: code ${answer.code} ${answer.msg ?? ''}`.trim(),
      budget: budgetOf(call),
      within: false,
    }
  }
  log(`  ${call.figure}…`)
  await load(url, headers, call.connections, WARM_UP_SECONDS)
  const cpu = server.cpuSeconds()
  let result = await load(url, headers, call.connections, SECONDS)
  const serverCores = (server.cpuSeconds() - cpu) / result.seconds
  // No answer came back within the window (a call slower than SECONDS): printing NaN said nothing.
  if (!result.failures.length && Number.isNaN(result.p50))
    result = await oneByOne(url, headers, SLOW_CALLS, SECONDS)
  return { ...callRow(call, answer, { ...result, serverCores }), p95: result.p95 }
}

/**
 * The calls at the national seed (issue 43): every list and stats call as admin and as the city
 * user (tianjin, data scope 120100), user_info and the SSO list once.
 */
function nationalCalls() {
  const measured = calls()
  const twins = measured
    .filter((call) => call.user === 'admin' && !call.minRps && !call.path.startsWith('/api/sso/'))
    .filter((call) => !measured.some((other) => other.user === 'tianjin' && other.path === call.path))
    .map((call) => ({ ...call, figure: `${call.figure}, as tianjin (data scope)`, user: 'tianjin' }))
  return [...measured, ...twins]
}

/** The calls whose figure contains one of the comma-separated words of `--calls` (all without). */
function chosen(measured, words) {
  const wanted =
    words
      ?.split(',')
      .map((word) => word.trim())
      .filter(Boolean) ?? []
  if (!wanted.length) return measured
  return measured.filter((call) => wanted.some((word) => call.figure.includes(word)))
}

export async function run({ log = console.error, db = 'sqlite', scale = 'large', calls: words } = {}) {
  const where = db === 'pg' ? `the ${scale} seed on PostgreSQL` : 'the large seed'
  const rows = [{ section: `API at ${where} (server in its own process, autocannon over loopback)` }]
  const { row, server } = await benchServer({ db, log })
  rows.push(row)
  const measured = chosen(db === 'pg' ? nationalCalls() : calls(), words)
  const results = []
  try {
    await server.settled()
    const sessions = {}
    for (const user of new Set(measured.map((call) => call.user))) {
      sessions[user] = await signIn(server.url, user, PASSWORDS[user])
    }
    for (const call of measured) {
      const result = await measure(server, sessions, call, log)
      rows.push(result)
      results.push({ call, p95: result.p95 ?? 0 })
    }
  } finally {
    await server.close()
  }
  if (db === 'pg') rows.push(...(await explainSlowest(results, log)))
  return rows
}
