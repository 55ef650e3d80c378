/**
 * Issue 41 end to end, 评价审核 (mobile-evaluate-management): an app user's evaluation waits for
 * moderation (app users write them in the app: the console creates none); a second moderator
 * 通过 it, admin 隐藏 it with a reason — the moderator who passed it is told, with the reason —
 * and the moderator 通过 it again. Nobody else is told: the authors are app users. Each step takes
 * the evaluation off both moderators' 评价管理 count (the list's 待审核 rows, menu and workbench)
 * and at every step each party's header badge and newest 消息 of the evaluation show it.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Data } from './api-session'
import {
  ADMIN,
  expectShown,
  freshAccount,
  type Party,
  queueCount,
  type Shown,
  walkWith,
} from './work-helpers'

const BASE = '/mobile-management/evaluations'
const PAGE = 'mobile-evaluate-management'

/** The walk, run with the platform's other walks by work-platform.test.ts. */
export function moderationWork(browser: () => Browser): void {
  describe('to-dos and notices of an evaluation’s moderation (issue 41)', () => {
    it('moves both moderators’ badges, 消息, menu counts and workbench at every step', {
      timeout: 900_000,
    }, async () => {
      const moderator = await freshAccount('平台管理员', 'Moderate@2026ev')
      await walkWith(browser(), { admin: ADMIN, moderator }, async ({ admin, moderator }) => {
        const [adminQueue, ownQueue] = [
          await queueCount(admin.api, PAGE),
          await queueCount(moderator.api, PAGE),
        ]
        const pending = await admin.api.get(`${BASE}?status=pending&pageSize=1`)
        expect(adminQueue).toBe(pending.total)
        let evaluation: Data = pending.list[0]
        const id = `（${evaluation.id}）`
        const take = (who: Party, action: string, reason?: string) => async () => {
          evaluation = await who.api.post(`${BASE}/${evaluation.id}/${action}`, {
            version: evaluation.version,
            ...(reason ? { reason } : {}),
          })
        }
        // [step, admin's page, the moderator's page]
        const steps: [string, () => Promise<void>, Shown, Shown][] = [
          [
            '通过',
            take(moderator, 'approve'),
            { badge: 0, queue: [PAGE, adminQueue - 1] },
            { badge: 0, queue: [PAGE, ownQueue - 1] },
          ],
          [
            '隐藏',
            take(admin, 'hide', '含有广告内容'),
            { badge: 0, queue: [PAGE, adminQueue - 1] },
            { badge: 1, newest: '评价审核已隐藏', queue: [PAGE, ownQueue - 1] },
          ],
          [
            '再次通过',
            take(moderator, 'approve'),
            { badge: 0, queue: [PAGE, adminQueue - 1] },
            { badge: 1, newest: '评价审核已隐藏', queue: [PAGE, ownQueue - 1] },
          ],
        ]
        for (const [label, step, adminShown, moderatorShown] of steps) {
          await step()
          await expectShown(admin.page, id, adminShown, `${label}: admin`)
          await expectShown(moderator.page, id, moderatorShown, `${label}: the moderator`)
        }
        // The reason reaches the moderator who had passed it.
        const own = (await moderator.api.get('/messageInfo/list?pageSize=20')).list as Data[]
        expect(own.find((item) => item.content.includes(id))?.content).toContain('含有广告内容')
      })
    })
  })
}
