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
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { ensureBuild, ROOT } from './lib/build.mjs'
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

/** HAProxy from Debian, installed when missing (root, or password-less sudo). */
function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  console.log('HAProxy not found: apt-get install -y haproxy')
  const run = (args) =>
    execFileSync(sudo.length ? 'sudo' : args[0], sudo.length ? ['-n', ...args] : args.slice(1), {
      stdio: 'inherit',
    })
  run(['apt-get', 'update', '-q'])
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'haproxy'])
}

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

/** The proxy's configuration: one backend of N processes, checked every second. */
function haproxyConfig(ports) {
  return `global
  maxconn 4096

defaults
  mode http
  option redispatch 1
  retries 2
  option forwardfor
  timeout connect 2s
  # A check answered later than this counts as missed (a loaded machine answers slowly).
  timeout check 3s
  # Live screens hold a response open (server-sent events, a heartbeat every 15 s).
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h
  timeout http-keep-alive 60s

frontend ev_console
  bind ${host}:${port}
  default_backend ev_servers

backend ev_servers
  balance leastconn
  option httpchk GET /api/common/platformName
  http-check expect status 200
  # A call that reached a process which died before answering (no response: SIGKILL, a crash) is
  # sent again to another one when it is a read; a POST is not (it may have been carried out), and
  # its client sees the failure. Connection failures are retried for every method (nothing sent).
  retry-on conn-failure empty-response
  http-request disable-l7-retry if METH_POST
  # A dead process is out after two missed checks (2 s); its open streams are closed so that
  # the consoles reconnect (Last-Event-ID) through a live one.
  # Real traffic tells first: a process refusing connections twice is out at once, before its
  # next missed check (the kill drill: down after 1.9 s by the checks alone).
  default-server inter 1s fall 2 rise 2 on-marked-down shutdown-sessions observe layer4 error-limit 2 on-error mark-down
${ports.map((one, index) => `  server s${index + 1} 127.0.0.1:${one} check`).join('\n')}
`
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
writeFileSync(config, haproxyConfig(ports))
run('haproxy', 'haproxy', ['-db', '-f', config], process.env)
await healthy(`http://${host}:${port}`)
console.log(
  `\nev-console cluster: http://${host}:${port}/  (${processes} processes on ports ${ports.join(', ')}; ${databaseUrl.replace(/:[^:@/]*@/, ':***@')})`,
)
