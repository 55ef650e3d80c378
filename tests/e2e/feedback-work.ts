/**
 * Issue 41 end to end, the feedback flow: tianjin reports a fault at a station of the demo operator;
 * tianjin 派发 it, the operator 处理, tianjin 退回重办 with a reason, the operator 处理 again and
 * tianjin 关闭 it. At every step each party's header badge (in its own browser), its newest 消息 of
 * the feedback, and the menu count and workbench card of its 反馈处理 / 反馈审核 show what the step
 * gave, closed and told.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ApiSession, Data } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import { expectShown, queueCount, type Shown, walkWithParties } from './work-helpers'

const HANDLING = 'equipment-operator-feedback'
const EXAMINING = 'operation-manager-feedback'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function feedbackWork(browser: () => Browser): void {
  describe('to-dos and notices of a 问题反馈 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a 退回重办', {
      timeout: 900_000,
    }, async () => {
      await walkWithParties(browser(), async ({ operator, city, op, tj }) => {
        const handling = await queueCount(op, HANDLING)
        const examining = await queueCount(tj, EXAMINING)

        const station = ((await tj.get('/feedback/stations?keyword=特来电')) as Data[]).find(
          (row) => row.operatorId === DEMO_OPERATOR,
        )
        const created = await tj.post('/feedback/staff-feedbacks', {
          type: 'device',
          stationId: station.stationId,
          description: '2号枪无法拔出',
        })
        const id = String(created.feedbackId)
        let version = Number(created.version)
        // [who, resource, action, body, badges, operator's newest, tianjin's newest, the queues' counts]
        const steps: [
          ApiSession,
          string,
          string,
          Record<string, unknown>,
          [number, number],
          string,
          string,
          [number, number],
        ][] = [
          [tj, 'manager', 'dispatch', { days: 3 }, [1, 0], '问题反馈待处理', '', [handling + 1, examining]],
          [
            op,
            'operator',
            'handle',
            { result: '已更换枪头' },
            [0, 2],
            '',
            '问题反馈待关闭或退回重办',
            [handling, examining + 1],
          ],
          [
            tj,
            'manager',
            'sendback',
            { opinion: '现场复查仍无法拔出', days: 2 },
            [2, 1],
            '问题反馈待处理',
            '',
            [handling + 1, examining],
          ],
          [
            op,
            'operator',
            'handle',
            { result: '已更换锁止机构' },
            [1, 3],
            '',
            '问题反馈待关闭或退回重办',
            [handling, examining + 1],
          ],
          [
            tj,
            'manager',
            'close',
            { opinion: '已核实' },
            [2, 2],
            '问题反馈已关闭',
            '',
            [handling, examining],
          ],
        ]
        for (const [who, resource, action, body, [opBadge, tjBadge], opTitle, tjTitle, cards] of steps) {
          const answer: Data = await who.post(`/feedback/${resource}-feedbacks/${id}/${action}`, {
            version,
            ...body,
          })
          version = Number(answer.version)
          const opShown: Shown = { badge: opBadge, newest: opTitle, queue: [HANDLING, cards[0]] }
          await expectShown(operator, id, opShown, `${action}: the operator`)
          await expectShown(
            city,
            id,
            { badge: tjBadge, newest: tjTitle, queue: [EXAMINING, cards[1]] },
            `${action}: tianjin`,
          )
        }
        // The reason of 退回重办 reaches the operator.
        const own = (await op.get('/messageInfo/list?pageSize=100')).list as Data[]
        const sentBack = own.find(
          (item) => item.type !== 'todo' && item.content.includes('现场复查仍无法拔出'),
        )
        expect(sentBack?.content).toContain(id)
      })
    })
  })
}
