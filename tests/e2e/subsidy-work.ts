/**
 * Issue 41 end to end, the subsidy flow: an application walked from the operator's 提交 through
 * the district examination (tianjin stands in for a district without its own examiner), a 退回补充材料
 * with its reason, the operator's 重新提交, 区级审核通过 and the city's 市级审核通过 (admin: never the
 * district examiner, decisions: Separation of duties), to the to-do of 公示. At every step each
 * party's header badge (in its own browser) and newest 消息 of the application, and tianjin's
 * 补贴审核 menu count and workbench card show what the step gave, closed and told; at the end,
 * tianjin's 补贴公示 count (the operator's own list carries no count).
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { subsidyBatch } from '../fixtures/subsidy-batch'
import { type ApiSession, type Data, signedInApi } from './api-session'
import {
  expectCard,
  expectMenuCount,
  expectShown,
  queueCount,
  type Shown,
  walkWithParties,
} from './work-helpers'

const BASE = '/supervise-services'
const ADMIN = { username: 'admin', password: 'Admin@2026ev' }
const AUDIT = 'supervise-audit'
const PUBLICITY = 'supervise-publicy'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function subsidyWork(browser: () => Browser): void {
  describe('to-dos and notices of a 补贴申请 (issue 41)', () => {
    it('moves every party’s badge, 消息, menu count and workbench at each step, through a return and a resubmission', {
      timeout: 900_000,
    }, async () => {
      await walkWithParties(browser(), async ({ operator, city, op, tj }) => {
        const admin = await signedInApi(ADMIN.username, ADMIN.password)
        const [audits, publicity] = [await queueCount(tj, AUDIT), await queueCount(tj, PUBLICITY)]

        // A batch of Tianjin for the test, and an application of the operator for a station it admits.
        const batch = await admin.post(
          `${BASE}/batches`,
          subsidyBatch(`流程提醒批次${Date.now().toString(36)}`),
        )
        const [station] = await op.get(`${BASE}/batches/${batch.id}/eligible-stations`)
        const created = await op.post(`${BASE}/subsidy-applies`, {
          fields: {
            batchId: batch.id,
            stationId: station.stationId,
            contactPerson: '李明',
            contactTel: '15822223333',
          },
        })
        const applyId = String(created.applyId)
        let version = Number(created.version)
        const take = async (who: ApiSession, resource: string, action: string, opinion: string) => {
          const answer: Data = await who.post(`${BASE}/${resource}/${applyId}/${action}`, {
            version,
            ...(opinion ? { opinion } : {}),
          })
          version = Number(answer.version)
        }
        // [who, resource, action, opinion, badges, operator's newest, tianjin's newest, tianjin's 补贴审核 count]
        const steps: [ApiSession, string, string, string, [number, number], string, string, number][] = [
          [op, 'subsidy-applies', 'submit', '', [0, 1], '', '补贴申请待审核', audits + 1],
          [tj, 'subsidy-audits', 'return', '请补充竣工验收报告', [2, 0], '补贴申请待重新提交', '', audits],
          [op, 'subsidy-applies', 'resubmit', '', [1, 1], '', '补贴申请待审核', audits + 1],
          // Tianjin took the district step: the city step is asked of the city's other examiners.
          [tj, 'subsidy-audits', 'district-approve', '', [2, 0], '补贴申请已受理', '', audits],
          [
            admin,
            'subsidy-audits',
            'city-approve',
            '',
            [3, 1],
            '补贴申请已审核通过',
            '补贴申请待公示',
            audits,
          ],
        ]
        for (const [who, resource, action, opinion, [opBadge, tjBadge], opTitle, tjTitle, count] of steps) {
          await take(who, resource, action, opinion)
          await expectShown(operator, applyId, { badge: opBadge, newest: opTitle }, `${action}: the operator`)
          const cityShown: Shown = { badge: tjBadge, newest: tjTitle, queue: [AUDIT, count] }
          await expectShown(city, applyId, cityShown, `${action}: tianjin`)
        }
        // Approved, it waits for tianjin's 公示: on 补贴公示's menu entry and workbench card.
        await expectMenuCount(city, PUBLICITY, publicity + 1, "tianjin's 补贴公示")
        await expectCard(city, PUBLICITY, publicity + 1, "tianjin's 补贴公示")
        // The reason reaches the operator.
        const own = (await op.get('/messageInfo/list?pageSize=100')).list as Data[]
        const returned = own.find((item) => item.title === '补贴申请已退回' && item.content.includes(applyId))
        expect(returned?.content).toContain('请补充竣工验收报告')
      })
    })
  })
}
