#!/usr/bin/env node
/**
 * The CPU one call of each kind of the bench's mix costs (issue 43: where the cluster's CPU goes):
 * one bundled server on the drill's PostgreSQL database (left by `npm run bench -- --only drill`,
 * with its bench users), each kind sent one call after another — WARM calls first, then N timed —
 * and the server's CPU (from /proc), PostgreSQL's (all its processes) and this client's per call.
 *
 * node --import ./scripts/tsx-glob.mjs scripts/call-cost.mjs [--only "export start,user_info"]
 * Environment: DATABASE_URL (default the drill's database), N (200), WARM (100).
 */
import { readdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ENTERPRISE_FLOW } from '../src/core/domain/flows-universal.ts'
import { enterpriseFields } from '../tests/fixtures/enterprise-fields.ts'
import { listQuery, ORDER_SORT, orderWindow } from './bench/api.mjs'
import { NEW_PASSWORD } from './bench/mix.mjs'
import { signIn, startServerProcess } from './bench/server.mjs'
import { cpuSecondsIn, procStat } from './lib/cpu.mjs'

const { values } = parseArgs({ options: { only: { type: 'string' } } })
const only = values.only?.split(',').map((kind) => kind.trim())
const N = Number(process.env.N ?? 200)
const WARM = Number(process.env.WARM ?? 100)
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://ev:ev@127.0.0.1:5432/ev_bench_drill'

/** CPU seconds of every PostgreSQL process. */
function postgresCpu() {
  let seconds = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const stat = procStat(pid)
    if (stat?.name === 'postgres') seconds += cpuSecondsIn(stat)
  }
  return seconds
}

const ownCpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

const server = await startServerProcess({ env: { DATABASE_URL } })
const { url } = server
let headers = await signIn(url, 'bench_5', NEW_PASSWORD)
const get = (path) => fetch(url + path, { headers }).then((response) => response.text())
const post = (path, body) =>
  fetch(url + path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json())
const FIELDS = enterpriseFields('特来电新能源股份有限公司')
const REQUIRED = ENTERPRISE_FLOW.documents.filter((doc) => doc.required)

async function upload(doc) {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), `${doc.label}.pdf`)
  form.append('doc', doc.key)
  const answer = await fetch(`${url}/api/universal-services/attachments`, {
    method: 'POST',
    headers,
    body: form,
  })
  return (await answer.json()).data.id
}

/** Each kind as the mix sends it (scripts/bench/mix.mjs). */
const KINDS = {
  user_info: () => get('/api/user_info'),
  'list stations': () => get(`/api/archives-management/stations${listQuery()}`),
  'list equipment': () => get(`/api/archives-management/equipment${listQuery()}`),
  'list orders': () =>
    get(`/api/archives-management/orders${listQuery({ filters: orderWindow(), sort: ORDER_SORT })}`),
  'list applies': () => get(`/api/universal-services/enterprise-applies${listQuery()}`),
  upload: () => upload(REQUIRED[0]),
  // Two uploads, the create and the submit: a filing as the mix files it.
  filing: async () => {
    const attachmentIds = []
    for (const doc of REQUIRED) attachmentIds.push(await upload(doc))
    const base = '/api/universal-services/enterprise-applies'
    const created = await post(base, { type: 'new', fields: FIELDS, attachmentIds })
    if (created.code !== 200) throw new Error(`create: ${created.code} ${created.msg}`)
    const submitted = await post(`${base}/${created.data.applyId}/submit`, { version: created.data.version })
    if (submitted.code !== 200) throw new Error(`submit: ${submitted.code} ${submitted.msg}`)
  },
  // Started and polled until done (the poll's own calls included).
  'export start': async () => {
    const started = await post('/api/archives-management/stations/export', {})
    for (;;) {
      const progress = JSON.parse(await get(`/api/exports/${started.data.id}`))
      if (progress.data.status === 'done' || progress.data.status === 'failed') return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  },
  'sign-in': async () => {
    await fetch(`${url}/api/new_logout`, { method: 'POST', headers })
    headers = await signIn(url, 'bench_5', NEW_PASSWORD)
  },
}

try {
  for (const [kind, call] of Object.entries(KINDS)) {
    if (only && !only.includes(kind)) continue
    for (let index = 0; index < WARM; index += 1) await call()
    const [serverAt, postgresAt, ownAt] = [server.cpuSeconds(), postgresCpu(), ownCpu()]
    for (let index = 0; index < N; index += 1) await call()
    const per = (seconds) => `${((seconds / N) * 1000).toFixed(2)} ms`
    console.log(
      `${kind.padEnd(15)} server ${per(server.cpuSeconds() - serverAt)} · PostgreSQL ${per(postgresCpu() - postgresAt)} · client ${per(ownCpu() - ownAt)}`,
    )
  }
} finally {
  await server.close()
}
