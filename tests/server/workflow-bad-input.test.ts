/**
 * The workflow engine's refusals of bad input (issue 15): each bad input of the issue refused
 * with a clear Chinese message at its field and nothing written.
 */
import { describe, expect, it } from 'vitest'
import { type Answer, DIALECTS, PASSWORDS, serverWith } from './helpers'
import { BASE, CHINESE, OPERATOR_ID, refusalChecks } from './workflow-refusals'

describe.each(DIALECTS)('workflow refusals on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])
  const { refused } = refusalChecks(session)

  it('refuses each bad input of the issue with a clear message at its field, writing nothing', async () => {
    const operator = await session.server.client().signIn('operator', PASSWORDS.operator)
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
    // The server names the first field in error (server/src/http/validate.ts), one malformed field each.
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
    const reviewing = await session.server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'enterprise')
      .where('status', '=', 'reviewing')
      .executeTakeFirstOrThrow()
    atField(
      await refused(
        () =>
          session.admin.post(`${BASE}/enterprise-records/${reviewing.applyId}/reject`, {
            version: reviewing.version,
            opinion: '   ',
          }),
        400,
        'reject without opinion',
      ),
      'opinion',
    )
    const issued = await session.server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .executeTakeFirstOrThrow()
    atField(
      await refused(
        () =>
          session.admin.post(`${BASE}/accessproof-releases/${issued.applyId}/revoke`, {
            version: issued.version,
          }),
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
    const other = await session.server.db
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
  }, 180_000)
})
