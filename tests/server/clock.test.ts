/** The server's clock (server/src/kernel/clock.ts): rules read it; only a test server can move it. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowMs, setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { bootServer, type TestServer } from './helpers'

describe('the server clock', () => {
  it('gives today in China time, and follows a moved clock', () => {
    try {
      setClockOffsetMs(Date.parse('2026-01-31T16:30:00Z') - Date.now())
      expect(today()).toBe('2026-02-01')
      setClockOffsetMs(Date.parse('2026-01-31T15:30:00Z') - Date.now())
      expect(today()).toBe('2026-01-31')
    } finally {
      setClockOffsetMs(0)
    }
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000)
  })
})

describe('reads of the time', () => {
  it('go through the clock everywhere in the server: now() for the platform’s day, machineMs() for real time', () => {
    const root = join(__dirname, '../../server/src')
    const direct = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== join('kernel', 'clock.ts'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /new Date\(\)|Date\.now\(\)/.test(line) ? [`${file}:${index + 1}`] : [],
          ),
      )
    expect(direct).toEqual([])
  })
})

describe('the test server clock setting', () => {
  let plain: TestServer
  let test: TestServer
  beforeAll(async () => {
    plain = await bootServer('sqlite')
    test = await bootServer('sqlite', { config: { testHooks: true } })
  })
  afterAll(async () => {
    setClockOffsetMs(0)
    await plain?.close()
    await test?.close()
  })

  it('is not offered by a server without test hooks', async () => {
    const answer = await plain.client().post('/test/clock', { days: 1 })
    expect(answer.code).toBe(404)
  })

  it('moves the day forward and back, and refuses bad input', async () => {
    const client = test.client()
    const moved = await client.post('/test/clock', { days: 3 })
    expect(moved.code).toBe(200)
    expect(moved.data.offsetDays).toBe(3)
    expect(Date.parse(moved.data.now) - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000)
    const bad = await client.post('/test/clock', { days: -1 })
    expect(bad.code).toBe(400)
    const reset = await client.post('/test/clock', { reset: true })
    expect(reset.data.offsetDays).toBe(0)
  })
})
