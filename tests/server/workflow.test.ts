/**
 * The workflow engine through the universal-services calls (issue 15): every declared step
 * allowed from its statuses and refused (409, nothing changed) from the others, the permission
 * and data-scope checks, concurrent examine, and the seed's applications and histories. The
 * attachments' upload rules: workflow-attachments.test.ts.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { UNIVERSAL_SCREENS } from '../../server/src/universal-services/flows'
import { ENTERPRISE_FLOW, UNIVERSAL_FLOWS } from '../../src/core/domain/flows-universal'
import { requiredDocuments } from './documents-helpers'
import { notApplicantOf } from './duties-helpers'
import { DIALECTS, ENTERPRISE_FIELDS, reviewingTianjinAccess } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/universal-services'

describe.each(DIALECTS)('workflow engine on %s', (dialect) => {
  const { server, admin, operator, tianjin } = signedIn(dialect, ['admin', 'operator', 'tianjin'])

  const appRow = (applyId: string) =>
    server.db.selectFrom('applications').selectAll().where('applyId', '=', applyId).executeTakeFirstOrThrow()
  const stepCount = async (applyId: string) =>
    (await server.db.selectFrom('application_steps').select('id').where('applyId', '=', applyId).execute())
      .length

  it('seeds every flow in every status, with histories in time order taken by users holding the step', async () => {
    const apps = await server.db.selectFrom('applications').selectAll().execute()
    const steps = await server.db.selectFrom('application_steps').selectAll().orderBy('id').execute()
    for (const flow of UNIVERSAL_FLOWS) {
      for (const status of flow.statuses)
        expect(
          apps.some((app) => app.flow === flow.key && app.status === status),
          `${flow.key} ${status}`,
        ).toBe(true)
    }
    for (const app of apps) {
      const own = steps.filter((step) => step.applyId === app.applyId)
      expect(own.length).toBeGreaterThan(0)
      expect(own[own.length - 1].toStatus).toBe(app.status)
      expect(own.map((step) => step.time)).toEqual([...own.map((step) => step.time)].sort())
      for (const step of own.filter((item) => ['accept', 'approve', 'reject'].includes(item.action)))
        expect([
          '系统管理员',
          ...(app.areaCode.startsWith('1201') && app.flow !== 'certification' ? ['王立新'] : []),
        ]).toContain(step.userName)
    }
  })

  it('takes every declared step from its statuses and refuses it (409, nothing changed) from the others', async () => {
    for (const screen of UNIVERSAL_SCREENS) {
      const flow = screen.flow.declaration
      for (const step of flow.transitions.filter((item) => item.permission.startsWith(`${screen.page}/`))) {
        const listed = screen.statuses ?? flow.statuses
        for (const status of listed) {
          const candidates = await server.db
            .selectFrom('applications')
            .selectAll()
            .where('flow', '=', flow.key)
            .where('status', '=', status)
            .orderBy('applyId')
            .execute()
            .then((rows) => notApplicantOf(server.db, flow, rows, 1)) // admin: issue 38
          const allowed = step.from.includes(status)
          const app =
            step.when && allowed
              ? candidates.find((item) => step.when?.holds(item, new Date()))
              : candidates[candidates.length - 1]
          if (!app) throw new Error(`no ${flow.key} application in ${status}`)
          const before = await stepCount(app.applyId)
          const answer = await admin.post(`${BASE}/${screen.name}/${app.applyId}/${step.action}`, {
            version: app.version,
            opinion: '测试意见',
          })
          const label = `${screen.name} ${step.action} from ${status}`
          if (allowed) {
            expect(answer.code, `${label}: ${answer.msg}`).toBe(200)
            expect(answer.data.status, label).toBe(step.to)
            expect(await stepCount(app.applyId), label).toBe(before + 1)
          } else {
            expect(answer.code, `${label}: ${answer.msg}`).toBe(409)
            expect(await appRow(app.applyId), label).toEqual(app)
            expect(await stepCount(app.applyId), label).toBe(before)
          }
        }
      }
    }
  })

  it('runs an enterprise filing through draft, submit, reject, resubmit and approve, with the history and journal', async () => {
    const bad = await operator.post(`${BASE}/enterprise-applies`, {
      type: 'new',
      fields: { companyName: '' },
    })
    expect(bad.code).toBe(400)
    expect(bad.data).toHaveProperty('companyName')
    const fields = ENTERPRISE_FIELDS
    const attachmentIds = await requiredDocuments(operator, BASE, ENTERPRISE_FLOW)
    const created = await operator.post(`${BASE}/enterprise-applies`, { type: 'new', fields, attachmentIds })
    expect(created.code).toBe(200)
    const { applyId } = created.data
    expect(created.data).toMatchObject({ status: 'draft', operatorId: '687651396', version: 1 })

    const wrongScreen = await operator.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 1 })
    expect(wrongScreen.code).toBe(403)
    const resubmitDraft = await operator.post(`${BASE}/enterprise-applies/${applyId}/resubmit`, {
      version: 1,
    })
    expect(resubmitDraft.code).toBe(409)
    const saved = await operator.post(`${BASE}/enterprise-applies/${applyId}/save`, {
      version: 1,
      fields: { ...fields, regCapital: 98_000 },
    })
    expect(saved.data).toMatchObject({ version: 2, fields: { regCapital: 98_000 } })
    const stale = await operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
    expect(stale.code).toBe(409)
    expect(
      (await operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 2 })).data.status,
    ).toBe('pending')
    const early = await admin.post(`${BASE}/enterprise-records/${applyId}/approve`, { version: 3 })
    expect(early.code).toBe(409)
    expect((await admin.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 3 })).code).toBe(200)
    const noOpinion = await admin.post(`${BASE}/enterprise-records/${applyId}/reject`, {
      version: 4,
      opinion: ' ',
    })
    expect(noOpinion).toMatchObject({ code: 400, data: { opinion: expect.any(String) } })
    const rejected = await admin.post(`${BASE}/enterprise-records/${applyId}/reject`, {
      version: 4,
      opinion: '营业执照不清晰',
    })
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      opinion: '营业执照不清晰',
      examinerName: '系统管理员',
    })
    const seen = await operator.get(`${BASE}/enterprise-applies/${applyId}`)
    expect(seen.data).toMatchObject({ status: 'rejected', opinion: '营业执照不清晰' })
    expect(
      (await operator.post(`${BASE}/enterprise-applies/${applyId}/resubmit`, { version: 5 })).data.status,
    ).toBe('pending')
    await admin.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 6 })
    const approved = await admin.post(`${BASE}/enterprise-records/${applyId}/approve`, {
      version: 7,
      opinion: '同意备案',
    })
    expect(approved.data.status).toBe('approved')
    const history = (await operator.get(`${BASE}/enterprise-applies/${applyId}`)).data.history
    expect(history.map((row: { action: string }) => row.action)).toEqual([
      'create',
      'save',
      'submit',
      'accept',
      'reject',
      'resubmit',
      'accept',
      'approve',
    ])
    expect(history[4]).toMatchObject({
      fromStatus: 'reviewing',
      toStatus: 'rejected',
      userName: '系统管理员',
      opinion: '营业执照不清晰',
      actionLabel: '驳回',
    })
    const journal = await server.db
      .selectFrom('journal')
      .select(['action', 'result'])
      .where('target', '=', `application:${applyId}`)
      .execute()
    expect(journal.filter((row) => row.result === 'success')).toHaveLength(8)
  })

  it('keeps each user to its scope and permissions', async () => {
    const others = await server.db
      .selectFrom('applications')
      .select(['applyId', 'version'])
      .where('flow', '=', 'enterprise')
      .where('operatorId', '!=', '687651396')
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow()
    const hidden = await operator.get(`${BASE}/enterprise-applies/${others.applyId}`)
    expect(hidden.code).toBe(400)
    const act = await operator.post(`${BASE}/enterprise-applies/${others.applyId}/submit`, {
      version: others.version,
    })
    expect(act).toMatchObject({ code: 400, data: { applyId: expect.any(String) } })
    const page = await operator.get(`${BASE}/enterprise-applies`, { query: { pageSize: 100 } })
    expect(page.data.total).toBeGreaterThan(0)
    expect(page.data.list.every((row: { operatorId: string }) => row.operatorId === '687651396')).toBe(true)
    expect((await operator.get(`${BASE}/enterprise-records`)).code).toBe(403)
    const city = await tianjin.get(`${BASE}/access-applies`, { query: { pageSize: 100 } })
    expect(city.data.total).toBeGreaterThan(0)
    expect(city.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
    const hebei = await server.db
      .selectFrom('applications')
      .select(['applyId', 'version'])
      .where('flow', '=', 'access')
      // Outside Tianjin, in whatever status the seed gave it: scope answers before the status would.
      .where('areaCode', 'not like', '1201%')
      .orderBy(sql`case when status = 'pending' then 0 else 1 end`)
      .executeTakeFirstOrThrow()
    expect(
      (await tianjin.post(`${BASE}/access-applies/${hebei.applyId}/accept`, { version: hebei.version })).code,
    ).toBe(400)
    const approved = await server.db
      .selectFrom('applications')
      .select(['applyId', 'version'])
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'approved')
      .where('areaCode', 'like', '1201%')
      .executeTakeFirstOrThrow()
    expect(
      (
        await tianjin.post(`${BASE}/accessproof-releases/${approved.applyId}/issue`, {
          version: approved.version,
        })
      ).code,
    ).toBe(403)
    const info = await admin.get(`${BASE}/operator-info`)
    expect(info.data?.total, info.msg).toBeGreaterThan(0)
    expect((await operator.get(`${BASE}/operator-info`)).code).toBe(403)
  })

  it('lets one of two examiners acting at once win; the other gets 409 and no second history row', async () => {
    const app = await reviewingTianjinAccess(server.db)
    const before = await stepCount(app.applyId)
    const answers = await Promise.all([
      admin.post(`${BASE}/access-applies/${app.applyId}/approve`, { version: app.version, opinion: '同意' }),
      tianjin.post(`${BASE}/access-applies/${app.applyId}/reject`, {
        version: app.version,
        opinion: '不同意',
      }),
    ])
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409])
    expect(await stepCount(app.applyId)).toBe(before + 1)
    expect((await appRow(app.applyId)).version).toBe(app.version + 1)
  })
})
