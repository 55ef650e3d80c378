#!/usr/bin/env node
/**
 * `npm run cluster` (issue 43): N server processes (default 3; `--processes N`) on one
 * PostgreSQL behind HAProxy, as one service on one address. The console and the server are
 * built as for `npm start`; each process listens on a port of its own on 127.0.0.1, all share
 * DATA_DIR (exports and uploads written by one are read through another) and DATABASE_URL
 * (default: the local cluster's `ev_cluster` database as role ev, created when missing).
 * HAProxy is installed from Debian when missing (`apt-get install -y haproxy`, as .ci/run
 * installs PostgreSQL); it checks each process every second on GET /api/common/platformName (one
 * read of the database), takes a process out after two failures and sends a request whose
 * connection failed to another at once (`option redispatch 1`; docs/cluster.md). Ctrl-C stops
 * all of it.
 * Options: --processes N, --port P (the proxy's; default PORT or 5173; the processes take the
 * next N ports).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureHaproxy, haproxyConfig } from './lib/haproxy.mjs'
import { ensureServerBuild, serverCommand, serverEnv } from './lib/server-build.mjs'

const { values } = parseArgs({
  options: { processes: { type: 'string', default: '3' }, port: { type: 'string' } },
})
const processes = Number(values.processes)
if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes takes a whole number ≥ 1')
const port = Number(values.port ?? process.env.PORT ?? 5173)
const host = process.env.HOST || '127.0.0.1'
const dataDir = resolve(process.env.DATA_DIR || join(ROOT, 'data-cluster'))
const databaseUrl = process.env.DATABASE_URL || 'postgres://ev:ev@127.0.0.1:5432/ev_cluster'

/** The database of DATABASE_URL, created when missing (the server migrates and seeds it). */
async function ensureDatabase(url) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${admin.host} (${error.message}): set DATABASE_URL, or install and start it as .ci/run does`,
    )
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) {
      console.log(`creating database ${name}`)
      await client.query(`create database "${name.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
}

const children = []
/** How long a stopping process may take to end before it is killed (the drill waits 10 s for all). */
const STOP_MS = 8000
const running = (child) => child.exitCode === null && child.signalCode === null

/**
 * Stop every child, then exit: each is asked to stop (SIGTERM) and killed if it has not ended
 * after STOP_MS, so that none outlives the cluster (it used to exit after 3 s whatever its
 * children did, and a server still closing was left running: the next drill then met it).
 */
function stopAll(code = 0) {
  const stopping = children.filter(running)
  for (const child of stopping) child.kill('SIGTERM')
  const killer = setTimeout(() => {
    for (const child of stopping) if (running(child)) child.kill('SIGKILL')
  }, STOP_MS)
  const ended = stopping.map(
    (child) => new Promise((done) => (running(child) ? child.once('exit', done) : done())),
  )
  Promise.all(ended).then(() => {
    clearTimeout(killer)
    process.exit(code)
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))

/** Run a child with its output lines marked. */
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const mark = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) console.log(`[${name}] ${line}`)
  }
  child.stdout.on('data', mark)
  child.stderr.on('data', mark)
  child.on('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`))
  // The drill (scripts/bench/drill.mjs) reads which process to kill from this line.
  console.log(`[${name}] pid ${child.pid}`)
  children.push(child)
  return child
}

/** Wait until `url` answers its health check; a child that ends first stops everything. */
async function healthy(url) {
  for (;;) {
    if (children.some((child) => child.exitCode !== null)) {
      console.error('a process ended while starting: stopping')
      stopAll(1)
      return new Promise(() => undefined)
    }
    const status = await fetch(`${url}/api/common/platformName`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((done) => setTimeout(done, 500))
  }
}

ensureHaproxy()
await ensureDatabase(databaseUrl)
await ensureBuild({ log: (line) => console.log(line) }).catch((error) => {
  console.error(String(error?.message ?? error))
  console.error('The console bundle could not be built; starting with what dist/ holds.')
})
await ensureServerBuild({ log: (line) => console.log(line) })
mkdirSync(dataDir, { recursive: true })
const ports = Array.from({ length: processes }, (_, index) => port + 1 + index)
const [node, ...args] = serverCommand()
// All at once: the first to take the start lock migrates (and seeds), the others wait for it.
for (const [index, one] of ports.entries())
  run(
    `s${index + 1}`,
    node,
    args,
    serverEnv({
      PORT: String(one),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Sign-in throttling counts the client's address as HAProxy forwards it.
      TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
      // Each process its share of PostgreSQL's connections (server/src/db/connect.ts: poolSize).
      PG_POOL_SIZE:
        process.env.PG_POOL_SIZE || String(Math.max(4, Math.ceil((4 * availableParallelism()) / processes))),
    }),
  )
await Promise.all(ports.map((one) => healthy(`http://127.0.0.1:${one}`)))
const config = join(dataDir, 'haproxy.cfg')
writeFileSync(config, haproxyConfig({ host, port, ports }))
run('haproxy', 'haproxy', ['-db', '-f', config], process.env)
await healthy(`http://${host}:${port}`)
console.log(
  `\nev-console cluster: http://${host}:${port}/  (${processes} processes on ports ${ports.join(', ')}; ${databaseUrl.replace(/:[^:@/]*@/, ':***@')})`,
)
