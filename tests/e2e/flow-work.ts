/**
 * Issue 41 item 1 end to end: an 企业备案申请 walked from the operator's submission through the
 * city examiner's 受理 and 驳回 (with a reason), the operator's 重新提交, 受理 again and 审核通过,
 * each step over real HTTP as its account; at every step the header badge of the operator and of
 * tianjin, in their own browsers, counts what the step gave and closed, their 消息 lists show
 * the newest to-do or notice of the record, and tianjin's 企业备案审核 menu count and workbench card
 * its queue (the operator's own list carries no count).
 */

import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Data, uploadPdf } from './api-session'
import { enterpriseFields } from './flow-helpers'
import { expectShown, queueCount, type Shown, stepOn, walkWithParties } from './work-helpers'

const AREA = '/universal-services'
const REVIEW = 'enterprise-record'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function flowWork(browser: () => Browser): void {
  describe('to-dos and notices of an 企业备案申请 (issue 41)', () => {
    // Six steps, each read back in two browsers after a reload: minutes on a busy machine.
    it('moves both parties’ badges, 消息 lists, menu count and workbench at every step, through a rejection and a resubmission', {
      timeout: 900_000,
    }, async () => {
      await walkWithParties(browser(), async ({ operator, city, op, tj }) => {
        // The operator files with the checklist's required documents, then submits.
        const attachmentIds = [
          await uploadPdf(op, AREA, '备案申请表.pdf', 'form'),
          await uploadPdf(op, AREA, '营业执照.pdf', 'license'),
        ]
        const fields = enterpriseFields(`特来电新能源股份有限公司${Date.now().toString(36)}`)
        const created = await op.post(`${AREA}/enterprise-applies`, { type: 'new', fields, attachmentIds })
        const applyId = String(created.applyId)
        const reviews = await queueCount(tj, REVIEW)
        const steps: [
          typeof op,
          string,
          Record<string, unknown>,
          { operator: number; tianjin: number; queue: number },
          string,
          string,
        ][] = [
          // [who, step path, body, badges and tianjin's 企业备案审核 count, operator's newest, tianjin's newest]
          [
            op,
            `enterprise-applies/${applyId}/submit`,
            { version: 1 },
            { operator: 0, tianjin: 1, queue: reviews + 1 },
            '',
            '企业备案待受理',
          ],
          [
            tj,
            `enterprise-records/${applyId}/accept`,
            { version: 2 },
            { operator: 1, tianjin: 1, queue: reviews + 1 },
            '企业备案已受理',
            '企业备案待审核通过或驳回',
          ],
          [
            tj,
            `enterprise-records/${applyId}/reject`,
            { version: 3, opinion: '营业执照不清晰' },
            { operator: 3, tianjin: 0, queue: reviews },
            '企业备案待重新提交',
            '',
          ],
          [
            op,
            `enterprise-applies/${applyId}/resubmit`,
            { version: 4 },
            { operator: 2, tianjin: 1, queue: reviews + 1 },
            '企业备案已驳回',
            '企业备案待受理',
          ],
          [
            tj,
            `enterprise-records/${applyId}/accept`,
            { version: 5 },
            { operator: 3, tianjin: 1, queue: reviews + 1 },
            '企业备案已受理',
            '企业备案待审核通过或驳回',
          ],
          [
            tj,
            `enterprise-records/${applyId}/approve`,
            { version: 6 },
            { operator: 4, tianjin: 0, queue: reviews },
            '企业备案已审核通过',
            '',
          ],
        ]
        for (const [who, path, body, expected, operatorTitle, cityTitle] of steps) {
          await who.post(`${AREA}/${path}`, body)
          const operatorShown: Shown = { badge: expected.operator, newest: operatorTitle }
          await expectShown(operator, applyId, operatorShown, `${path}: the operator`)
          const cityShown: Shown = {
            badge: expected.tianjin,
            newest: cityTitle,
            queue: [REVIEW, expected.queue],
          }
          await expectShown(city, applyId, cityShown, `${path}: tianjin`)
        }
        // The reason reaches the operator; tianjin's to-dos of the record are all closed (已办结).
        const own = await op.get(`/messageInfo/list?pageSize=100`)
        const rejected = own.list.find(
          (item: Data) => item.title === '企业备案已驳回' && item.content.includes(applyId),
        )
        expect(rejected.content).toContain('驳回意见：营业执照不清晰')
        expect(rejected.link).toBe(`${AREA}/enterprise-apply-detail/${applyId}`)
        const work = (await tj.get(`/messageInfo/list?pageSize=100`)).list.filter((item: Data) =>
          item.content.includes(applyId),
        )
        expect(work.map((item: Data) => item.done)).toEqual(work.map(() => true))
      })
    })

    // Issue 42 (noticed on the walk): the page kept the version it opened, and its step answered 409.
    it('shows the applicant’s open record as the examiner’s step in another browser left it, without a reload', {
      timeout: 300_000,
    }, async () => {
      await walkWithParties(browser(), async ({ operator, city, op }) => {
        const attachmentIds = [
          await uploadPdf(op, AREA, '备案申请表.pdf', 'form'),
          await uploadPdf(op, AREA, '营业执照.pdf', 'license'),
        ]
        const fields = enterpriseFields(`星星充电科技有限公司${Date.now().toString(36)}`)
        const created = await op.post(`${AREA}/enterprise-applies`, { type: 'new', fields, attachmentIds })
        const applyId = String(created.applyId)
        await op.post(`${AREA}/enterprise-applies/${applyId}/submit`, { version: 1 })
        await operator.evaluate((target) => {
          location.hash = target
          ;(window as unknown as { notReloaded?: boolean }).notReloaded = true
        }, `#${AREA}/enterprise-apply-detail/${applyId}`)
        const record = operator.getByRole('region', { name: `备案申请详情 ${applyId}` })
        const status = record.locator('.ev-card-head-title').first()
        await expect.poll(() => status.textContent()).toContain('待审核')
        await stepOn(city, `#${AREA}/enterprise-record-examine/${applyId}`, `备案审核 ${applyId}`, '受理')
        await expect.poll(() => status.textContent()).toContain('审核中')
        expect(
          await operator.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        ).toBe(true)
      })
    })
  })
}
