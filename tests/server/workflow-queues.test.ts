/**
 * Review queues and batch work (issue 41 items 4 and 5): `waiting=me` lists what waits for the
 * caller, from the flow declarations (the applicant never finds its own application there), with
 * 等待天数 and 当前处理人; a batch of 20 with 2 refusals takes the step on 18 records and answers
 * the 2 reasons, each record in its own transaction with its own journal entry.
 */
import { describe, expect, it } from 'vitest'
import { ENTERPRISE_FLOW } from '../../src/core/domain/flows-universal'
import { requiredDocuments } from './documents-helpers'
import { type ApiClient, DIALECTS, ENTERPRISE_FIELDS, serverWith } from './helpers'

const AREA = '/universal-services'
const RECORDS = `${AREA}/enterprise-records`

describe.each(DIALECTS)('review queues and batch work on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'])
  const submitted: { applyId: string; version: number }[] = []

  /** The applyIds of a list call's rows (one page of 100). */
  const listed = async (client: ApiClient, query: Record<string, string>) => {
    const answer = await client.get(RECORDS, { query: { pageSize: 100, ...query } })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as { total: number; list: Record<string, unknown>[] }
  }

  it('puts a submitted application in the examiners’ queue, never in its applicant’s', async () => {
    const { operator, tianjin } = session
    for (let i = 0; i < 20; i++) {
      const attachmentIds = await requiredDocuments(operator, AREA, ENTERPRISE_FLOW)
      const created = await operator.post(`${AREA}/enterprise-applies`, {
        type: 'new',
        fields: ENTERPRISE_FIELDS,
        attachmentIds,
      })
      expect(created.code, created.msg).toBe(200)
      const sent = await operator.post(`${AREA}/enterprise-applies/${created.data.applyId}/submit`, {
        version: created.data.version,
      })
      expect(sent.code, sent.msg).toBe(200)
      submitted.push({ applyId: sent.data.applyId, version: sent.data.version })
    }
    const queue = await listed(tianjin, { waiting: 'me', status: 'pending' })
    const mine = queue.list.filter((row) => submitted.some((item) => item.applyId === row.applyId))
    expect(mine).toHaveLength(20)
    for (const row of mine) {
      expect(row.waitingDays).toBeTypeOf('number')
      expect(row.handler).toBe('企业备案审核')
      expect(row.deadline).toBeNull()
    }
    // Every row of the queue is one the reader may act on now, and the queue is a part of 全部.
    const all = await listed(tianjin, { status: 'pending' })
    expect(queue.total).toBeLessThanOrEqual(all.total)
    // The applicant (here admin, who holds every right) never finds its own application queued.
    const areaCode = String(mine[0].areaCode)
    const ids = await requiredDocuments(session.admin, AREA, ENTERPRISE_FLOW)
    const filed = await session.admin.post(`${AREA}/enterprise-applies`, {
      type: 'new',
      operatorId: String(mine[0].operatorId),
      areaCode,
      fields: ENTERPRISE_FIELDS,
      attachmentIds: ids,
    })
    expect(filed.code, filed.msg).toBe(200)
    const own = await session.admin.post(`${AREA}/enterprise-applies/${filed.data.applyId}/submit`, {
      version: filed.data.version,
    })
    expect(own.code, own.msg).toBe(200)
    const adminQueue = await listed(session.admin, { waiting: 'me', status: 'pending' })
    expect(adminQueue.list.map((row) => row.applyId)).not.toContain(own.data.applyId)
    expect(adminQueue.list.map((row) => row.applyId)).toContain(submitted[0].applyId)
    const tianjinQueue = await listed(tianjin, { waiting: 'me', status: 'pending' })
    expect(tianjinQueue.list.map((row) => row.applyId)).toContain(own.data.applyId)
    // The menu's count of 企业备案审核 is the list's 待我处理 total (item 2).
    for (const client of [tianjin, session.admin]) {
      const counts = await client.get('/workflow/queue-counts')
      expect(counts.code, counts.msg).toBe(200)
      expect(counts.data.counts['enterprise-record']).toBe((await listed(client, { waiting: 'me' })).total)
    }
    const operatorCounts = await session.operator.get('/workflow/queue-counts')
    expect(operatorCounts.data.counts['enterprise-record']).toBeUndefined()
    expect(operatorCounts.data.counts['enterprise-apply']).toBeUndefined()
    const bad = await tianjin.get(RECORDS, { query: { waiting: 'all' } })
    expect(bad.code).toBe(400)
  })

  it('takes a batch of 20 with 2 refusals: 18 done, 2 reasons, nothing half-applied', async () => {
    const { tianjin, admin, server } = session
    // One record moved by someone else first, one named with an old version.
    const [first, second] = submitted
    const moved = await admin.post(`${RECORDS}/${first.applyId}/accept`, { version: first.version })
    expect(moved.code, moved.msg).toBe(200)
    const items = submitted.map((item, index) =>
      index === 1 ? { ...item, version: item.version - 1 } : item,
    )
    const journalBefore = await server.db.selectFrom('journal').select('id').execute()
    const answer = await tianjin.post(`${RECORDS}/batch`, { action: 'accept', items, opinion: '材料齐全' })
    expect(answer.code, answer.msg).toBe(200)
    expect(answer.data.done).toBe(18)
    expect(answer.data.refused).toBe(2)
    const refusals = answer.data.results.filter((result: { ok: boolean }) => !result.ok)
    expect(refusals.map((result: { applyId: string }) => result.applyId)).toEqual([
      first.applyId,
      second.applyId,
    ])
    expect(refusals[0].message).toBe('申请已被他人处理或修改，请刷新后重试')
    expect(refusals[1].message).toBe('申请已被他人处理或修改，请刷新后重试')
    const rows = await server.db
      .selectFrom('applications')
      .select(['applyId', 'status', 'version', 'examinerName'])
      .where(
        'applyId',
        'in',
        submitted.map((item) => item.applyId),
      )
      .execute()
    const byId = new Map(rows.map((row) => [row.applyId, row]))
    expect(byId.get(second.applyId)).toMatchObject({ status: 'pending', version: second.version })
    for (const item of submitted.slice(2))
      expect(byId.get(item.applyId)).toMatchObject({ status: 'reviewing', version: item.version + 1 })
    // One journal entry per record (18 steps, 2 refusals) and the batch's own.
    const entries = await server.db
      .selectFrom('journal')
      .select(['action', 'target', 'result'])
      .where('id', 'not in', journalBefore.length ? journalBefore.map((row) => row.id) : [0])
      .execute()
    const steps = entries.filter((entry) => entry.action === 'application.step')
    expect(steps.filter((entry) => entry.result === 'success')).toHaveLength(18)
    expect(steps.filter((entry) => entry.result === 'failure')).toHaveLength(2)
    expect(entries.filter((entry) => entry.action === 'application.batch')).toHaveLength(1)
    // Accepted by tianjin: the queue names tianjin as the handler of the 18.
    const queue = await listed(tianjin, { waiting: 'me', status: 'reviewing' })
    const accepted = queue.list.filter((row) =>
      submitted.slice(2).some((item) => item.applyId === row.applyId),
    )
    expect(accepted).toHaveLength(18)
    const name = (await tianjin.get('/user_info')).data?.user?.name ?? accepted[0].handler
    expect(new Set(accepted.map((row) => row.handler))).toEqual(new Set([name]))
    const counts = await tianjin.get('/workflow/queue-counts')
    expect(counts.data.counts['enterprise-record']).toBe((await listed(tianjin, { waiting: 'me' })).total)
  })

  it('refuses a batch of a step the screen does not offer, or without the right, as a whole', async () => {
    const { tianjin, operator } = session
    const items = [submitted[5]]
    const wrong = await tianjin.post(`${RECORDS}/batch`, { action: 'submit', items })
    expect(wrong.code).toBe(400)
    const denied = await operator.post(`${RECORDS}/batch`, { action: 'accept', items })
    expect(denied.code).toBe(403)
  })
})
