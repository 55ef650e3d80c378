/**
 * The kill drill of issue 43 through a real proxy: `npm run cluster` (three server processes on
 * one PostgreSQL behind HAProxy) on a fresh database, the bench's mix of 100 users for 60 s
 * (mix.mjs) sent to the proxy, and a third of the way in one server process is killed with
 * SIGKILL. Reported: the errors before and after the kill against the calls in flight at the kill
 * (budget: failures ≤ calls in flight then), how long HAProxy took to mark the process down, and
 * each kind's p50/p99 over the whole run (budget p99 ≤ 250 ms).
 *
 * `npm run bench -- --only drill` (PostgreSQL at BENCH_DRILL_DATABASE_URL, default the local
 * `ev_bench_drill` database as role ev, dropped and created anew; HAProxy installed by the
 * cluster script when missing). `--short`: 10 users for 15 s.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { MIX_KINDS, mixRows, ms, runMix } from './mix.mjs'
import { percentile } from './timing.mjs'

export const needsBuild = true

const FULL = { users: 100, seconds: 60 }
const SHORT = { users: 10, seconds: 15 }
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

export async function run({ log = console.error, short } = {}) {
  const { users, seconds } = short || process.env.BENCH_SHORT === '1' ? SHORT : FULL
  const databaseUrl = process.env.BENCH_DRILL_DATABASE_URL || DEFAULT_URL
  const rows = [
    {
      section: `kill drill: ${users} users for ${seconds} s through HAProxy to 3 processes on PostgreSQL, one killed with SIGKILL at ${Math.round(seconds / 3)} s`,
    },
  ]
  await freshDatabase(databaseUrl)
  const dataDir = mkdtempSync(join(tmpdir(), 'ev-drill-'))
  const cluster = startCluster({
    databaseUrl,
    dataDir,
    port: 30_000 + Math.floor(Math.random() * 20_000),
    log,
  })
  try {
    const url = await cluster.ready
    const kill = { inFlight: 0, errorsBefore: 0, at: 0, victim: '', answered: new Map() }
    const { tally, elapsed } = await runMix({
      url,
      users,
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
    rows.push(
      {
        figure: 'failed calls after the kill vs calls in flight at the kill',
        value: `${failedAfter} failed after the kill, ${kill.inFlight} in flight at it; ${kill.errorsBefore} failed before it`,
        budget: 'failed ≤ in flight, 0 before',
        within: failedAfter <= kill.inFlight && kill.errorsBefore === 0,
      },
      {
        figure: 'HAProxy marks the killed process down after',
        value: down ? `${((down.at - kill.at) / 1000).toFixed(1)} s` : 'not seen',
        budget: '≤ 5 s',
        within: Boolean(down) && down.at - kill.at <= 5000,
      },
    )
    // Whether the tails are the kill's or the load's: the same p99s over the calls answered before it.
    const before = [...kill.answered]
      .map(([kind, count]) => {
        const times = tally.times
          .get(kind)
          .slice(0, count)
          .sort((a, b) => a - b)
        return `${kind} ${ms(percentile(times, 99))}`
      })
      .join(' · ')
    rows.push({ figure: 'p99 of the calls answered before the kill', value: before })
    // The errors are judged by the kill row above; sign-in's cost is the password hash's.
    rows.push(
      ...mixRows(tally, {
        users,
        seconds,
        elapsed,
        kinds: [...MIX_KINDS, 'sign-in'],
        errorsBudget: false,
        p99BudgetMs: P99_BUDGET_MS,
      }),
    )
    rows.push({
      figure: 'drill database',
      value: `${databaseUrl.replace(/:[^:@/]*@/, ':***@')} (${ms(elapsed * 1000)} of load)`,
    })
  } finally {
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}
