/**
 * The bench's mix of calls by many users at once (issue 23), shared by the load figures
 * (load.mjs: one server process) and the cluster drill (drill.mjs: three processes behind HAProxy,
 * one killed). Each user has its own account (the demo operator's attributes), signs in, changes
 * its password, then loops: a think time, a call from the mix. Every answer must be HTTP 200 with
 * body code 200; anything else counts as an error of its kind.
 */
import { IDEMPOTENCY_HEADER, newRequestKey } from '../../src/contract/request-keys.ts'
import { encrypt } from '../../src/core/crypto.ts'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal.ts'
import { enterpriseFields } from '../../tests/fixtures/enterprise-fields.ts'
import { listQuery, ORDER_SORT, orderWindow } from './api.mjs'
import { signIn } from './server.mjs'
import { percentile, Tally } from './timing.mjs'

export const NEW_PASSWORD = 'Load@2026bench'
const THINK_MS = { min: 500, max: 1500 }
const PASSWORD = 'Bench@2026load'
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

/** One call: its body's `data`, the time taken recorded under `kind`; throws on any failure. */
export async function timed(tally, kind, url, init) {
  const started = performance.now()
  let answer
  tally.inFlight += 1
  try {
    // Each change with a key of its own, as the console sends it (src/core/http/client.ts).
    const keyed = init?.method && init.method !== 'GET'
    const response = await fetch(
      url,
      keyed ? { ...init, headers: { ...init.headers, [IDEMPOTENCY_HEADER]: newRequestKey() } } : init,
    )
    const text = await response.text()
    answer = { status: response.status, response, body: JSON.parse(text) }
  } catch (error) {
    tally.fail(kind, String(error?.message ?? error))
    throw error
  } finally {
    tally.inFlight -= 1
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
  return { username, headers, forwarded, lastExport: null, draft: null, signedOut: false }
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

/**
 * One PDF per required document of the enterprise filing (issue 42 item 3: a submission without
 * them is refused with 400), uploaded as the console does; their ids, for the create.
 */
async function requiredDocuments(url, user, tally) {
  const ids = []
  for (const doc of ENTERPRISE_FLOW.documents.filter((item) => item.required)) {
    const form = new FormData()
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), `${doc.label}.pdf`)
    form.append('doc', doc.key)
    const { body } = await timed(tally, 'upload', `${url}/api/universal-services/attachments`, {
      method: 'POST',
      headers: user.headers,
      body: form,
    })
    ids.push(body.data.id)
  }
  return ids
}

/** One call of a user's loop. */
async function act(url, user, kind, tally, lists) {
  // A user whose sign-in failed (a process killed under it) signs in before anything else.
  if (user.signedOut) return signInAgain(url, user, tally)
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
      const attachmentIds = await requiredDocuments(url, user, tally)
      const { body } = await timed(
        tally,
        kind,
        base,
        json({ type: 'new', fields: ENTERPRISE_FIELDS, attachmentIds }),
      )
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
  // sign-in: out (counted; signed out whatever its answer: a killed process gives none), in again.
  user.signedOut = true
  await timed(tally, 'sign-out', `${url}/api/new_logout`, { method: 'POST', headers: user.headers })
  return signInAgain(url, user, tally)
}

/** Sign in (after a sign-out); a failure leaves the user signed out, to try again next time. */
async function signInAgain(url, user, tally) {
  const { response } = await timed(tally, 'sign-in', `${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...AJAX, ...user.forwarded },
    body: new URLSearchParams({ username: user.username, password: encrypt(NEW_PASSWORD) }).toString(),
  })
  user.headers = { cookie: cookieOf(response), ...AJAX, ...user.forwarded }
  user.signedOut = false
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

export const ms = (value) => `${value.toFixed(1)} ms`

/** The users of a run at `url` (signed in as admin there): one account each, signed in, password changed. */
export async function makeUsers({ url, users, log }) {
  const admin = await signIn(url)
  const roles = await fetch(`${url}${SSO}/getRoleNames`, { headers: admin }).then((r) => r.json())
  const roleId = roles.data.find((role) => role.roleName === '运营商用户').roleId
  log(`  creating ${users} accounts…`)
  const accounts = []
  for (let index = 1; index <= users; index += 1) accounts.push(await makeUser(url, admin, index, roleId))
  return accounts
}

/**
 * The users' loops for `seconds`, timed in a tally of their own; `during(tally, startedAt)` runs
 * beside them (the cluster drill kills a process from it). A user goes on from where its last
 * loop left it (an export to poll, a draft to submit). Resolves to the tally and the seconds taken.
 */
export async function loopFor({ url, accounts, seconds, log, during }) {
  const tally = new Tally()
  const lists = listPaths()
  log(`  ${accounts.length} users for ${seconds} s…`)
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all([
    ...accounts.map((user) => userLoop(url, user, deadline, tally, lists)),
    during?.(tally, started),
  ])
  return { tally, elapsed: (performance.now() - started) / 1000 }
}

/** The mix against the server at `url`: `users` accounts made (makeUsers), then their loops (loopFor). */
export async function runMix({ url, users, seconds, log, during }) {
  const accounts = await makeUsers({ url, users, log })
  return loopFor({ url, accounts, seconds, log, during })
}

/** The kinds reported with their times (sign-in is reported apart: its cost is the hash's). */
export const MIX_KINDS = ['user_info', 'list', 'workflow step', 'upload', 'export start', 'export progress']

/**
 * The calls answered, the errors named, and each kind's p50 and p99. `errorsBudget` false: the
 * errors are judged elsewhere (the drill); `p99BudgetMs`: each kind but sign-in is held to it.
 */
export function mixRows(
  tally,
  { users, seconds, elapsed, extra = '', kinds = MIX_KINDS, errorsBudget = true, p99BudgetMs },
) {
  const calls = [...tally.times.values()].reduce((sum, list) => sum + list.length, 0)
  const errors = tally.errorCount()
  const named = [...tally.errors].map(([kind, list]) => `${kind}: ${list.length} (${list[0]})`)
  const rows = [
    {
      figure: `calls answered, errors (${users} users, ${seconds} s)`,
      value: `${calls.toLocaleString('en')} calls (${Math.round(calls / elapsed)}/s), ${errors} errors${named.length ? ` — ${named.join('; ')}` : ''}${extra}`,
      ...(errorsBudget ? { budget: '0 errors', within: errors === 0 } : {}),
    },
  ]
  for (const kind of kinds) {
    const times = (tally.times.get(kind) ?? []).sort((a, b) => a - b)
    if (!times.length) continue
    const judged = p99BudgetMs !== undefined && kind !== 'sign-in'
    rows.push({
      figure: `mix: ${kind}`,
      value: `p50 ${ms(percentile(times, 50))} · p99 ${ms(percentile(times, 99))} (${times.length} calls)`,
      ...(judged ? { budget: `p99 ≤ ${p99BudgetMs} ms`, within: percentile(times, 99) <= p99BudgetMs } : {}),
    })
  }
  return rows
}
