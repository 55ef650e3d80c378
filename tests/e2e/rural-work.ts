/**
 * Issue 41 end to end, 乡村站标记 (RURAL_FLOW): admin 申请标记 a Tianjin station on the list in its
 * browser (refused without a reason: 请输入理由; then the row is 待审核, with no 申请标记); the
 * review is asked of the most local holder of 审核 — a reviewer of Tianjin the walk creates
 * (平台管理员 with auth_area 120100), not admin (the whole platform) — who 驳回 it with an opinion on
 * the list in its browser; admin 申请标记 again and the reviewer 审核通过, after which its row offers
 * 申请取消标记 and no review. At every step both parties' header badge, newest 消息 of the station,
 * 乡村站标记 menu count and workbench card (its open to-dos: the flow has no review list of its own)
 * show it. (The request and approval checks were archives-actions.test.ts's, issue 40.)
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Data } from './api-session'
import { consoleErrors, openArchivesPage } from './archives-helpers'
import { collectConsoleErrors } from './helpers'
import { expectTold } from './received-walk'
import { ADMIN, expectShown, freshAccount, queueCount, type Shown, walkWith } from './work-helpers'

const BASE = '/archives-management/rural-stations'
const PAGE = 'rural-station-tagging'

/** The station's row on the 乡村站标记 list, found by its keyword. */
async function rowOf(page: Page, stationId: string) {
  const list = await openArchivesPage(page, PAGE)
  await list.getByLabel('关键字').fill(stationId)
  await list.getByLabel('关键字').press('Enter')
  return list.locator(`tbody tr[data-row-key="${stationId}"]`)
}

/** 申请标记 on the list: refused without a reason, then taken with `reason`; the row is 待审核. */
async function request(page: Page, stationId: string, reason: string) {
  const row = await rowOf(page, stationId)
  await expect.poll(() => row.getByRole('button', { name: '申请标记' }).count()).toBe(1)
  await row.getByRole('button', { name: '申请标记' }).click()
  const dialog = page.getByRole('dialog', { name: '申请标记' })
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect.poll(() => dialog.getByText('请输入理由').count()).toBe(1)
  await dialog.getByLabel('理由').fill(reason)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect.poll(() => row.textContent()).toContain('待审核')
  expect(await row.getByRole('button', { name: '申请标记' }).count()).toBe(0)
}

/** Review the station on the 乡村站标记 list: the row's `label`, its opinion, 确定; the row. */
async function review(page: Page, stationId: string, label: string, opinion: string) {
  const row = await rowOf(page, stationId)
  // The list kept alive shows the request once it has read the station again.
  await expect.poll(() => row.getByRole('button', { name: label }).count()).toBe(1)
  await row.getByRole('button', { name: label }).click()
  const dialog = page.getByRole('dialog', { name: label })
  await dialog.getByLabel('审核意见').fill(opinion)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
  return row
}

/** 审核通过 on the list: the approved row offers the opposite request and no review any more. */
async function approve(page: Page, stationId: string) {
  const row = await review(page, stationId, '审核通过', '同意')
  await expect.poll(() => row.getByRole('button', { name: '申请取消标记' }).count()).toBe(1)
  expect(await row.getByRole('button', { name: '审核通过' }).count()).toBe(0)
}

/** The walk, run with the platform's other walks by work-platform.test.ts. */
export function ruralWork(browser: () => Browser): void {
  describe('to-dos and notices of a station’s 乡村站标记 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a rejection and a new request', {
      timeout: 900_000,
    }, async () => {
      const reviewer = await freshAccount('平台管理员', 'Rural@2026ev', { auth_area: '120100' })
      await walkWith(browser(), { admin: ADMIN, reviewer }, async ({ admin, reviewer }) => {
        const errors = [collectConsoleErrors(admin.page), collectConsoleErrors(reviewer.page)]
        const candidates = await admin.api.get(`${BASE}?ruralFlag=0&pageSize=100&sort=stationId,asc`)
        const station = (candidates.list as Data[]).find(
          (item) => item.ruralTagStatus !== 'pending' && String(item.areaCode).startsWith('1201'),
        )
        const id = String(station.stationId)
        const [adminQueue, ownQueue] = [
          await queueCount(admin.api, PAGE),
          await queueCount(reviewer.api, PAGE),
        ]
        const tag = (reason: string) => async () => {
          const { ruralVersion } = await admin.api.get(`${BASE}/${id}`)
          await admin.api.post(`${BASE}/${id}/tag`, { reason, version: ruralVersion })
        }
        const asked = '乡村站标记待审核通过或驳回'
        // [step, admin's page, the reviewer's page]
        const steps: [string, () => Promise<unknown>, Shown, Shown][] = [
          [
            '申请标记',
            () => request(admin.page, id, '位于乡村中心区，服务周边村镇'),
            { badge: 0, queue: [PAGE, adminQueue] },
            { badge: 1, newest: asked, queue: [PAGE, ownQueue + 1] },
          ],
          [
            '驳回',
            () => review(reviewer.page, id, '驳回', '城乡分类代码不属于乡村'),
            { badge: 1, newest: '乡村站标记已驳回', queue: [PAGE, adminQueue] },
            { badge: 0, queue: [PAGE, ownQueue] },
          ],
          [
            '再次申请标记',
            tag('已核实城乡分类代码为乡村'),
            { badge: 1, newest: '乡村站标记已驳回', queue: [PAGE, adminQueue] },
            { badge: 1, newest: asked, queue: [PAGE, ownQueue + 1] },
          ],
          [
            '审核通过',
            () => approve(reviewer.page, id),
            { badge: 2, newest: '乡村站标记已审核通过', queue: [PAGE, adminQueue] },
            { badge: 0, queue: [PAGE, ownQueue] },
          ],
        ]
        for (const [label, taken, adminShown, reviewerShown] of steps) {
          await taken()
          await expectShown(admin.page, id, adminShown, `${label}: admin`)
          await expectShown(reviewer.page, id, reviewerShown, `${label}: the reviewer`)
        }
        await expectTold(admin, id, '乡村站标记已驳回', '驳回意见：城乡分类代码不属于乡村')
        expect(await admin.api.get(`${BASE}/${id}`)).toMatchObject({
          ruralFlag: 1,
          ruralTagStatus: 'approved',
          ruralReviewOpinion: '同意',
        })
        expect(errors.map(consoleErrors)).toEqual([[], []])
      })
    })
  })
}
