/**
 * Timing of one API call for the bench (api.mjs, and the percentile for the load, mix and export
 * figures): autocannon over a window of seconds, the answers' envelopes checked, and calls slower
 * than the window timed one by one.
 */
import autocannon from 'autocannon'

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Body code of an envelope (`{"code":200,…}` as the server writes it), without parsing the rest. */
function bodyCode(body) {
  return /^\{"code":(\d+)/.exec(body)?.[1] ?? 'no envelope'
}

/** What went wrong in a load: HTTP statuses and body codes other than 200, errors, timeouts. */
function failuresOf(result, bodyCodes) {
  const failures = []
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (status !== '200') failures.push(`HTTP ${status} ×${count}`)
  }
  for (const [code, count] of bodyCodes) failures.push(`code ${code} ×${count}`)
  if (result.errors) failures.push(`${result.errors} connection errors`)
  if (result.timeouts) failures.push(`${result.timeouts} timeouts`)
  return failures
}

/** Load one URL for `seconds`: requests/s, p50, p95 (ms), the seconds it took and the failures. */
export function load(url, headers, connections, seconds) {
  return new Promise((resolve, reject) => {
    const times = []
    const bodyCodes = new Map()
    const verifyBody = (body) => {
      const code = bodyCode(body)
      if (code !== '200') bodyCodes.set(code, (bodyCodes.get(code) ?? 0) + 1)
      return code === '200'
    }
    const options = { url, headers, connections, duration: seconds, verifyBody }
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error)
      times.sort((a, b) => a - b)
      resolve({
        seconds: result.duration,
        rps: times.length / result.duration,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        failures: failuresOf(result, bodyCodes),
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}

/** One answer before the load: its code, message and the list's total, if any. */
export async function probe(url, headers) {
  const response = await fetch(url, { headers })
  const answer = await response.json().catch(() => ({ code: `HTTP ${response.status}` }))
  return { ok: response.status === 200 && answer.code === 200, answer }
}

/**
 * Calls slower than a load's `window` (seconds): `count` of them timed one after the other, p50
 * and p95.
 */
export async function oneByOne(url, headers, count, window) {
  const times = []
  const failures = []
  const started = performance.now()
  for (let index = 0; index < count; index += 1) {
    const at = performance.now()
    const { ok, answer } = await probe(url, headers)
    if (!ok) failures.push(`code ${answer.code}`)
    times.push(performance.now() - at)
  }
  times.sort((a, b) => a - b)
  const seconds = (performance.now() - started) / 1000
  const note = `${count} calls one by one: none answered within the ${window} s load`
  return {
    seconds,
    rps: count / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failures,
    note,
  }
}

/** Times and errors per kind, and the calls under way now. */
export class Tally {
  times = new Map()
  errors = new Map()
  inFlight = 0
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
