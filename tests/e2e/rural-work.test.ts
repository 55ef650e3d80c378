/**
 * Issue 41 end to end, 乡村站标记 (RURAL_FLOW): admin 申请标记 a Tianjin station; the review is
 * asked of the most local holder of 审核 — a reviewer of Tianjin the walk creates (平台管理员 with
 * auth_area 120100), not admin (the whole platform) — who 驳回 it with an opinion on the list in its
 * browser; admin 申请标记 again and the reviewer 审核通过. At every step both parties' header badge,
 * newest 消息 of the station, 乡村站标记 menu count and workbench card (its open to-dos: the flow has
 * no review list of its own) show it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Data } from './api-session'
import { openArchivesPage } from './archives-helpers'
import { browserForFile } from './helpers'
import { expectTold } from './received-walk'
import { ADMIN, expectShown, freshAccount, queueCount, type Shown, walkWith } from './work-helpers'

const browser = browserForFile()
const BASE = '/archives-management/rural-stations'
const PAGE = 'rural-station-tagging'

/** Review the station on the 乡村站标记 list: the row's `label`, its opinion, 确定. */
async function review(page: Page, stationId: string, label: string, opinion: string) {
  const list = await openArchivesPage(page, PAGE)
  await list.getByLabel('关键字').fill(stationId)
  await list.getByLabel('关键字').press('Enter')
  const row = list.locator(`tbody tr[data-row-key="${stationId}"]`)
  // The list kept alive shows the request once it has read the station again.
  await expect.poll(() => row.getByRole('button', { name: label }).count()).toBe(1)
  await row.getByRole('button', { name: label }).click()
  const dialog = page.getByRole('dialog', { name: label })
  await dialog.getByLabel('审核意见').fill(opinion)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect.poll(() => dialog.isVisible()).toBe(false)
}

describe('to-dos and notices of a station’s 乡村站标记 (issue 41)', () => {
  it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a rejection and a new request', {
    timeout: 900_000,
  }, async () => {
    const reviewer = await freshAccount('平台管理员', 'Rural@2026ev', { auth_area: '120100' })
    await walkWith(browser(), { admin: ADMIN, reviewer }, async ({ admin, reviewer }) => {
      const candidates = await admin.api.get(`${BASE}?ruralFlag=0&pageSize=100&sort=stationId,asc`)
      const station = (candidates.list as Data[]).find(
        (item) => item.ruralTagStatus !== 'pending' && String(item.areaCode).startsWith('1201'),
      )
      const id = String(station.stationId)
      const [adminQueue, ownQueue] = [await queueCount(admin.api, PAGE), await queueCount(reviewer.api, PAGE)]
      const tag = (reason: string) => async () => {
        const { ruralVersion } = await admin.api.get(`${BASE}/${id}`)
        await admin.api.post(`${BASE}/${id}/tag`, { reason, version: ruralVersion })
      }
      const asked = '乡村站标记待审核通过或驳回'
      // [step, admin's page, the reviewer's page]
      const steps: [string, () => Promise<unknown>, Shown, Shown][] = [
        [
          '申请标记',
          tag('位于乡村中心区，服务周边村镇'),
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
          () => review(reviewer.page, id, '审核通过', '同意'),
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
      expect((await admin.api.get(`${BASE}/${id}`)).ruralFlag).toBe(1)
    })
  })
})
