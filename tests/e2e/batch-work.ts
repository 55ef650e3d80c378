/**
 * Batch work and review queues in the browser (issue 41 items 4 and 5; done when "a batch of 20
 * with 2 refusals reports 18 done and 2 reasons"): the operator files twenty 企业备案 applications
 * (through the API); the city examiner opens 企业备案审核, which opens on 待我处理 with 等待天数 and
 * 当前处理人, shows 20 a page and selects all twenty; meanwhile admin takes 受理 on two of them (a
 * change by someone else in between); 批量受理 from the selection bar then reports 18 done and the
 * two refused with their reason, and the API shows the 18 accepted by the examiner and the two as
 * admin left them.
 */

import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ApiSession, signedInApi, uploadPdf } from './api-session'
import { enterpriseFields, OPERATOR, openList, rowOf, TIANJIN, VIEWPORT } from './flow-helpers'
import { newPage, SHOWN } from './helpers'
import { openAs } from './shell-helpers'

const AREA = '/universal-services'
const ADMIN = { username: 'admin', password: 'Admin@2026ev' }
const COUNT = 20
/** The refusal of a record another call moved first (the applications' `stale`). */
const STALE = '申请已被他人处理或修改，请刷新后重试'
/** The server's refusal of 受理 on an application another examiner already took (审核中). */
const MOVED_ON = '当前状态为「审核中」，不能受理'

/** File and submit one application; its id and the version submitted. */
async function file(api: ApiSession, name: string): Promise<{ applyId: string; version: number }> {
  const created = await api.post(`${AREA}/enterprise-applies`, {
    type: 'new',
    fields: enterpriseFields(name),
    attachmentIds: [
      await uploadPdf(api, AREA, 'form.pdf', 'form'),
      await uploadPdf(api, AREA, 'license.pdf', 'license'),
    ],
  })
  const sent = await api.post(`${AREA}/enterprise-applies/${created.applyId}/submit`, {
    version: created.version,
  })
  return { applyId: sent.applyId, version: sent.version }
}

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function batchWork(browser: () => Browser): void {
  describe('batch work (issue 41)', () => {
    it('takes 批量受理 on twenty selected, two moved by someone else meanwhile: 18 done, 2 reasons', async () => {
      const operator = await signedInApi(OPERATOR.username, OPERATOR.password)
      const company = `批量${Date.now().toString(36)}`
      const filed: { applyId: string; version: number }[] = []
      // Four at a time (each account uploads at most four files at once).
      for (let start = 0; start < COUNT; start += 4)
        filed.push(
          ...(await Promise.all(
            [0, 1, 2, 3].map((i) => file(operator, `${company}新能源${start + i}有限公司`)),
          )),
        )
      const city = await newPage(browser(), VIEWPORT)
      try {
        const { page } = city
        await openAs(page, TIANJIN.username, TIANJIN.password, `${AREA}/enterprise-record`)
        await city.settled()
        const list = await openList(page, `${AREA}/enterprise-record`)
        // The review list opens on 待我处理.
        const queue = list.locator('.evc-queue-switch')
        await expect.poll(() => queue.locator('label:has(input:checked)').textContent()).toBe('待我处理')
        await list.getByPlaceholder('申请编号或企业名称').fill(company)
        await list.getByRole('button', { name: /查\s*询/ }).click()
        await expect.poll(() => rowOf(list, company).count(), { timeout: 30_000 }).toBe(10)
        // Twenty a page, so that all twenty can be selected at once.
        await list.locator(`.ev-pagination-options [title="${SHOWN.perPage(10)}"]`).click()
        await page.locator(`.ev-select-item-option[title="${SHOWN.perPage(20)}"]`).click()
        await expect.poll(() => rowOf(list, company).count(), { timeout: 30_000 }).toBe(COUNT)
        await expect.poll(() => rowOf(list, company).first().textContent()).toContain('个工作日')
        await expect.poll(() => rowOf(list, company).first().textContent()).toContain('企业备案审核')
        await list.locator('thead input[type="checkbox"]').first().check()
        const bar = list.locator('.evc-selection-bar')
        await expect.poll(() => bar.textContent()).toContain(`已选 ${COUNT} 项`)
        // Someone else (admin, who holds every right) accepts two while they stay selected here.
        const admin = await signedInApi(ADMIN.username, ADMIN.password)
        const moved = new Map<string, { version: number; examinerName: string }>()
        for (const item of [filed[3], filed[11]]) {
          const taken = await admin.post(`${AREA}/enterprise-records/${item.applyId}/accept`, {
            version: item.version,
          })
          moved.set(item.applyId, { version: taken.version, examinerName: taken.examinerName })
        }
        await bar.getByRole('button', { name: '批量受理' }).click()
        const dialog = page.getByRole('dialog', { name: '批量受理' })
        await expect.poll(() => dialog.isVisible()).toBe(true)
        await dialog.getByRole('button', { name: /确\s*定/ }).click()
        const report = dialog.locator('.evc-batch-report')
        await expect
          .poll(() => report.textContent(), { timeout: 60_000 })
          .toContain(`成功 ${COUNT - 2} 项，未办理 2 项`)
        // Each of the two refused for having moved: on the version the page held (STALE), or — when
        // the list read its rows again on admin's work signal before 批量受理 (issue 42) — on its
        // new status.
        const reasons = (await report.locator('li').allTextContents()).sort()
        const ids = [...moved.keys()].sort()
        expect(reasons).toHaveLength(2)
        for (const [index, reason] of reasons.entries())
          expect([`${ids[index]}${STALE}`, `${ids[index]}${MOVED_ON}`]).toContain(reason)
        // The footer's 关闭 (the title bar's × is named 关闭 too).
        await dialog
          .locator('.ev-modal-footer')
          .getByRole('button', { name: /关\s*闭/ })
          .click()
        await expect.poll(() => bar.count()).toBe(0)
        // Through the API: the two as admin left them, the eighteen accepted by the examiner.
        const examiner = await signedInApi(TIANJIN.username, TIANJIN.password)
        const accepters = new Set<string>()
        for (const item of filed) {
          const app = await examiner.get(`${AREA}/enterprise-records/${item.applyId}`)
          expect(app.status).toBe('reviewing')
          const left = moved.get(item.applyId)
          if (left) expect({ version: app.version, examinerName: app.examinerName }).toEqual(left)
          else {
            expect(app.version).toBe(item.version + 1)
            accepters.add(app.examinerName)
          }
        }
        // One examiner took the eighteen, not admin.
        expect(accepters.size).toBe(1)
        expect([...moved.values()].map((left) => left.examinerName)).not.toContain([...accepters][0])
      } finally {
        await city.close()
      }
    })
  })
}
