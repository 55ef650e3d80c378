/**
 * Issue 42 item 11 on the server: a record's 接入证明 (issued, expired or revoked proof) and
 * 备案回执 (approved filing) are issued on their first print — serial and verification code fixed
 * from then on, every print journaled —, to users who may see the record (its screen's view and
 * data scope); the public verification confirms a printed serial and code (holder, standing,
 * validity) and refuses a wrong code without saying whether the serial exists; a record without a
 * document is refused with 409 and nothing is written.
 */
import { describe, expect, it } from 'vitest'
import { DIALECTS, serverWith } from './helpers'

const BASE = '/universal-services/official-documents'

describe.each(DIALECTS)('official documents on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'tianjin', 'operator'])
  const one = (flow: string, status: string, operatorId?: string) => {
    let query = session.server.db
      .selectFrom('applications')
      .select(['applyId', 'operatorId', 'title', 'validUntil'])
      .where('flow', '=', flow)
      .where('status', '=', status)
    if (operatorId) query = query.where('operatorId', '=', operatorId)
    return query.orderBy('applyId').executeTakeFirstOrThrow()
  }
  const documents = () => session.server.db.selectFrom('official_documents').selectAll().execute()
  const prints = () =>
    session.server.db.selectFrom('journal').select('id').where('action', '=', 'document.print').execute()

  it('issues a 接入证明 once: the same serial and code on every print, each print journaled', async () => {
    const proof = await one('accessproof', 'issued')
    const first = await session.admin.post(`${BASE}/accessproof-releases/${proof.applyId}`)
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({
      title: '接入证明',
      applyId: proof.applyId,
      holder: proof.title,
      standing: '有效',
      validUntil: proof.validUntil,
    })
    expect(first.data.serial).toMatch(/^JRZM\d{4}\d{5}$/)
    expect(first.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(first.data.issuer).not.toBe('')
    const journaled = (await prints()).length
    const again = await session.admin.post(`${BASE}/accessproof-releases/${proof.applyId}`)
    expect(again.data).toMatchObject({ serial: first.data.serial, code: first.data.code })
    expect((await documents()).filter((row) => row.applyId === proof.applyId)).toHaveLength(1)
    expect((await prints()).length).toBe(journaled + 1)
  })

  it('confirms a printed serial and code publicly, and refuses a wrong code without telling more', async () => {
    const proof = await one('accessproof', 'issued')
    const printed = (await session.admin.post(`${BASE}/accessproof-releases/${proof.applyId}`)).data
    const anyone = session.server.client()
    const confirmed = await anyone.get('/common/documents/verify', {
      query: { serial: printed.serial, code: printed.code.toLowerCase().replace(/-/g, ' ') },
    })
    expect(confirmed).toMatchObject({
      code: 200,
      data: { title: '接入证明', serial: printed.serial, holder: proof.title, standing: '有效' },
    })
    const wrong = await anyone.get('/common/documents/verify', {
      query: { serial: printed.serial, code: 'AAAA-AAAA-AAAA' },
    })
    const unknown = await anyone.get('/common/documents/verify', {
      query: { serial: 'JRZM209999999', code: printed.code },
    })
    expect(wrong).toMatchObject({ code: 400, data: { code: expect.stringContaining('校验码不正确') } })
    expect(unknown).toEqual(wrong)
  })

  it('says a revoked proof is 已撤销 and prints a 备案回执 of an approved filing', async () => {
    const revoked = await one('accessproof', 'revoked')
    const printed = (await session.admin.post(`${BASE}/accessproof-releases/${revoked.applyId}`)).data
    expect(printed.standing).toBe('已撤销')
    // Issued by whoever took 发放, not by the later 撤销's user.
    const issue = await session.server.db
      .selectFrom('application_steps')
      .select(['userName', 'time'])
      .where('applyId', '=', revoked.applyId)
      .where('toStatus', '=', 'issued')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(printed).toMatchObject({ issuerName: issue.userName, issuedAt: issue.time })
    const verified = await session.server
      .client()
      .get('/common/documents/verify', { query: { serial: printed.serial, code: printed.code } })
    expect(verified.data.standing).toBe('已撤销')
    const filing = await one('enterprise', 'approved')
    const receipt = await session.admin.post(`${BASE}/enterprise-records/${filing.applyId}`)
    expect(receipt.data).toMatchObject({ title: '备案回执', standing: '有效', validUntil: null })
    expect(receipt.data.serial).toMatch(/^QYBA\d{9}$/)
  })

  it('refuses a record without a document (409), another operator’s record and an unknown screen, writing nothing', async () => {
    const before = (await documents()).length
    const pending = await one('accessproof', 'pending')
    const early = await session.admin.post(`${BASE}/accessproof-records/${pending.applyId}`)
    expect(early).toMatchObject({ code: 409, msg: '该申请当前状态没有接入证明' })
    // The demo operator's own company (user_attrs: operator); another company's issued proof.
    const own = await session.server.db
      .selectFrom('user_attrs')
      .innerJoin('users', 'users.id', 'user_attrs.userId')
      .select('user_attrs.attrValue')
      .where('users.username', '=', 'operator')
      .where('user_attrs.attrKey', '=', 'operator')
      .executeTakeFirstOrThrow()
    const others = await session.server.db
      .selectFrom('applications')
      .select('applyId')
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .where('operatorId', '!=', own.attrValue)
      .executeTakeFirstOrThrow()
    const foreign = await session.operator.post(`${BASE}/accessproof-applies/${others.applyId}`)
    expect(foreign).toMatchObject({ code: 400, data: { applyId: '申请不存在或无权查看' } })
    const unknown = await session.admin.post(`${BASE}/certifications/${pending.applyId}`)
    expect(unknown).toMatchObject({ code: 400, data: { resource: '该类申请没有证明文件' } })
    expect((await documents()).length).toBe(before)
  })
})
