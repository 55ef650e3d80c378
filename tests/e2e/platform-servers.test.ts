/**
 * The e2e workers' platform servers keep nothing in common (global-setup.ts, platform-process.ts):
 * moving this worker's server clock leaves the other servers' clocks where they were. In one
 * process the servers shared the clock, and a file moving its server's day moved every worker's.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { baseURL } from './helpers'

/** A server's clock setting: `days` forward, `reset`, or nothing (read it). */
async function clock(server: string, body: { days?: number; reset?: boolean }): Promise<number> {
  const response = await fetch(`${server}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  return (await response.json()).data.offsetDays
}

describe('e2e platform servers', () => {
  afterAll(async () => {
    await clock(baseURL(), { reset: true })
  })

  it('move their clocks one by one', async () => {
    const own = baseURL()
    const others = inject('baseURLs').filter((server) => server !== own)
    expect(others.length).toBeGreaterThan(0)
    // A number of days no other file moves its server by (they move whole weeks or months).
    const moved = await clock(own, { days: 1_234 })
    expect(moved).toBeGreaterThanOrEqual(1_234)
    for (const other of others) expect(await clock(other, {})).not.toBe(moved)
  })
})
