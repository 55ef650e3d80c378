/**
 * The cluster of issue 43 under load, through a real proxy: `npm run cluster` (three server
 * processes on one PostgreSQL behind HAProxy) on a fresh database, and the bench's mix of 100
 * users (mix.mjs) sent to the proxy, in three parts on the same cluster and users:
 *
 * 1. a warm-up (20 s; FULL.warmUp), not judged: three processes just started, their code not yet
 *    compiled by V8 and their database connections new, all 100 users at once (its p99s are
 *    printed, as "cold start");
 * 2. the load: 100 users for 60 s — budget: 0 errors and every kind's p99 ≤ 250 ms;
 * 3. the kill drill: 100 users for 60 s, a third of the way in one server process killed with
 *    SIGKILL — budget: the failed calls after the kill ≤ the calls in flight at it, none before, and
 *    HAProxy marks the process down within 5 s. Its p99s are printed, not judged: a third of the
 *    cluster's capacity is gone at once, and the calls queued on it are sent again.
 *
 * `npm run bench -- --only drill` (PostgreSQL at BENCH_DRILL_DATABASE_URL, default the local
 * `ev_bench_drill` database as role ev, dropped and created anew; HAProxy installed by the
 * cluster script when missing). `--short`: 10 users, 5 s of warm-up, 15 s each part.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { loopFor, MIX_KINDS, makeUsers, mixRows, ms } from './mix.mjs'
import { percentile } from './timing.mjs'

export const needsBuild = true

const FULL = { users: 100, seconds: 60, warmUp: 20 }
const SHORT = { users: 10, seconds: 15, warmUp: 5 }
const DEFAULT_URL = 'postgres://ev:ev@127.0.0.1:5432/ev_bench_drill'
const P99_BUDGET_MS = 250

/** Drop and create the drill's database, so that the cluster migrates and seeds it. */
async function freshDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

/** `npm run cluster` as a child; resolves once the proxy answers, with the processes' pids. */
function startCluster({ databaseUrl, dataDir, port, log }) {
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--processes', '3', '--port', String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const pids = new Map()
  const downs = []
  let output = ''
  const ready = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk
      for (const line of String(chunk).split('\n')) {
        const pid = /^\[(s\d+)\] pid (\d+)/.exec(line)
        if (pid) pids.set(pid[1], Number(pid[2]))
        if (/is DOWN/.test(line)) downs.push({ at: performance.now(), line: line.trim() })
        const url = /ev-console cluster: (http:\/\/[^/\s]+)\//.exec(line)
        if (url) resolve(url[1])
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`npm run cluster exited (${code}):\n${output.slice(-3000)}`)))
  })
  return {
    ready: ready.then((url) => {
      log(`  cluster on ${url}, processes ${[...pids.values()].join(', ')}`)
      return url
    }),
    pids,
    downs,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    },
  }
}

/** Each kind's p99 over a tally, in a line (the parts not judged). */
function p99Line(tally, count = (times) => times.length) {
  return [...tally.times]
    .map(([kind, times]) => {
      const counted = times.slice(0, count(times, kind)).sort((a, b) => a - b)
      return counted.length ? `${kind} ${ms(percentile(counted, 99))}` : null
    })
    .filter(Boolean)
    .join(' · ')
}

export async function run({ log = console.error, short } = {}) {
  const { users, seconds, warmUp } = short || process.env.BENCH_SHORT === '1' ? SHORT : FULL
  const databaseUrl = process.env.BENCH_DRILL_DATABASE_URL || DEFAULT_URL
  const rows = [
    {
      section: `the cluster: ${users} users through HAProxy to 3 processes on PostgreSQL — ${warmUp} s of warm-up, ${seconds} s of load, then ${seconds} s with one process killed with SIGKILL at ${Math.round(seconds / 3)} s`,
    },
  ]
  await freshDatabase(databaseUrl)
  const dataDir = mkdtempSync(join(tmpdir(), 'ev-drill-'))
  const cluster = startCluster({
    databaseUrl,
    dataDir,
    // Below the system's ephemeral ports (32768–60999 here): a port in that range may be held
    // by a client connection's end, and a process failed to listen there (EADDRINUSE).
    port: 20_000 + Math.floor(Math.random() * 10_000),
    log,
  })
  try {
    const url = await cluster.ready
    const accounts = await makeUsers({ url, users, log })
    const cold = await loopFor({ url, accounts, seconds: warmUp, log })
    rows.push({
      figure: `cold start: p99 of the first ${warmUp} s (not judged)`,
      value: `${p99Line(cold.tally)}; ${cold.tally.errorCount()} errors`,
    })
    const load = await loopFor({ url, accounts, seconds, log })
    rows.push(
      ...mixRows(load.tally, {
        users,
        seconds,
        elapsed: load.elapsed,
        kinds: [...MIX_KINDS, 'sign-in'],
        p99BudgetMs: P99_BUDGET_MS,
      }),
    )
    const kill = { inFlight: 0, errorsBefore: 0, at: 0, victim: '', answered: new Map() }
    const { tally } = await loopFor({
      url,
      accounts,
      seconds,
      log,
      during: async (tally, started) => {
        await new Promise((resolve) =>
          setTimeout(resolve, started + (seconds * 1000) / 3 - performance.now()),
        )
        const [victim, pid] = [...cluster.pids][0]
        Object.assign(kill, {
          inFlight: tally.inFlight,
          errorsBefore: tally.errorCount(),
          at: performance.now(),
          victim,
          // The calls answered so far, per kind (appended as answered): the p99s before the kill.
          answered: new Map([...tally.times].map(([kind, times]) => [kind, times.length])),
        })
        process.kill(pid, 'SIGKILL')
        log(`  killed ${victim} (pid ${pid}) with ${kill.inFlight} calls in flight`)
      },
    })
    const failedAfter = tally.errorCount() - kill.errorsBefore
    const down = cluster.downs.find((one) => one.at >= kill.at && one.line.includes(`/${kill.victim} `))
    const named = [...tally.errors].map(([kind, list]) => `${kind}: ${list.length} (${list[0]})`)
    rows.push(
      {
        figure: 'kill drill: failed calls after the kill vs calls in flight at the kill',
        value: `${failedAfter} failed after the kill, ${kill.inFlight} in flight at it; ${kill.errorsBefore} failed before it${named.length ? ` — ${named.join('; ')}` : ''}`,
        budget: 'failed ≤ in flight, 0 before',
        within: failedAfter <= kill.inFlight && kill.errorsBefore === 0,
      },
      {
        figure: 'kill drill: HAProxy marks the killed process down after',
        value: down ? `${((down.at - kill.at) / 1000).toFixed(1)} s` : 'not seen',
        budget: '≤ 5 s',
        within: Boolean(down) && down.at - kill.at <= 5000,
      },
      {
        figure: 'kill drill: p99 before the kill (not judged)',
        value: p99Line(tally, (_, kind) => kill.answered.get(kind) ?? 0),
      },
      { figure: 'kill drill: p99 over its whole run (not judged)', value: p99Line(tally) },
      {
        figure: 'drill database',
        value: databaseUrl.replace(/:[^:@/]*@/, ':***@'),
      },
    )
  } finally {
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}
