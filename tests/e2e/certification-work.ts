/**
 * Issue 41 end to end, 运营商认证 (认证管理): two of the demo operator's certification
 * applications, received submitted, reviewed by admin (the only examiner: 市级监管员 reads 认证管理)
 * on their detail page — one 受理 and 审核通过, the other 受理 and 驳回 with a reason (the flow ends
 * there). At every step the operator's badge and newest 消息, admin's badge, newest 消息, 认证管理
 * menu count and workbench card show it (received-walk.ts).
 */
import type { Browser } from 'playwright-core'
import { describe, it } from 'vitest'
import { walkReceived } from './received-walk'
import { ADMIN } from './work-helpers'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function certificationWork(browser: () => Browser): void {
  describe('to-dos and notices of a 运营商认证 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a rejection', {
      timeout: 900_000,
    }, async () => {
      await walkReceived(browser(), {
        title: '运营商认证',
        resource: 'certifications',
        page: 'certification-management',
        stepPage: ['certification-management-detail', '认证详情'],
        examiner: ADMIN,
      })
    })
  })
}
