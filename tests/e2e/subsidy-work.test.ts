/**
 * Issue 41 end to end, the subsidy flow: an application walked from the operator's 提交 through
 * the district examination (tianjin stands in for a district without its own examiner), a 退回补充材料
 * with its reason, the operator's 重新提交, 区级审核通过 and the city's 市级审核通过 (admin: never the
 * district examiner, decisions: Separation of duties), to the to-do of 公示. At every step each
 * party's header badge (in its own browser), its 消息 list and tianjin's workbench count of
 * 补贴审核 show what the step gave, closed and told.
 */
import { describe, expect, it } from 'vitest'
import { subsidyBatch } from '../fixtures/subsidy-batch'
import { type ApiSession, type Data, signedInApi } from './api-session'
import { browserForFile } from './helpers'
import { expectBadge, expectCard, expectNewest, queueCount, walkWithParties } from './work-helpers'

const browser = browserForFile()
const BASE = '/supervise-services'
const ADMIN = { username: 'admin', password: 'Admin@2026ev' }

describe('to-dos and notices of a 补贴申请 (issue 41)', () => {
  it('moves every party’s badge, 消息 and workbench at each step, through a return and a resubmission', {
    timeout: 900_000,
  }, async () => {
    await walkWithParties(browser(), async ({ operator, city, op, tj }) => {
      const admin = await signedInApi(ADMIN.username, ADMIN.password)
      const audits = await queueCount(tj, 'supervise-audit')

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
      // [who, resource, action, opinion, badges, operator's newest, tianjin's newest, tianjin's 补贴审核 card]
      const steps: [ApiSession, string, string, string, [number, number], string, string, number | null][] = [
        [op, 'subsidy-applies', 'submit', '', [0, 1], '', '补贴申请待审核', audits + 1],
        [tj, 'subsidy-audits', 'return', '请补充竣工验收报告', [2, 0], '补贴申请待重新提交', '', null],
        [op, 'subsidy-applies', 'resubmit', '', [1, 1], '', '补贴申请待审核', null],
        // Tianjin took the district step: the city step is asked of the city's other examiners.
        [tj, 'subsidy-audits', 'district-approve', '', [2, 0], '补贴申请已受理', '', audits],
        [admin, 'subsidy-audits', 'city-approve', '', [3, 1], '补贴申请已审核通过', '补贴申请待公示', null],
      ]
      for (const [who, resource, action, opinion, [opBadge, tjBadge], opTitle, tjTitle, card] of steps) {
        await take(who, resource, action, opinion)
        await expectBadge(operator, opBadge, `${action}: operator's badge`)
        await expectBadge(city, tjBadge, `${action}: tianjin's badge`)
        if (opTitle) await expectNewest(operator, applyId, opTitle, action)
        if (tjTitle) await expectNewest(city, applyId, tjTitle, action)
        if (card !== null) await expectCard(city, 'supervise-audit', card, `${action}: tianjin's 补贴审核`)
      }
      // The reason reaches the operator.
      const own = (await op.get('/messageInfo/list?pageSize=100')).list as Data[]
      const returned = own.find((item) => item.title === '补贴申请已退回' && item.content.includes(applyId))
      expect(returned?.content).toContain('请补充竣工验收报告')
    })
  })
})
