/**
 * Issue 41 end to end, 目标考核 (mbo-examine): tianjin examines one of its districts for this
 * year — 填写意见, then revises it — and admin 锁定考核结果. The opinion asks the district's
 * examiners (tianjin: the district has none of its own) to revise or lock it; the revision replaces that
 * to-do; locking closes it and tells tianjin. At every step each party's header badge, its newest
 * 消息 of the examination, its 目标考核 menu count and workbench card show it.
 */
import type { Browser } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { Data } from './api-session'
import { url } from './helpers'
import { ADMIN, expectShown, queueCount, type Shown, TIANJIN, walkWith } from './work-helpers'

const BASE = '/operation-supervision/examine'
const PAGE = 'mbo-examine'

/** Move the test server's clock forward by `days` (or back to the machine's time). */
const moveClock = async (body: { days?: number; reset?: boolean }): Promise<string> => {
  const response = await fetch(url('/api/test/clock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  })
  return (await response.json()).data.now
}

/** The walk, run with the platform's other walks by work-platform.test.ts. */
export function examineWork(browser: () => Browser): void {
  describe('to-dos and notices of a district’s 目标考核 (issue 41)', () => {
    afterAll(async () => {
      await moveClock({ reset: true })
    })

    it('moves both parties’ badges, 消息, menu counts and workbench at every step', {
      timeout: 900_000,
    }, async () => {
      await walkWith(browser(), { city: TIANJIN, admin: ADMIN }, async ({ city, admin }) => {
        // A year's examination is locked from December 1st on: the server's day moves there if need be.
        const now = new Date(await moveClock({}))
        const year = now.getUTCFullYear()
        const december = Date.UTC(year, 11, 1)
        if (now.getTime() < december)
          await moveClock({ days: Math.ceil((december - now.getTime()) / 86_400_000) })
        const read = async () => (await city.api.get(`${BASE}?year=${year}`)) as Data
        const examined = await read()
        expect(examined.lockable).toBe(true)
        const { areaCode } = (examined.rows as Data[]).find((row) => !row.locked && !row.opinion)
        const id = `${year}:${areaCode}`
        const [cityQueue, adminQueue] = [await queueCount(city.api, PAGE), await queueCount(admin.api, PAGE)]
        const version = async () =>
          Number((await read()).rows.find((row: Data) => row.areaCode === areaCode).version)
        const opinion = (text: string) => async () =>
          city.api.post(`${BASE}/opinion`, { year, areaCode, opinion: text, version: await version() })
        // [step, tianjin's page, admin's page]
        const steps: [string, () => Promise<unknown>, Shown, Shown][] = [
          [
            '填写意见',
            opinion('充电桩建设进度滞后，需加快公共桩布局'),
            { badge: 1, newest: '目标考核待填写意见或锁定考核结果', queue: [PAGE, cityQueue + 1] },
            { badge: 0, queue: [PAGE, adminQueue] },
          ],
          [
            '修改意见',
            opinion('充电桩建设进度滞后，公共桩占比达标'),
            { badge: 1, newest: '目标考核待填写意见或锁定考核结果', queue: [PAGE, cityQueue + 1] },
            { badge: 0, queue: [PAGE, adminQueue] },
          ],
          [
            '锁定考核结果',
            async () => admin.api.post(`${BASE}/lock`, { year, areaCode, version: await version() }),
            { badge: 1, newest: '目标考核已锁定', queue: [PAGE, cityQueue] },
            { badge: 0, queue: [PAGE, adminQueue] },
          ],
        ]
        for (const [label, step, cityShown, adminShown] of steps) {
          await step()
          await expectShown(city.page, id, cityShown, `${label}: tianjin`)
          await expectShown(admin.page, id, adminShown, `${label}: admin`)
        }
      })
    })
  })
}
