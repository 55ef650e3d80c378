/**
 * Memory of the server with 200 open live streams for 60 s (budgets.md: "server memory with 200
 * open live streams for 60 s — flat"; issue 16). A fresh server process at the demo seed with
 * the simulator on (every 500 ms, so events flow to the streams) gets 200 streams of one signed-in
 * administrator, spread over the five live screens' streams; each is read to the end as the
 * console reads it (the bench connects as a trusted proxy would). Its resident memory (VmRSS) is sampled every 5 s from the moment the streams
 * are open; "flat" means it grows by at most 15 MB from the first sample to the last.
 * BENCH_STREAM_SECONDS shortens the run (e.g. to check that the module works).
 */
import { signIn, startServerProcess } from './server.mjs'

export const needsBuild = false

const STREAMS = 200
const SECONDS = Number(process.env.BENCH_STREAM_SECONDS) || 60
const SAMPLE_MS = 5000
const MAX_GROWTH = 15e6
const PATHS = [
  '/api/operating-services/charging-status/stream',
  '/api/ops-services/trouble-monitor/stream',
  '/api/operating-services/charging-devices/stream',
  '/api/operating-services/monitoring-power-exchange-stations/stream',
  '/api/universal-services/real-time-data/stream',
]

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

/** Open one stream and read it until it is cancelled; counts the events it receives. */
async function openStream(url, headers, counter) {
  const response = await fetch(url, { headers: { ...headers, Accept: 'text/event-stream' } })
  if (!response.headers.get('content-type')?.includes('text/event-stream'))
    throw new Error(`${url}: not an event stream (${response.status})`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }))
      if (chunk.done) return
      counter.events += (decoder.decode(chunk.value, { stream: true }).match(/^id:/gm) ?? []).length
    }
  })()
  return { close: () => reader.cancel().catch(() => undefined), reading }
}

export async function run({ log = console.error } = {}) {
  const rows = [{ section: 'Live streams (a fresh server process at the demo seed, simulator every 500 ms)' }]
  // 200 streams from one address are what a load balancer in front of the server carries: the
  // bench is that trusted proxy (one client address may otherwise hold 64 connections).
  const server = await startServerProcess({ env: { SIMULATOR_INTERVAL_MS: '500', TRUST_PROXY: '127.0.0.1' } })
  const streams = []
  try {
    await server.settled()
    const headers = await signIn(server.url)
    const counter = { events: 0 }
    for (let index = 0; index < STREAMS; index += 1)
      streams.push(await openStream(`${server.url}${PATHS[index % PATHS.length]}`, headers, counter))
    log(`  ${STREAMS} streams open; sampling memory for ${SECONDS} s…`)
    const samples = [server.memory().rss]
    const started = performance.now()
    while (performance.now() - started < SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(SAMPLE_MS, SECONDS * 1000)))
      samples.push(server.memory().rss)
    }
    const growth = samples[samples.length - 1] - samples[0]
    rows.push({
      figure: `server RSS with ${STREAMS} open live streams for ${SECONDS} s (first → last sample, max)`,
      value: `${mb(samples[0])} → ${mb(samples[samples.length - 1])}, max ${mb(Math.max(...samples))}; ${counter.events.toLocaleString('en')} events delivered`,
      budget: `flat (growth ≤ ${mb(MAX_GROWTH)})`,
      within: growth <= MAX_GROWTH,
    })
  } finally {
    for (const stream of streams) await stream.close()
    await server.close()
  }
  return rows
}
