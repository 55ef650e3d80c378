import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '../../server/src/app'
import { dataScopeOf } from '../../server/src/auth/scope'
import { sqliteFileOf } from '../../server/src/db/backup'
import { openDatabase } from '../../server/src/db/connect'
import { defaultConfig } from '../../server/src/kernel/config'
import { prepareDatabase, seedInfo } from '../../server/src/seed'

const DAY = 86_400_000
const opened: { close(): Promise<void>; dir: string }[] = []

/** A copy of the run's seeded template (global-setup.ts) in a fresh folder. */
async function fresh() {
  const dir = await mkdtemp(join(tmpdir(), 'ev-seed-test-'))
  await copyFile(inject('sqliteTemplate'), sqliteFileOf(dir))
  const handle = openDatabase({ dataDir: dir })
  opened.push({ close: handle.close, dir })
  return handle
}

afterEach(async () => {
  for (const { close, dir } of opened.splice(0)) {
    await close()
    await rm(dir, { recursive: true, force: true })
  }
})

describe('the seed', { timeout: 300_000 }, () => {
  it('keeps a recent seed, regenerates one older than seven days, and builds the same world again', async () => {
    // The run's seeded template (global-setup.ts), a seed as a server makes it and minutes old,
    // aged by its recorded seed time, then reseeded at that time: the same world must come out.
    // One seed in this test instead of three (issue 40: a seed is ~16 CPU-s here).
    const template = await fresh()
    const { db } = await fresh()
    const seededAt = (await seedInfo(db))?.seededAt ?? new Date(0)
    expect(seededAt.getTime()).toBeGreaterThan(0)
    const age = (days: number) =>
      db
        .updateTable('settings')
        .set({ value: new Date(seededAt.getTime() - days * DAY).toISOString() })
        .where('key', '=', 'seededAt')
        .execute()
    const staleUser = () =>
      db
        .selectFrom('users')
        .select('lastResetPwdTime')
        .where('username', '=', 'stale')
        .executeTakeFirstOrThrow()
    expect(await prepareDatabase(db)).toBe('kept')
    await age(6)
    expect(await prepareDatabase(db, { now: seededAt })).toBe('kept')
    // Past seven days: a mark in the old seed's data must be gone after the reseed.
    await age(8)
    await db
      .updateTable('users')
      .set({ lastResetPwdTime: '2000-01-01 00:00:00' })
      .where('username', '=', 'stale')
      .execute()
    expect(await prepareDatabase(db, { now: seededAt })).toBe('reseeded')
    // The stale account's password is again over thirty days old, counted from the reseed.
    const reset = new Date((await staleUser()).lastResetPwdTime).getTime()
    expect(seededAt.getTime() - reset).toBeGreaterThan(30 * DAY)
    expect(seededAt.getTime() - reset).toBeLessThan(365 * DAY)
    // The reseed's time is recorded (to the second), not the aged seed's.
    expect(Math.abs(((await seedInfo(db))?.seededAt.getTime() ?? 0) - seededAt.getTime())).toBeLessThan(1000)
    // Seeded again at the template's time, the same world comes out.
    const users = (from: typeof db) =>
      from
        .selectFrom('users')
        .select(['username', 'name', 'phone', 'status', 'createTime', 'lastResetPwdTime'])
        .orderBy('id')
        .execute()
    expect(await users(db)).toEqual(await users(template.db))
    const journal = (from: typeof db) =>
      from.selectFrom('journal').select(['action', 'target', 'time', 'result']).orderBy('id').execute()
    expect(await journal(db)).toEqual(await journal(template.db))
  })

  it('seeds menus from the route catalogue, three levels deep at most', async () => {
    // The run's seeded template (global-setup.ts) is a seed as a server makes it: read there
    // rather than seeding again (a seed is 10 s of CPU).
    const { db } = await fresh()
    expect(await prepareDatabase(db)).toBe('kept')
    const rows = await db.selectFrom('menus').selectAll().execute()
    const byKey = new Map(rows.map((row) => [row.key, row]))
    const depth = (key: string): number => {
      const parent = byKey.get(key)?.parentKey
      return parent ? 1 + depth(parent) : 1
    }
    expect(Math.max(...rows.map((row) => depth(row.key)))).toBe(3)
    expect(byKey.get('charging-status')).toMatchObject({
      parentKey: 'operating-information',
      path: '/operating-services/operating-information/charging-status',
    })
  })

  it('dates no feedback step after the seed', async () => {
    // Its steps span up to 3 days 20 hours: an item submitted two days before the seed could be
    // handled and closed after it, a to-do from the future at the top of the workbench
    // (server/src/feedback/seed.ts). Today's draws need not show it: the construction is the check.
    const { db } = await fresh()
    const seededAt = (await seedInfo(db))?.seededAt.toISOString() ?? ''
    const latest = await db
      .selectFrom('feedback_steps')
      .select((eb) => eb.fn.max('time').as('time'))
      .executeTakeFirstOrThrow()
    expect(String(latest.time) <= seededAt, `${latest.time} after ${seededAt}`).toBe(true)
    const rows = await db
      .selectFrom('feedbacks')
      .select(['submitTime', 'dispatchTime', 'handleTime', 'closeTime', 'updateTime'])
      .execute()
    const ahead = rows.flatMap((row) => Object.values(row).filter((time) => time && String(time) > seededAt))
    expect(ahead).toEqual([])
  })
})

describe('the data scope (decisions: Data scope)', () => {
  it('lets users without auth_area see everything', () => {
    expect(dataScopeOf({})).toEqual({ areaPrefix: null, operatorId: null })
  })

  it('limits province-level users to the first two characters of auth_area', () => {
    expect(dataScopeOf({ auth_area: '130000' })).toEqual({ areaPrefix: '13', operatorId: null })
  })

  it('limits city-level users to auth_area less its trailing 00 pairs', () => {
    expect(dataScopeOf({ auth_area: '120100' })).toEqual({ areaPrefix: '1201', operatorId: null })
    expect(dataScopeOf({ auth_area: '120103' })).toEqual({ areaPrefix: '120103', operatorId: null })
  })

  it('limits company users to their own operator too', () => {
    expect(dataScopeOf({ auth_area: '120100', isCompany: '1', operator: '687651396' })).toEqual({
      areaPrefix: '1201',
      operatorId: '687651396',
    })
    // A company user without an operator sees no operator's rows rather than all of them.
    expect(dataScopeOf({ isCompany: '1' }).operatorId).toBe('-')
  })
})

describe('a crash', () => {
  it('answers HTTP 500 with a generic message, never the error text', async () => {
    const app = createApp({ db: null as never, dialect: 'sqlite', config: defaultConfig(tmpdir()) }, [
      (router) =>
        router.route({
          method: 'get',
          path: '/boom',
          summary: 'crashes',
          tag: 'test',
          access: 'public',
          query: z.strictObject({}),
          handler: async () => {
            throw new TypeError("Cannot read properties of null (reading 'x')")
          },
        }),
    ])
    const response = await app.request('/api/boom')
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null })
  })
})
