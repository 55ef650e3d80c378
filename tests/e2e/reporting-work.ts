/**
 * Issue 41 end to end, the reporting flows: tianjin 下发 a task to the demo operator, which is asked
 * to 填报; its report goes to tianjin, which 退回 it with a reason; the operator 重新提交 and
 * tianjin 通过 it. At every step each party's header badge (in its own browser), its newest 消息 of
 * the task, and its 填报管理 menu count and workbench card show what the step gave, closed and told.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Data, uploadPdf } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import { expectShown, queueCount, type Shown, walkWithParties } from './work-helpers'

const BASE = '/data-input'
const PAGE = 'reporting-manager'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function reportingWork(browser: () => Browser): void {
  describe('to-dos and notices of a 填报任务 and its 数据填报 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a 退回 and a 重新提交', {
      timeout: 900_000,
    }, async () => {
      await walkWithParties(browser(), async ({ operator, city, op, tj }) => {
        const [opQueue, tjQueue] = [await queueCount(op, PAGE), await queueCount(tj, PAGE)]

        const title = `月度运营数据${Date.now().toString(36)}`
        const task = await tj.post(`${BASE}/reporting-tasks`, {
          title,
          kind: 'monthly',
          description: '填报上月运营数据',
          areaCode: '120100',
          scope: 'chosen',
          operatorIds: [DEMO_OPERATOR],
          deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        })
        let targetId = 0
        const report = async (remark: string) => {
          const file = await uploadPdf(op, BASE, '运营数据.pdf')
          await op.post(`${BASE}/reporting-targets/${targetId}/submit`, { remark, attachmentIds: [file] })
        }
        const examine = async (action: string, opinion?: string) => {
          const { version } = await tj.get(`${BASE}/reporting-targets/${targetId}`)
          await tj.post(`${BASE}/reporting-targets/${targetId}/${action}`, {
            version,
            ...(opinion ? { opinion } : {}),
          })
        }
        // [step, badges, operator's newest, tianjin's newest, the 填报管理 cards' counts]
        const steps: [() => Promise<unknown>, [number, number], string, string, [number, number]][] = [
          [
            async () => {
              await tj.post(`${BASE}/reporting-tasks/${task.id}/issue`, { version: task.version ?? 1 })
              const own = await op.get(`${BASE}/reporting-targets?pageSize=100`)
              targetId = own.list.find((row: Data) => row.taskId === task.id).id
            },
            [1, 0],
            '填报任务待填报',
            '',
            [opQueue + 1, tjQueue],
          ],
          [() => report('已填报'), [0, 1], '', '数据填报待通过或退回', [opQueue, tjQueue + 1]],
          [
            () => examine('return', '缺少充电量明细'),
            [2, 0],
            '数据填报待重新提交',
            '',
            [opQueue + 1, tjQueue],
          ],
          [() => report('已补充充电量明细'), [1, 1], '', '数据填报待通过或退回', [opQueue, tjQueue + 1]],
          [() => examine('approve'), [2, 0], '数据填报已审核通过', '', [opQueue, tjQueue]],
        ]
        for (const [
          index,
          [take, [opBadge, tjBadge], opTitle, tjTitle, [opCard, tjCard]],
        ] of steps.entries()) {
          const label = `step ${index + 1}`
          await take()
          const opShown: Shown = { badge: opBadge, newest: opTitle, queue: [PAGE, opCard] }
          await expectShown(operator, title, opShown, `${label}: the operator`)
          await expectShown(
            city,
            title,
            { badge: tjBadge, newest: tjTitle, queue: [PAGE, tjCard] },
            `${label}: tianjin`,
          )
        }
        // The reason of 退回 reaches the operator.
        const own = (await op.get('/messageInfo/list?pageSize=100')).list as Data[]
        expect(own.some((item) => item.type !== 'todo' && item.content.includes('缺少充电量明细'))).toBe(true)
      })
    })
  })
}
