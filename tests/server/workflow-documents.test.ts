/**
 * Issue 42 item 3 at the engine: each flow's checklist of documents. An upload is filed under a
 * document of the area's flows; a submission without every required one is refused (400 naming
 * them); after a rejection the applicant replaces or removes attachments, while staff correcting
 * a submitted application cannot; the history keeps what was attached when it was submitted.
 */
import { describe, expect, it } from 'vitest'
import { ACCESS_PROOF_FLOW } from '../../src/core/domain/flows-universal'
import { PROOF, requiredDocuments, uploadDocument } from './documents-helpers'
import { DIALECTS, serverWith } from './helpers'

const BASE = '/universal-services'

describe.each(DIALECTS)('a flow’s documents on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator'])
  const steps = async (applyId: string) =>
    (
      await session.server.db
        .selectFrom('application_steps')
        .select('id')
        .where('applyId', '=', applyId)
        .execute()
    ).length

  it('files an upload under a document of the area’s flows, and refuses one it does not know', async () => {
    const unknown = await uploadDocument(session.operator, BASE, '未知.pdf', 'no-such-document')
    expect(unknown).toMatchObject({ code: 400, data: { doc: '材料类别不存在' } })
    const filed = await uploadDocument(session.operator, BASE, '营业执照.pdf', 'license')
    expect(filed.data).toMatchObject({ doc: 'license', fileName: '营业执照.pdf' })
    // An enterprise filing's 授权委托书 is no document of an access proof.
    const other = await uploadDocument(session.operator, BASE, '授权委托书.pdf', 'authorization')
    const created = await session.operator.post(`${BASE}/accessproof-applies`, {
      type: 'charging',
      fields: PROOF,
      attachmentIds: [other.data.id],
    })
    expect(created.code).toBe(400)
    expect(created.data).toHaveProperty('attachmentIds')
  })

  it('refuses a submission without the required documents, naming them, and writes nothing', async () => {
    const { operator } = session
    const form = await uploadDocument(operator, BASE, '申请表.pdf', 'form')
    const created = await operator.post(`${BASE}/accessproof-applies`, {
      type: 'charging',
      fields: PROOF,
      attachmentIds: [form.data.id],
    })
    const { applyId } = created.data
    const before = await steps(applyId)
    const refused = await operator.post(`${BASE}/accessproof-applies/${applyId}/submit`, { version: 1 })
    expect(refused).toMatchObject({ code: 400, data: { attachmentIds: '请上传必需的材料：营业执照' } })
    expect(await steps(applyId)).toBe(before)
    const license = await uploadDocument(operator, BASE, '营业执照.pdf', 'license')
    const saved = await operator.post(`${BASE}/accessproof-applies/${applyId}/save`, {
      version: 1,
      fields: PROOF,
      attachmentIds: [form.data.id, license.data.id],
    })
    const submitted = await operator.post(`${BASE}/accessproof-applies/${applyId}/submit`, {
      version: saved.data.version,
    })
    expect(submitted.data.status).toBe('pending')
    // The submission's history row keeps what was submitted.
    expect(submitted.data.history.at(-1).attachments.map((file: { id: number }) => file.id)).toEqual([
      form.data.id,
      license.data.id,
    ])
  })

  it('lets the applicant replace or remove attachments after a rejection; staff corrections keep them', async () => {
    const { admin, operator } = session
    const ids = await requiredDocuments(operator, BASE, ACCESS_PROOF_FLOW)
    const photo = await uploadDocument(operator, BASE, '现场照片.pdf', 'photos')
    const created = await operator.post(`${BASE}/accessproof-applies`, {
      type: 'charging',
      fields: PROOF,
      attachmentIds: [...ids, photo.data.id],
    })
    const { applyId } = created.data
    await operator.post(`${BASE}/accessproof-applies/${applyId}/submit`, { version: 1 })
    // Staff correct the fields before the review, but not the applicant's attachments.
    const path = `${BASE}/accessproof-records/${applyId}`
    const changed = await admin.post(`${path}/save`, { version: 2, fields: PROOF, attachmentIds: ids })
    expect(changed.code).toBe(409)
    expect(changed.msg).toContain('附件只能由申请人')
    const corrected = await admin.post(`${path}/save`, {
      version: 2,
      fields: { ...PROOF, purpose: '申请运营补贴' },
    })
    expect(corrected.data.attachments.map((file: { id: number }) => file.id)).toEqual([...ids, photo.data.id])
    await admin.post(`${path}/accept`, { version: 3 })
    await admin.post(`${path}/reject`, { version: 4, opinion: '扫描件不清晰' })
    // After the rejection: the blurred licence replaced by a new scan, the photo removed.
    const rescan = await uploadDocument(operator, BASE, '营业执照（新）.pdf', 'license')
    const replaced = [ids[0], rescan.data.id]
    const saved = await operator.post(`${BASE}/accessproof-applies/${applyId}/save`, {
      version: 5,
      fields: PROOF,
      attachmentIds: replaced,
    })
    expect(saved.data.attachments.map((file: { id: number }) => file.id)).toEqual(replaced)
    const resubmitted = await operator.post(`${BASE}/accessproof-applies/${applyId}/resubmit`, { version: 6 })
    const history = resubmitted.data.history as { action: string; attachments: { id: number }[] }[]
    const ofStep = (action: string) =>
      history.find((row) => row.action === action)?.attachments.map((file) => file.id)
    expect(ofStep('submit')).toEqual([...ids, photo.data.id])
    expect(ofStep('resubmit')).toEqual(replaced)
    // The replaced file stays readable from the history by whoever may see the application.
    const old = history.find((row) => row.action === 'submit')?.attachments[1] as unknown as {
      downloadUrl: string
    }
    expect((await admin.fetch(old.downloadUrl)).status).toBe(200)
  })
})
