/**
 * Separation of duties (issue 38 item 10; decisions: Separation of duties): the applicant never
 * examines its own application, the two subsidy review levels need two people, and a district
 * with its own examiner reviews its own applications. Every refusal is 403 with a message and
 * writes nothing (application, history and journal unchanged).
 */
import { describe, expect, it } from 'vitest'
import { assertSeparation } from '../../server/src/workflow/duties'
import type { FlowDeclaration } from '../../src/core/domain/flows'
import { REPORTING_FLOW } from '../../src/core/domain/flows-reporting'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { ENTERPRISE_FLOW, UNIVERSAL_FLOWS } from '../../src/core/domain/flows-universal'
import { userWithRights } from './access-helpers'
import { requiredDocuments } from './documents-helpers'
import { type ApiClient, DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'
import { BASE, subsidyHelpers } from './subsidies-helpers'

const DEMO_OPERATOR = '687651396'
const AUDIT = ['supervise-audit/view', 'supervise-audit/examine']

describe('flow declarations', () => {
  it('bar the applicant from every examiner step of every flow on the engine', () => {
    const flows: FlowDeclaration[] = [...UNIVERSAL_FLOWS, SUBSIDY_FLOW, REPORTING_FLOW]
    for (const flow of flows)
      for (const step of flow.transitions.filter((item) => item.opinion))
        expect(step.notBy ?? [], `${flow.key} ${step.action}`).toContain('applicant')
    const city = SUBSIDY_FLOW.transitions.find((step) => step.action === 'city-approve')
    expect(city?.notBy).toContain('step:district-approve')
  })
})

describe.each(DIALECTS)('separation of duties on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'])
  const { newBatch, eligible, apply, appRow, step } = subsidyHelpers(session)
  const audit = (client: ApiClient, applyId: string, action: string) =>
    step(client, 'subsidy-audits', applyId, action, '意见')

  /** The application, its history and the journal's length, to show a refusal wrote nothing. */
  const snapshot = async (applyId: string) => {
    const db = session.server.db
    const app = await appRow(applyId)
    const steps = await db
      .selectFrom('application_steps')
      .select('id')
      .where('applyId', '=', applyId)
      .execute()
    const journal = await db
      .selectFrom('journal')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('target', '=', `application:${applyId}`)
      .executeTakeFirstOrThrow()
    return { status: app.status, version: app.version, steps: steps.length, journal: Number(journal.count) }
  }
  const refused = async (client: ApiClient, applyId: string, action: string, message: RegExp) => {
    const before = await snapshot(applyId)
    const answer = await audit(client, applyId, action)
    expect(answer.code, `${action}: ${answer.msg}`).toBe(403)
    expect(answer.msg).toMatch(message)
    expect(await snapshot(applyId)).toEqual(before)
  }
  let stations: { stationId: string; areaCode: string }[] = []
  const areaOf = async (stationId: string) =>
    (
      await session.server.db
        .selectFrom('stations')
        .select('areaCode')
        .where('stationId', '=', stationId)
        .executeTakeFirstOrThrow()
    ).areaCode
  let batchId = 0
  const nextStation = () => {
    const station = stations.shift()
    if (!station) throw new Error('no eligible station left')
    return station
  }

  it('seeds no application examined by its applicant nor reviewed at both levels by one person', async () => {
    const flows = new Map([...UNIVERSAL_FLOWS, SUBSIDY_FLOW, REPORTING_FLOW].map((flow) => [flow.key, flow]))
    const db = session.server.db
    const apps = await db.selectFrom('applications').select(['applyId', 'flow', 'submitterId']).execute()
    const steps = await db
      .selectFrom('application_steps')
      .select(['applyId', 'action', 'fromStatus', 'userId'])
      .orderBy('id')
      .execute()
    const byApp = new Map<string, typeof steps>()
    for (const row of steps) byApp.set(row.applyId, [...(byApp.get(row.applyId) ?? []), row])
    let checked = 0
    for (const app of apps) {
      const flow = flows.get(app.flow)
      if (!flow) continue
      const history = byApp.get(app.applyId) ?? []
      history.forEach((row, index) => {
        const step = flow.transitions.find((item) => item.action === row.action)
        // Off-platform people of the seed (id 0) are not accounts.
        if (!step?.notBy || !row.userId) return
        checked += 1
        expect(
          () =>
            assertSeparation(flow, step, row.userId as number, {
              submitterId: app.submitterId,
              history: history.slice(0, index),
            }),
          `${app.applyId} ${row.action}`,
        ).not.toThrow()
      })
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('refuses a city user the district review of the subsidy it created and submitted itself', async () => {
    batchId = (await newBatch()).id
    for (const row of await eligible(batchId))
      stations.push({ ...row, areaCode: await areaOf(row.stationId) })
    stations = stations.sort((a, b) => a.areaCode.localeCompare(b.areaCode))
    const station = nextStation()
    const created = await session.tianjin.post(`${BASE}/subsidy-applies`, {
      operatorId: DEMO_OPERATOR,
      fields: { batchId, stationId: station.stationId, contactPerson: '王立新', contactTel: '13920001234' },
    })
    expect(created.code, created.msg).toBe(200)
    const applyId = created.data.applyId as string
    expect((await step(session.tianjin, 'subsidy-applies', applyId, 'submit')).code).toBe(200)
    await refused(session.tianjin, applyId, 'district-approve', /不能审核本人提交的申请/)
    // Nor may it return or refuse it: an applicant never decides on its own application.
    await refused(session.tianjin, applyId, 'refuse', /本人/)
    // Another examiner reviews the district level; the city level is neither of the two.
    expect((await audit(session.admin, applyId, 'district-approve')).code).toBe(200)
    await refused(session.tianjin, applyId, 'city-approve', /本人/)
    await refused(session.admin, applyId, 'city-approve', /两级审核须由不同人员办理/)
    const third = await userWithRights(session.server, session.admin, AUDIT, [
      { attrKey: 'auth_area', attrValue: '120100' },
    ])
    const approved = await audit(third.client, applyId, 'city-approve')
    expect(approved.code, approved.msg).toBe(200)
    expect(approved.data.status).toBe('approved')
    // create, submit, district, city: the refusals left no version behind.
    expect((await appRow(applyId)).version).toBe(4)
    // Past its publicity (moved straight to 待补贴 here), the applicant may not record its payment.
    await session.server.db
      .updateTable('applications')
      .set({ status: 'awaiting' })
      .where('applyId', '=', applyId)
      .execute()
    const payment = { applyId, amount: '1.00', payDate: '2026-01-02', voucherNo: 'PZ-DUTY' }
    const own = await session.tianjin.post(`${BASE}/payments`, payment)
    expect(own.code).toBe(403)
    expect(own.msg).toContain('不能为本人提交的补贴申请登记发放')
    expect((await appRow(applyId)).status).toBe('awaiting')
    const paid = await session.admin.post(`${BASE}/payments`, payment)
    expect(paid.code, paid.msg).toBe(200)
    expect(paid.data.status).toBe('paid')
  })

  it('needs two people for the two review levels, and lets distinct people through', async () => {
    const created = await apply(batchId, nextStation().stationId)
    const applyId = created.data.applyId as string
    expect((await step(session.operator, 'subsidy-applies', applyId, 'submit')).code).toBe(200)
    const district = await audit(session.admin, applyId, 'district-approve')
    expect(district.code).toBe(200)
    // Offered what the rules let each take (issue 42 item 28): nothing more to the district examiner.
    expect(district.data.steps).toEqual([])
    const city = await session.tianjin.get(`/supervise-services/subsidy-audits/${applyId}`)
    expect(city.data.steps).toEqual(['city-approve', 'return', 'refuse'])
    await refused(session.admin, applyId, 'city-approve', /「区级审核通过」.*两级审核/)
    // The city's return or refusal is not the district examiner's either.
    await refused(session.admin, applyId, 'return', /两级审核/)
    await refused(session.admin, applyId, 'refuse', /两级审核/)
    const approved = await audit(session.tianjin, applyId, 'city-approve')
    expect(approved.code, approved.msg).toBe(200)
    expect(approved.data.history.map((row: { userName: string }) => row.userName)).toEqual([
      '李明',
      '李明',
      '系统管理员',
      '王立新',
    ])
    // A new round after a return: whoever reviewed the earlier round may take the other level now.
    const second = await apply(batchId, nextStation().stationId)
    const id = second.data.applyId as string
    await step(session.operator, 'subsidy-applies', id, 'submit')
    expect((await audit(session.admin, id, 'district-approve')).code).toBe(200)
    expect((await audit(session.tianjin, id, 'return')).code).toBe(200)
    await step(session.operator, 'subsidy-applies', id, 'resubmit')
    expect((await audit(session.tianjin, id, 'district-approve')).code).toBe(200)
    expect((await audit(session.admin, id, 'city-approve')).code).toBe(200)
  })

  it('refuses admin the review of its own enterprise application; another examiner takes it', async () => {
    const created = await session.admin.post('/universal-services/enterprise-applies', {
      type: 'new',
      operatorId: DEMO_OPERATOR,
      areaCode: '120101',
      fields: ENTERPRISE_FIELDS,
      attachmentIds: await requiredDocuments(session.admin, '/universal-services', ENTERPRISE_FLOW),
    })
    expect(created.code, created.msg).toBe(200)
    const applyId = created.data.applyId as string
    const path = (resource: string, action: string) => `/universal-services/${resource}/${applyId}/${action}`
    const version = async () => (await appRow(applyId)).version
    expect((await session.admin.post(path('enterprise-applies', 'submit'), { version: 1 })).code).toBe(200)
    const refusedToAdmin = async (action: string) => {
      const before = await snapshot(applyId)
      const answer = await session.admin.post(path('enterprise-records', action), {
        version: await version(),
        opinion: '同意',
      })
      expect(answer.code, action).toBe(403)
      expect(answer.msg).toMatch(/不能审核本人提交的申请/)
      expect(await snapshot(applyId)).toEqual(before)
    }
    await refusedToAdmin('accept')
    const accepted = await session.tianjin.post(path('enterprise-records', 'accept'), { version: 2 })
    expect(accepted.code, accepted.msg).toBe(200)
    await refusedToAdmin('approve')
    await refusedToAdmin('reject')
    const approved = await session.tianjin.post(path('enterprise-records', 'approve'), { version: 3 })
    expect(approved.code, approved.msg).toBe(200)
    expect(approved.data.status).toBe('approved')
  })

  it('gives a district with its own examiner its district review, and never a district examiner the city review', async () => {
    const station = stations.pop()
    if (!station) throw new Error('no eligible station left')
    const district = [{ attrKey: 'auth_area', attrValue: station.areaCode }]
    const one = await userWithRights(session.server, session.admin, AUDIT, district)
    const two = await userWithRights(session.server, session.admin, AUDIT, district)
    const created = await apply(batchId, station.stationId)
    const applyId = created.data.applyId as string
    await step(session.operator, 'subsidy-applies', applyId, 'submit')
    await refused(session.tianjin, applyId, 'district-approve', /该区已有区级审核人员/)
    await refused(session.admin, applyId, 'district-approve', /该区已有区级审核人员/)
    expect((await audit(one.client, applyId, 'district-approve')).code).toBe(200)
    await refused(one.client, applyId, 'city-approve', /两级审核/)
    await refused(two.client, applyId, 'city-approve', /区级审核人员不能办理「市级审核通过」/)
    expect((await audit(session.tianjin, applyId, 'city-approve')).code).toBe(200)
  })
})
