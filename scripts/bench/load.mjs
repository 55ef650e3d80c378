/**
 * Many users at once (issue 23: "100 users for 60 s over a mix (sign-in, user_info, lists, a
 * workflow step, an export start) with 0 errors and p50/p99 reported — sign-in's cost is the
 * password hash's and is reported apart").
 *
 * A fresh server process at the demo seed (scripts/bench/server.mjs: the bundled server, the
 * live simulator on, as `npm start` runs it). The administrator creates one account per user,
 * with the operator role and the demo operator's attributes; each user signs in, makes the
 * forced password change, then loops for the whole run: it waits a think time (0.5–1.5 s, as a
 * person at the console), picks a call from the mix and sends it, over fetch from this process
 * (keep-alive, one cookie per user). The users come from 100 addresses behind a proxy, as they
 * would: the server trusts loopback as its proxy (TRUST_PROXY) and each user sends its own
 * X-Forwarded-For, so the per-client limits (64 connections, sign-in throttling) apply per user,
 * not to the bench's one address. Every answer must be HTTP 200 with body code 200; anything
 * else counts as an error of its kind and is named in the report. One account per user keeps
 * the per-user cap of exports (3 running or queued) from refusing an export: a user starts a new
 * export only once its last one is done, and polls it meanwhile, as the console does.
 *
 * `--short` (or BENCH_SHORT=1) runs 10 users for 10 s, to check the module quickly.
 */
import { encrypt } from '../../src/core/crypto.ts'
import { enterpriseFields } from '../../tests/fixtures/enterprise-fields.ts'
import { listQuery, ORDER_SORT, orderWindow, percentile } from './api.mjs'
import { signIn, startServerProcess } from './server.mjs'

/** Load modules need no build of the console. */
export const needsBuild = false

const FULL = { users: 100, seconds: 60 }
const SHORT = { users: 10, seconds: 10 }
const THINK_MS = { min: 500, max: 1500 }
const PASSWORD = 'Bench@2026load'
const NEW_PASSWORD = 'Load@2026bench'
/** The demo operator (server/src/system-management/accounts-seed.ts: the `operator` account's attributes). */
const OPERATOR_ATTRS = { isCompany: '1', operator: '687651396', auth_area: '120100', role_name: '运营商用户' }
const SSO = '/api/sso/post/api'
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' }

/** The mix: a call kind and its share of a user's calls. Sign-in signs out first. */
const MIX = [
  { kind: 'user_info', weight: 30 },
  { kind: 'list', weight: 40 },
  { kind: 'workflow step', weight: 15 },
  { kind: 'export', weight: 10 },
  { kind: 'sign-in', weight: 5 },
]

/** The lists a user opens, as the console calls them (first page, default size and sort). */
function listPaths() {
  return [
    `/api/archives-management/stations${listQuery()}`,
    `/api/archives-management/equipment${listQuery()}`,
    `/api/archives-management/orders${listQuery({ filters: orderWindow(), sort: ORDER_SORT })}`,
    `/api/universal-services/enterprise-applies${listQuery()}`,
  ]
}

/** An application's fields (enterprise record, as the server and e2e suites file it). */
const ENTERPRISE_FIELDS = enterpriseFields('特来电新能源股份有限公司')

/** Times and errors per kind. */
class Tally {
  times = new Map()
  errors = new Map()
  add(kind, ms) {
    if (!this.times.has(kind)) this.times.set(kind, [])
    this.times.get(kind).push(ms)
  }
  fail(kind, what) {
    const list = this.errors.get(kind) ?? []
    list.push(what)
    this.errors.set(kind, list)
  }
  errorCount() {
    return [...this.errors.values()].reduce((sum, list) => sum + list.length, 0)
  }
}

/** One call: its body's `data`, the time taken recorded under `kind`; throws on any failure. */
async function timed(tally, kind, url, init) {
  const started = performance.now()
  let answer
  try {
    const response = await fetch(url, init)
    const text = await response.text()
    answer = { status: response.status, response, body: JSON.parse(text) }
  } catch (error) {
    tally.fail(kind, String(error?.message ?? error))
    throw error
  }
  tally.add(kind, performance.now() - started)
  if (answer.status !== 200 || answer.body.code !== 200) {
    const what = `HTTP ${answer.status} code ${answer.body.code} ${answer.body.msg ?? ''}`.trim()
    tally.fail(kind, what)
    throw new Error(what)
  }
  return answer
}

/** The cookie a sign-in set. */
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

/** A signed-in bench user: its own account, password changed. */
async function makeUser(url, admin, index, roleId) {
  const username = `bench_${index}`
  const forwarded = { 'X-Forwarded-For': `10.23.${index >> 8}.${index & 255}` }
  const created = await fetch(`${url}${SSO}/register/create`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: encrypt(PASSWORD),
      name: `压测用户${index}`,
      roleIds: [roleId],
      attrs: Object.entries(OPERATOR_ATTRS).map(([attrKey, attrValue]) => ({ attrKey, attrValue })),
    }),
  }).then((response) => response.json())
  if (created.code !== 200) throw new Error(`register/create ${username}: ${created.code} ${created.msg}`)
  const headers = await signIn(url, username, PASSWORD, forwarded)
  const changed = await fetch(`${url}/api/user/change_pwd`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username,
      oldPwd: encrypt(PASSWORD),
      newPwd: encrypt(NEW_PASSWORD),
    }).toString(),
  }).then((response) => response.json())
  if (changed.code !== 200) throw new Error(`change_pwd ${username}: ${changed.code} ${changed.msg}`)
  return { username, headers, forwarded, lastExport: null, draft: null }
}

const pick = (items) => items[Math.floor(Math.random() * items.length)]

function pickKind() {
  const total = MIX.reduce((sum, item) => sum + item.weight, 0)
  let at = Math.random() * total
  for (const item of MIX) {
    at -= item.weight
    if (at < 0) return item.kind
  }
  return MIX[0].kind
}

/** One call of a user's loop. */
async function act(url, user, kind, tally, lists) {
  const json = (body) => ({
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (kind === 'user_info') return timed(tally, kind, `${url}/api/user_info`, { headers: user.headers })
  if (kind === 'list') return timed(tally, kind, url + pick(lists), { headers: user.headers })
  if (kind === 'workflow step') {
    // A draft is filed (step `create`), then submitted (step `submit`): two steps of the flow.
    const base = `${url}/api/universal-services/enterprise-applies`
    if (!user.draft) {
      const { body } = await timed(tally, kind, base, json({ type: 'new', fields: ENTERPRISE_FIELDS }))
      user.draft = body.data
      return
    }
    const { applyId, version } = user.draft
    user.draft = null
    return timed(tally, kind, `${base}/${applyId}/submit`, json({ version }))
  }
  if (kind === 'export') {
    if (user.lastExport) {
      const { body } = await timed(tally, 'export progress', `${url}/api/exports/${user.lastExport}`, {
        headers: user.headers,
      })
      if (body.data.status === 'failed') tally.fail('export progress', `export failed: ${body.data.error}`)
      if (body.data.status !== 'done' && body.data.status !== 'failed') return
    }
    const { body } = await timed(
      tally,
      'export start',
      `${url}/api/archives-management/stations/export`,
      json({}),
    )
    user.lastExport = body.data.id
    return
  }
  // sign-in: sign out, then in again (a new session, the password hash checked).
  await fetch(`${url}/api/new_logout`, { method: 'POST', headers: { ...user.headers } })
  const { response } = await timed(tally, kind, `${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...AJAX, ...user.forwarded },
    body: new URLSearchParams({ username: user.username, password: encrypt(NEW_PASSWORD) }).toString(),
  })
  user.headers = { cookie: cookieOf(response), ...AJAX, ...user.forwarded }
}

/** A user's loop until `deadline`. */
async function userLoop(url, user, deadline, tally, lists) {
  while (performance.now() < deadline) {
    const think = THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)
    await new Promise((resolve) => setTimeout(resolve, think))
    if (performance.now() >= deadline) return
    // A failed call is counted in the tally; the user goes on.
    await act(url, user, pickKind(), tally, lists).catch(() => undefined)
  }
}

/** The password hash alone (server/src/auth/passwords.ts), median of 20 in this process. */
async function hashMs() {
  const { hashPassword } = await import('../../server/src/auth/passwords.ts')
  const times = []
  for (let index = 0; index < 20; index += 1) {
    const started = performance.now()
    await hashPassword(NEW_PASSWORD)
    times.push(performance.now() - started)
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  )
}

const ms = (value) => `${value.toFixed(1)} ms`

/** Whether the short form was asked for. */
export function isShort(options = {}) {
  return Boolean(options.short) || process.env.BENCH_SHORT === '1'
}

export async function run({ log = console.error, ...options } = {}) {
  const { users, seconds } = isShort(options) ? SHORT : FULL
  const rows = [
    {
      section: `${users} users for ${seconds} s over a mix (a fresh server process at the demo seed; think time 0.5–1.5 s)`,
    },
  ]
  const server = await startServerProcess({ env: { TRUST_PROXY: '127.0.0.1' } })
  try {
    await server.settled()
    const admin = await signIn(server.url)
    const roles = await fetch(`${server.url}${SSO}/getRoleNames`, { headers: admin }).then((r) => r.json())
    const roleId = roles.data.find((role) => role.roleName === '运营商用户').roleId
    log(`  creating ${users} accounts…`)
    const accounts = []
    for (let index = 1; index <= users; index += 1)
      accounts.push(await makeUser(server.url, admin, index, roleId))
    const tally = new Tally()
    const lists = listPaths()
    log(`  ${users} users for ${seconds} s…`)
    const cpu = server.cpuSeconds()
    const started = performance.now()
    const deadline = started + seconds * 1000
    await Promise.all(accounts.map((user) => userLoop(server.url, user, deadline, tally, lists)))
    const elapsed = (performance.now() - started) / 1000
    const cores = (server.cpuSeconds() - cpu) / elapsed
    const calls = [...tally.times.values()].reduce((sum, list) => sum + list.length, 0)
    const errors = tally.errorCount()
    const named = [...tally.errors].map(([kind, list]) => `${kind}: ${list.length} (${list[0]})`)
    rows.push({
      figure: `calls answered, errors (${users} users, ${seconds} s)`,
      value: `${calls.toLocaleString('en')} calls (${Math.round(calls / elapsed)}/s), ${errors} errors${named.length ? ` — ${named.join('; ')}` : ''}; server ${cores.toFixed(2)} cores`,
      budget: '0 errors',
      within: errors === 0,
    })
    for (const kind of ['user_info', 'list', 'workflow step', 'export start', 'export progress']) {
      const times = (tally.times.get(kind) ?? []).sort((a, b) => a - b)
      if (!times.length) continue
      rows.push({
        figure: `mix: ${kind}`,
        value: `p50 ${ms(percentile(times, 50))} · p99 ${ms(percentile(times, 99))} (${times.length} calls)`,
      })
    }
    const signIns = (tally.times.get('sign-in') ?? []).sort((a, b) => a - b)
    const hash = await hashMs()
    rows.push({
      figure: 'mix: sign-in, apart (its cost is the password hash: scrypt N=16384)',
      value: signIns.length
        ? `p50 ${ms(percentile(signIns, 50))} · p99 ${ms(percentile(signIns, 99))} (${signIns.length} calls); one hash alone ${ms(hash)}`
        : `no sign-in in the mix this run; one hash alone ${ms(hash)}`,
    })
  } finally {
    await server.close()
  }
  return rows
}
