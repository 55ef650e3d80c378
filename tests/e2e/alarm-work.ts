/**
 * Issue 41 end to end, the disposal of an alarm (故障处置): an alarm is raised on a connector in
 * Tianjin; tianjin 受理 it, the duty officer (运维值班员, all of Tianjin) 处理完成 it and tianjin
 * 确认 it. Both hold 故障处置 and see the alarm: each step closes the to-dos of the desk and asks
 * both for the next one, and 确认 tells the officer who handled it. At every step each party's
 * header badge, its newest 消息 of the alarm, its 故障监测 menu count and workbench card show it.
 */
import type { Browser } from 'playwright-core'
import { describe, it } from 'vitest'
import type { Data } from './api-session'
import { simulator } from './live-helpers'
import {
  DUTY_ACCOUNT,
  expectShown,
  type Party,
  queueCount,
  type Shown,
  TIANJIN,
  walkWith,
} from './work-helpers'

const PAGE = 'trouble-monitor'

/** The walk, run with the platform's other walks by work-platform.test.ts. */
export function alarmWork(browser: () => Browser): void {
  describe('to-dos and notices of an alarm’s disposal (issue 41)', () => {
    it('moves both disposers’ badges, 消息, menu counts and workbench at every step', {
      timeout: 900_000,
    }, async () => {
      await walkWith(browser(), { city: TIANJIN, duty: DUTY_ACCOUNT }, async ({ city, duty }) => {
        const [cityQueue, dutyQueue] = [await queueCount(city.api, PAGE), await queueCount(duty.api, PAGE)]
        const [connector] = (await city.api.get('/archives-management/connectors?pageSize=1')).list as Data[]
        const connectorId = String(connector.connectorId)
        let id = 0
        let version = 0
        const take =
          (who: Party, action: string, body: Record<string, unknown> = {}) =>
          async () => {
            version = Number(
              (await who.api.post(`/ops-services/alarms/${id}/${action}`, { version, ...body })).version,
            )
          }
        // [step, tianjin's page, the officer's page]
        const steps: [string, () => Promise<void>, Shown, Shown][] = [
          [
            'raised',
            async () => {
              id = Number((await simulator({ alarm: true, alarmAt: connectorId })).alarmId)
              version = 1
            },
            { badge: 1, newest: '故障处置待受理', queue: [PAGE, cityQueue + 1] },
            { badge: 1, newest: '故障处置待受理', queue: [PAGE, dutyQueue + 1] },
          ],
          [
            '受理',
            take(city, 'accept'),
            { badge: 1, newest: '故障处置待处理完成', queue: [PAGE, cityQueue + 1] },
            { badge: 1, newest: '故障处置待处理完成', queue: [PAGE, dutyQueue + 1] },
          ],
          [
            '处理完成',
            take(duty, 'handle', { result: '已复位急停按钮' }),
            { badge: 1, newest: '故障处置待确认', queue: [PAGE, cityQueue + 1] },
            { badge: 1, newest: '故障处置待确认', queue: [PAGE, dutyQueue + 1] },
          ],
          [
            '确认',
            take(city, 'confirm'),
            { badge: 0, queue: [PAGE, cityQueue] },
            { badge: 1, newest: '故障处置已关闭', queue: [PAGE, dutyQueue] },
          ],
        ]
        for (const [label, step, cityShown, dutyShown] of steps) {
          await step()
          await expectShown(city.page, connectorId, cityShown, `${label}: tianjin`)
          await expectShown(duty.page, connectorId, dutyShown, `${label}: the duty officer`)
        }
      })
    })
  })
}
