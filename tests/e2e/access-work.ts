/**
 * Issue 41 end to end, 数据接入申请 (接入审核): two of the demo operator's access applications,
 * received submitted, reviewed by tianjin on 接入审核's examine page — one 受理 and 审核通过, the
 * other 受理 and 驳回 with a reason (the flow ends there: no resubmission). At every step the
 * operator's badge and newest 消息, tianjin's badge, newest 消息, 接入审核 menu count and workbench
 * card show it (received-walk.ts).
 */
import type { Browser } from 'playwright-core'
import { describe, it } from 'vitest'
import { walkReceived } from './received-walk'
import { TIANJIN } from './work-helpers'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function accessWork(browser: () => Browser): void {
  describe('to-dos and notices of a 数据接入申请 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a rejection', {
      timeout: 900_000,
    }, async () => {
      await walkReceived(browser(), {
        title: '数据接入申请',
        resource: 'access-applies',
        page: 'access-audit',
        stepPage: ['access-audit-examine', '接入审核'],
        examiner: TIANJIN,
      })
    })
  })
}
