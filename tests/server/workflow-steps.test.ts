/**
 * Issue 42 items 4, 5 and 28 at the engine: an application offers its reader only the steps it
 * may take now (status, the step's condition on the record, permission, duty rules), the same
 * the engine takes; each actor keeps its own fields (发放 never overwrites who reviewed); a
 * (re)submission clears the last round's examiner and opinion; migration 0030 gives proofs
 * released before it their issuer and their reviewer back.
 */
import { describe, expect, it } from 'vitest'
import * as releaseActor from '../../server/src/db/migrations/0030-release-actor'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { requiredDocuments } from './documents-helpers'
import { DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'

const BASE = '/universal-services'

describe.each(DIALECTS)('the steps an application offers, and its actors, on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator'])
  const issuedProof = (valid: boolean) => {
    const now = new Date().toISOString()
    return session.server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'issued')
      .where('validUntil', valid ? '>' : '<=', now)
      .orderBy('applyId')
      .executeTakeFirstOrThrow()
  }

  it('offers 到期失效 only once the proof’s validity has passed, and refuses it before (409)', async () => {
    const valid = await issuedProof(true)
    const seen = await session.admin.get(`${BASE}/accessproof-releases/${valid.applyId}`)
    expect(seen.data.steps).toEqual(['revoke'])
    const early = await session.admin.post(`${BASE}/accessproof-releases/${valid.applyId}/expire`, {
      version: valid.version,
    })
    expect(early.code).toBe(409)
    expect(early.msg).toBe('接入证明尚未到期，不能置为已过期')
    const passed = await issuedProof(false)
    const due = await session.admin.get(`${BASE}/accessproof-releases/${passed.applyId}`)
    expect(due.data.steps).toEqual(['revoke', 'expire'])
    // Another page's reader is offered none of the release's steps.
    const record = await session.admin.get(`${BASE}/accessproof-records/${passed.applyId}`)
    expect(record.data.steps).toEqual([])
  })

  it('keeps the reviewer when the proof is issued and revoked; the issuer has fields of its own', async () => {
    const approved = await session.server.db
      .selectFrom('applications')
      .selectAll()
      .where('flow', '=', 'accessproof')
      .where('status', '=', 'approved')
      .where('examinerName', '<>', '系统管理员')
      .orderBy('applyId')
      .executeTakeFirstOrThrow()
    const issued = await session.admin.post(`${BASE}/accessproof-releases/${approved.applyId}/issue`, {
      version: approved.version,
      opinion: '同意发放',
    })
    expect(issued.code, issued.msg).toBe(200)
    expect(issued.data).toMatchObject({
      status: 'issued',
      examinerName: approved.examinerName,
      opinion: approved.opinion,
      issuerName: '系统管理员',
      issuerOpinion: '同意发放',
    })
    const revoked = await session.admin.post(`${BASE}/accessproof-releases/${approved.applyId}/revoke`, {
      version: issued.data.version,
      opinion: '企业已注销',
    })
    expect(revoked.data).toMatchObject({
      status: 'revoked',
      examinerName: approved.examinerName,
      issuerOpinion: '企业已注销',
    })
    const row = await session.admin.get(`${BASE}/accessproof-releases`, {
      query: { keyword: approved.applyId },
    })
    expect(row.data.list[0]).toMatchObject({ examinerName: approved.examinerName, issuerName: '系统管理员' })
  })

  /** A new enterprise filing of the operator, with its required documents: its applyId. */
  const filing = async () => {
    const attachmentIds = await requiredDocuments(session.operator, BASE, ENTERPRISE_FLOW)
    const created = await session.operator.post(`${BASE}/enterprise-applies`, {
      type: 'new',
      fields: ENTERPRISE_FIELDS,
      attachmentIds,
    })
    return created.data.applyId as string
  }

  it('clears the last round’s examiner and opinion on resubmission; the history keeps them', async () => {
    const { admin, operator } = session
    const applyId = await filing()
    await operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
    await admin.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 2 })
    await admin.post(`${BASE}/enterprise-records/${applyId}/reject`, { version: 3, opinion: '扫描件不清晰' })
    const own = await operator.get(`${BASE}/enterprise-applies/${applyId}`)
    expect(own.data).toMatchObject({ opinion: '扫描件不清晰', examinerName: '系统管理员' })
    const again = await operator.post(`${BASE}/enterprise-applies/${applyId}/resubmit`, { version: 4 })
    expect(again.data).toMatchObject({ status: 'pending', examinerName: null, opinion: null })
    const listed = await admin.get(`${BASE}/enterprise-records`, { query: { keyword: applyId } })
    expect(listed.data.list[0]).toMatchObject({ applyId, examinerName: null, opinion: null })
    expect(again.data.history.at(-2)).toMatchObject({ action: 'reject', opinion: '扫描件不清晰' })
  })

  it('offers each reader the steps it may take next: the examiner goes on after 受理', async () => {
    const { admin, operator } = session
    const applyId = await filing()
    expect((await operator.get(`${BASE}/enterprise-applies/${applyId}`)).data.steps).toEqual(['submit'])
    await operator.post(`${BASE}/enterprise-applies/${applyId}/submit`, { version: 1 })
    const accepted = await admin.post(`${BASE}/enterprise-records/${applyId}/accept`, { version: 2 })
    // The same examiner may go on: the page stays on the record (item 28).
    expect(accepted.data.steps).toEqual(['approve', 'reject'])
    const rejected = await admin.post(`${BASE}/enterprise-records/${applyId}/reject`, {
      version: 3,
      opinion: '扫描件不清晰',
    })
    expect(rejected.data.steps).toEqual([])
    expect((await operator.get(`${BASE}/enterprise-applies/${applyId}`)).data.steps).toEqual(['resubmit'])
  })

  it('gives proofs released before migration 0030 their issuer, and their reviewer back', async () => {
    const db = session.server.db
    const proof = await issuedProof(true)
    const steps = await db
      .selectFrom('application_steps')
      .selectAll()
      .where('applyId', '=', proof.applyId)
      .orderBy('id')
      .execute()
    const issuer = steps.filter((step) => step.action === 'issue').at(-1)
    const reviewer = steps.filter((step) => ['accept', 'approve', 'reject'].includes(step.action)).at(-1)
    // As the engine left it before: the issuer in the reviewer's fields.
    await db
      .updateTable('applications')
      .set({ examinerName: issuer?.userName ?? null, opinion: issuer?.opinion || null })
      .where('applyId', '=', proof.applyId)
      .execute()
    await releaseActor.down(db as never)
    await releaseActor.up(db as never)
    const row = await db
      .selectFrom('applications')
      .selectAll()
      .where('applyId', '=', proof.applyId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      issuerName: issuer?.userName,
      issuerOpinion: issuer?.opinion || null,
      examinerName: reviewer?.userName,
      opinion: reviewer?.opinion || null,
    })
  })
})
