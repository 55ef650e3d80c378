/**
 * The subsidy flow after review (issue 17: "every status transition allowed and refused as
 * declared"): from 公示中, 待补贴 and 已补贴 every declared step and the edit are refused (409,
 * nothing written); only approved applications are published; only 待补贴 ones are paid; an
 * objection names an application of that publicity. Seeded applications of the demo operator in
 * Tianjin are used (the seed has them in every status).
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/supervise-services'

describe.each(DIALECTS)('subsidy steps after review on %s', (dialect) => {
  const { server, admin, operator } = signedIn(dialect, ['admin', 'operator'])

  /** The demo operator's seeded Tianjin application in a status. */
  const seeded = (status: string) =>
    server.db
      .selectFrom('applications as a')
      .innerJoin('subsidy_applications as s', 's.applyId', 'a.applyId')
      .select(['a.applyId', 'a.version', 's.stationId', 's.publicityId'])
      .where('a.flow', '=', 'subsidy')
      .where('a.operatorId', '=', DEMO_OPERATOR_ID)
      .where('a.areaCode', 'like', '1201%')
      .where('a.status', '=', status)
      .orderBy('a.applyId')
      .executeTakeFirstOrThrow()
  /** What a refused call must leave as it was. */
  const snapshot = async () => ({
    apps: await server.db
      .selectFrom('applications')
      .select(['applyId', 'status', 'version', 'fieldsJson', 'updateTime'])
      .where('flow', '=', 'subsidy')
      .orderBy('applyId')
      .execute(),
    steps: (await server.db.selectFrom('application_steps').select('applyId').execute()).length,
    allowances: await server.db
      .selectFrom('stations')
      .select(['stationId', 'allowanceStatus'])
      .where('allowanceStatus', '>', 0)
      .orderBy('stationId')
      .execute(),
    publicities: await server.db.selectFrom('subsidy_publicities').selectAll().orderBy('id').execute(),
    items: await server.db
      .selectFrom('subsidy_applications')
      .select(['applyId', 'publicityId'])
      .orderBy('applyId')
      .execute(),
    payments: (await server.db.selectFrom('subsidy_payments').select('id').execute()).length,
    objections: (await server.db.selectFrom('subsidy_objections').select('id').execute()).length,
  })

  it('refuses every step and the edit from 公示中, 待补贴 and 已补贴 (409, nothing written)', async () => {
    const before = await snapshot()
    for (const status of ['publicity', 'awaiting', 'paid']) {
      const app = await seeded(status)
      for (const transition of SUBSIDY_FLOW.transitions) {
        expect(transition.from, transition.action).not.toContain(status)
        const applicant = transition.permission.startsWith('supervise-apply')
        const answer = await (applicant ? operator : admin).post(
          `${BASE}/${applicant ? 'subsidy-applies' : 'subsidy-audits'}/${app.applyId}/${transition.action}`,
          { version: app.version, opinion: '意见' },
        )
        expect(answer.code, `${transition.action} from ${status}`).toBe(409)
      }
      const saved = await operator.post(`${BASE}/subsidy-applies/${app.applyId}/save`, {
        version: app.version,
        fields: { contactPerson: '李明', contactTel: '15822223333' },
      })
      expect(saved.code, `save from ${status}`).toBe(409)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('publishes only approved applications, pays only 待补贴 ones, takes objections only for its items', async () => {
    const before = await snapshot()
    const start = today()
    const publish = (applyId: string) =>
      admin.post(`${BASE}/publicities`, {
        title: '测试公示',
        startDate: start,
        endDate: addCalendarDays(start, 14),
        applyIds: [applyId],
      })
    for (const status of SUBSIDY_FLOW.statuses.filter((item) => item !== 'approved')) {
      const answer = await publish((await seeded(status)).applyId)
      expect(answer.code, `publish from ${status}`).toBe(400)
      expect(answer.msg).toMatch(/不是审核通过待公示|不存在/)
    }
    const pay = (applyId: string) =>
      admin.post(`${BASE}/payments`, { applyId, amount: '1.00', payDate: start, voucherNo: 'PZ-STEP' })
    for (const status of SUBSIDY_FLOW.statuses.filter((item) => item !== 'awaiting')) {
      const answer = await pay((await seeded(status)).applyId)
      expect(answer.code, `pay from ${status}`).toBe(409)
      expect(answer.msg).toMatch(/只有待补贴/)
    }

    const inPublicity = await seeded('publicity')
    for (const status of ['approved', 'awaiting']) {
      const answer = await admin.post(`${BASE}/publicities/${inPublicity.publicityId}/objection`, {
        applyId: (await seeded(status)).applyId,
        content: '异议',
      })
      expect(answer.code, `objection to a ${status} application`).toBe(400)
      expect(answer.msg).toMatch(/不在本次公示/)
    }
    expect(await snapshot()).toEqual(before)
  })
})
