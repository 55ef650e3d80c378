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
import { mixRows, ms, NEW_PASSWORD, runMix } from './mix.mjs'
import { startServerProcess } from './server.mjs'
import { percentile } from './timing.mjs'

/** Load modules need no build of the console. */
export const needsBuild = false

const FULL = { users: 100, seconds: 60 }
const SHORT = { users: 10, seconds: 10 }

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
    let cpu = 0
    const { tally, elapsed } = await runMix({
      url: server.url,
      users,
      seconds,
      log,
      during: async () => {
        cpu = server.cpuSeconds()
      },
    })
    const cores = (server.cpuSeconds() - cpu) / elapsed
    rows.push(...mixRows(tally, { users, seconds, elapsed, extra: `; server ${cores.toFixed(2)} cores` }))
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
