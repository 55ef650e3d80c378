/**
 * Issue 41 end to end, 接入证明: the demo operator files a proof with its required documents and
 * 提交; tianjin 受理 and 驳回 it with a reason on 接入证明审核's examine page; the operator 重新提交;
 * tianjin 受理 and 审核通过; admin (the release desk) 发放 it and later 撤销 it with a reason on
 * 接入证明发放's detail page. At every step the header badge and newest 消息 of the proof of all
 * three, tianjin's 接入证明审核 and admin's 接入证明发放 menu count and workbench card show it. The
 * applicant's own list carries no count (its to-dos are in its badge and 消息). 到期失效 is the other
 * end: it waits for the validity's three years (the server's check, workflow-steps.test.ts).
 */
import type { Browser } from 'playwright-core'
import { describe, it } from 'vitest'
import { type Data, uploadPdf } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import { expectTold } from './received-walk'
import {
  ADMIN,
  expectShown,
  OPERATOR_ACCOUNT,
  queueCount,
  type Shown,
  stepOn,
  TIANJIN,
  walkWith,
} from './work-helpers'

const AREA = '/universal-services'
const REVIEW = 'accessproof-record'
const RELEASE = 'accessproof-release'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function accessProofWork(browser: () => Browser): void {
  describe('to-dos and notices of a 接入证明 (issue 41)', () => {
    it('moves the badges, 消息, menu counts and workbench of all three parties at every step', {
      timeout: 900_000,
    }, async () => {
      const parties = { operator: OPERATOR_ACCOUNT, city: TIANJIN, admin: ADMIN }
      await walkWith(browser(), parties, async ({ operator, city, admin }) => {
        const attachmentIds = [
          await uploadPdf(operator.api, AREA, '接入证明申请表.pdf', 'form'),
          await uploadPdf(operator.api, AREA, '营业执照.pdf', 'license'),
        ]
        const fields = {
          platformName: `接入证明流程平台${Date.now().toString(36)}`,
          stationCount: 12,
          pileCount: 160,
          purpose: '申请充电设施建设补贴',
          contactPerson: '李明',
          contactTel: '15822223333',
        }
        const created: Data = await operator.api.post(`${AREA}/accessproof-applies`, {
          type: 'charging',
          fields,
          attachmentIds,
        })
        const id = String(created.applyId)
        const [reviews, releases] = [await queueCount(city.api, REVIEW), await queueCount(admin.api, RELEASE)]
        const apply = (action: string, version: number) => () =>
          operator.api.post(`${AREA}/accessproof-applies/${id}/${action}`, { version })
        const examine = (label: string, opinion?: string) => () =>
          stepOn(
            city.page,
            `#${AREA}/${REVIEW}-examine/${id}/charging/${DEMO_OPERATOR}`,
            `接入证明审核 ${id}`,
            label,
            opinion,
          )
        const release = (label: string, opinion: string) => () =>
          stepOn(
            admin.page,
            `#${AREA}/${RELEASE}-detail/${id}/${DEMO_OPERATOR}`,
            `接入证明发放详情 ${id}`,
            label,
            opinion,
          )
        const idle: Shown = { badge: 0, queue: [RELEASE, releases] }
        // [step, the operator's page, tianjin's page, admin's page]
        const steps: [string, () => Promise<unknown>, Shown, Shown, Shown][] = [
          [
            '提交',
            apply('submit', 1),
            { badge: 0 },
            { badge: 1, newest: '接入证明待受理', queue: [REVIEW, reviews + 1] },
            idle,
          ],
          [
            '受理',
            examine('受理'),
            { badge: 1, newest: '接入证明已受理' },
            { badge: 1, newest: '接入证明待审核通过或驳回', queue: [REVIEW, reviews + 1] },
            idle,
          ],
          [
            '驳回',
            examine('驳回', '平台接入协议未盖章'),
            { badge: 3, newest: '接入证明待重新提交' },
            { badge: 0, queue: [REVIEW, reviews] },
            idle,
          ],
          [
            '重新提交',
            apply('resubmit', 4),
            { badge: 2, newest: '接入证明已驳回' },
            { badge: 1, newest: '接入证明待受理', queue: [REVIEW, reviews + 1] },
            idle,
          ],
          [
            '再受理',
            examine('受理'),
            { badge: 3, newest: '接入证明已受理' },
            { badge: 1, newest: '接入证明待审核通过或驳回', queue: [REVIEW, reviews + 1] },
            idle,
          ],
          [
            '审核通过',
            examine('审核通过'),
            { badge: 4, newest: '接入证明已审核通过' },
            { badge: 0, queue: [REVIEW, reviews] },
            { badge: 1, newest: '接入证明待发放', queue: [RELEASE, releases + 1] },
          ],
          [
            '发放',
            release('发放', ''),
            { badge: 5, newest: '接入证明已发放' },
            { badge: 0, queue: [REVIEW, reviews] },
            idle,
          ],
          [
            '撤销',
            release('撤销', '运营商数据推送长期中断'),
            { badge: 6, newest: '接入证明已撤销' },
            { badge: 0, queue: [REVIEW, reviews] },
            idle,
          ],
        ]
        for (const [label, taken, operatorShown, cityShown, adminShown] of steps) {
          await taken()
          await expectShown(operator.page, id, operatorShown, `${label}: the operator`)
          await expectShown(city.page, id, cityShown, `${label}: tianjin`)
          await expectShown(admin.page, id, adminShown, `${label}: admin`)
        }
        // The reasons reach the operator.
        await expectTold(operator, id, '接入证明已驳回', '驳回意见：平台接入协议未盖章')
        await expectTold(operator, id, '接入证明已撤销', '撤销意见：运营商数据推送长期中断')
      })
    })
  })
}
