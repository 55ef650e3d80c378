/**
 * The workflow engine's refusals, step by step (issue 15): every declared step refused (403,
 * nothing written) to a user lacking its page action and taken for a user holding only that
 * action; every step refused as 记录不存在 to tianjin and operator on an application outside their
 * data scope; 到期失效 refused before the proof's validity ends; and each bad input of the issue
 * refused with a clear Chinese message at its field and nothing written.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNIVERSAL_SCREENS } from '../../server/src/universal-services/flows'
import type { FlowTransition } from '../../src/core/domain/flows'
import { userWithRights } from './access-helpers'
import { type Answer, type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const BASE = '/universal-services'
const OPERATOR_ID = '687651396'
const CHINESE = /[\u4e00-\u9fa5]/
const PAGES = new Set([...UNIVERSAL_SCREENS.map((screen) => screen.page), 'operator-info'])
/** Every step with the screen it belongs to (the page its permission names). */
const STEPS = UNIVERSAL_SCREENS.flatMap((screen) =>
  screen.flow.declaration.transitions
    .filter((step) => step.permission.startsWith(`${screen.page}/`))
    .map((step) => ({ screen, step })),
)

describe.each(DIALECTS)('workflow refusals on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient

  beforeAll(async () => {
    server = await bootServer(dialect)
    admin = await server.client().signIn('admin', PASSWORDS.admin)
  })
  afterAll(() => server?.close())

  const rightsOf = async (client: ApiClient) =>
    ((await client.get('/user_info')).data.auths as { resPath: string }[])
      .map((auth) => auth.resPath)
      .filter((path) => PAGES.has(path.split('/')[0]))

  /** Everything a refusal must leave alone: applications, history, files, successful journal rows. */
  const written = async () => {
    const uploads = join(server.dataDir, 'uploads', 'universal-services')
    return {
      applications: await server.db.selectFrom('applications').selectAll().orderBy('applyId').execute(),
      steps: (await server.db.selectFrom('application_steps').select('id').execute()).length,
      files: (await server.db.selectFrom('application_files').select('id').execute()).length,
      stored: (await readdir(uploads, { recursive: true }).catch(() => [])).length,
      journal: (await server.db.selectFrom('journal').select('id').where('result', '=', 'success').execute())
        .length,
    }
  }

  /** Make the call; it must be refused with `code`, and write nothing. */
  async function refused(call: () => Promise<Answer>, code: number, label: string): Promise<Answer> {
    const before = await written()
    const answer = await call()
    expect(answer.code, `${label}: ${answer.msg}`).toBe(code)
    expect(answer.msg, label).toMatch(CHINESE)
    expect(await written(), label).toEqual(before)
    return answer
  }

  /** The newest application a step may start from, in the screen's statuses (expired ones for 到期失效). */
  async function startOf(
    screen: (typeof UNIVERSAL_SCREENS)[number],
    step: FlowTransition,
    where: (row: { areaCode: string; operatorId: string }) => boolean = () => true,
  ) {
    const statuses = step.from.filter((status) => !screen.statuses || screen.statuses.includes(status))
    const rows = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', screen.flow.declaration.key)
      .where('status', 'in', statuses)
      .orderBy('applyId', 'desc')
      .execute()
    // The test server's clock is not moved here: its now is the wall clock.
    const nowIso = new Date().toISOString()
    return rows.find(
      (row) => where(row) && (!step.onlyWhenExpired || (row.validUntil !== null && row.validUntil <= nowIso)),
    )
  }

  const take = (client: ApiClient, screen: string, applyId: string, action: string, version: number) =>
    client.post(`${BASE}/${screen}/${applyId}/${action}`, { version, opinion: '测试意见' })

  it('refuses each step to a user without its page action (403, nothing written) and takes it for one holding only that action', async () => {
    const all = await rightsOf(admin)
    expect(all.length).toBeGreaterThan(PAGES.size)
    for (const permission of new Set(STEPS.map(({ step }) => step.permission))) {
      const page = permission.split('/')[0]
      const without = (
        await userWithRights(
          server,
          admin,
          all.filter((right) => right !== permission),
        )
      ).client
      const only = (await userWithRights(server, admin, [`${page}/view`, permission])).client
      for (const { screen, step } of STEPS.filter((item) => item.step.permission === permission)) {
        const label = `${screen.name} ${step.action} without ${permission}`
        const app = await startOf(screen, step)
        if (!app) throw new Error(`no ${screen.name} application to ${step.action}`)
        await refused(() => take(without, screen.name, app.applyId, step.action, app.version), 403, label)
        const answer = await take(only, screen.name, app.applyId, step.action, app.version)
        expect(answer.code, `${screen.name} ${step.action} with only ${permission}: ${answer.msg}`).toBe(200)
        expect(answer.data.status).toBe(step.to)
      }
    }
  }, 60_000)

  it('refuses every step and detail to tianjin and operator outside their data scope (记录不存在, nothing written)', async () => {
    const users = [
      {
        name: 'tianjin',
        client: await server.client().signIn('tianjin', PASSWORDS.tianjin),
        outside: (row: { areaCode: string }) => !row.areaCode.startsWith('1201'),
      },
      {
        name: 'operator',
        client: await server.client().signIn('operator', PASSWORDS.operator),
        outside: (row: { operatorId: string }) => row.operatorId !== OPERATOR_ID,
      },
    ]
    for (const user of users) {
      const rights = new Set(await rightsOf(user.client))
      const held = STEPS.filter(({ step }) => rights.has(step.permission))
      expect(held.length, `${user.name} holds steps`).toBeGreaterThan(0)
      for (const { screen, step } of held) {
        const label = `${user.name} ${screen.name} ${step.action} outside its scope`
        const app = await startOf(screen, step, user.outside)
        if (!app)
          throw new Error(`no ${screen.name} application to ${step.action} outside ${user.name}'s scope`)
        const answer = await refused(
          () => take(user.client, screen.name, app.applyId, step.action, app.version),
          400,
          label,
        )
        expect(answer.data, label).toHaveProperty('applyId')
        const detail = await user.client.get(`${BASE}/${screen.name}/${app.applyId}`)
        expect(detail.code, `${label}: detail`).toBe(400)
      }
    }
  }, 60_000)

  it('refuses 到期失效 while the access proof is still valid (409, nothing written)', async () => {
    const app = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .where('validUntil', '>', new Date().toISOString())
      .orderBy('applyId')
      .executeTakeFirstOrThrow()
    const answer = await refused(
      () => take(admin, 'accessproof-releases', app.applyId, 'expire', app.version),
      409,
      'expire a valid proof',
    )
    expect(answer.msg).toContain('尚未到期')
  })

  it('refuses each bad input of the issue with a clear message at its field, writing nothing', async () => {
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    const fields = {
      companyName: '津南充电科技有限公司',
      uscc: '91120000MA06BQ2Y4X',
      legalPerson: '赵建国',
      regAddress: '天津市津南区咸水沽镇1号',
      regCapital: 5000,
      businessScope: '充电设施建设与运营',
      contactPerson: '李明',
      contactTel: '15822223333',
    }
    const atField = (answer: Answer, field: string) =>
      expect(String(answer.data?.[field]), `${field}: ${JSON.stringify(answer.data)}`).toMatch(CHINESE)

    // Missing and malformed fields, on create and on save.
    atField(
      await refused(
        () => operator.post(`${BASE}/enterprise-applies`, { type: 'new', fields: {} }),
        400,
        'missing fields',
      ),
      'companyName',
    )
    // The server names the first field in error (server/src/validate.ts), one malformed field each.
    for (const [field, value] of [
      ['uscc', '123'],
      ['contactTel', '1582222'],
      ['regCapital', -5],
      ['companyName', 'x'.repeat(101)],
    ] as const) {
      const answer = await refused(
        () =>
          operator.post(`${BASE}/enterprise-applies`, { type: 'new', fields: { ...fields, [field]: value } }),
        400,
        `malformed ${field}`,
      )
      atField(answer, field)
    }
    atField(
      await refused(
        () => operator.post(`${BASE}/enterprise-applies`, { type: 'nonsense', fields }),
        400,
        'unknown type',
      ),
      'type',
    )
    const draft = (await operator.post(`${BASE}/enterprise-applies`, { type: 'new', fields })).data
    expect(draft.status).toBe('draft')
    atField(
      await refused(
        () =>
          operator.post(`${BASE}/enterprise-applies/${draft.applyId}/save`, {
            version: draft.version,
            fields: { ...fields, contactTel: 'abc' },
          }),
        400,
        'malformed save',
      ),
      'contactTel',
    )

    // A resubmit of an application that is not 驳回.
    const resubmit = await refused(
      () => operator.post(`${BASE}/enterprise-applies/${draft.applyId}/resubmit`, { version: draft.version }),
      409,
      'resubmit a draft',
    )
    expect(resubmit.msg).toContain('不能重新提交')

    // An examine without the opinion the step requires (驳回, 撤销).
    const reviewing = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'enterprise')
      .where('status', '=', 'reviewing')
      .executeTakeFirstOrThrow()
    atField(
      await refused(
        () =>
          admin.post(`${BASE}/enterprise-records/${reviewing.applyId}/reject`, {
            version: reviewing.version,
            opinion: '   ',
          }),
        400,
        'reject without opinion',
      ),
      'opinion',
    )
    const issued = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .executeTakeFirstOrThrow()
    atField(
      await refused(
        () =>
          admin.post(`${BASE}/accessproof-releases/${issued.applyId}/revoke`, { version: issued.version }),
        400,
        'revoke without opinion',
      ),
      'opinion',
    )

    // Attachments of a forbidden type, over the size limit, empty, or whose bytes lie.
    const upload = (name: string, bytes: Uint8Array<ArrayBuffer>) => () => {
      const form = new FormData()
      form.append('file', new Blob([bytes]), name)
      return operator.post(`${BASE}/attachments`, form)
    }
    const pdfHead = new TextEncoder().encode('%PDF-1.4\n')
    const oversize = new Uint8Array(20 * 1024 * 1024 + 1)
    oversize.set(pdfHead)
    for (const [name, bytes, message] of [
      ['tool.exe', new Uint8Array([0x4d, 0x5a, 0x90]), '格式'],
      ['big.pdf', oversize, '20MB'],
      ['empty.pdf', new Uint8Array(0), '为空'],
      ['fake.pdf', new TextEncoder().encode('not a pdf'), '不符'],
    ] as const) {
      const answer = await refused(upload(name, bytes), 400, `upload ${name}`)
      expect(String(answer.data?.file), name).toContain(message)
    }

    // Another operator's applyId: not found, whatever is asked of it.
    const other = await server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'enterprise')
      .where('status', '=', 'draft')
      .where('operatorId', '!=', OPERATOR_ID)
      .executeTakeFirstOrThrow()
    for (const [label, call] of [
      [
        'save',
        () =>
          operator.post(`${BASE}/enterprise-applies/${other.applyId}/save`, {
            version: other.version,
            fields,
          }),
      ],
      [
        'submit',
        () => operator.post(`${BASE}/enterprise-applies/${other.applyId}/submit`, { version: other.version }),
      ],
      ['detail', () => operator.get(`${BASE}/enterprise-applies/${other.applyId}`)],
    ] as const) {
      // The detail is the list engine's (its parameter is the record's id); the steps name applyId.
      const field = label === 'detail' ? 'id' : 'applyId'
      atField(await refused(call, 400, `another operator's application: ${label}`), field)
    }
  }, 60_000)
})
