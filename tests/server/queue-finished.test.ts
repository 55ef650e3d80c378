/**
 * A record nobody has to act on has no queue columns (issue 42, noticed on the walk): an issued
 * access proof still valid (its only steps, 撤销 and 到期失效, are nobody's pending work while it
 * holds) showed 等待天数 126 and 当前处理人 系统管理员. Once its validity has passed, 到期失效
 * waits for the release desk (its issuer), counted from the day it passed.
 */
import { describe, expect, it } from 'vitest'
import { DIALECTS, serverWith } from './helpers'

const RECORDS = '/universal-services/accessproof-records'

describe.each(DIALECTS)('queue columns of finished records on %s', (dialect) => {
  const session = serverWith(dialect, ['tianjin'])

  const rows = async () => {
    const answer = await session.tianjin.get(RECORDS, { query: { pageSize: 100 } })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data.list as Record<string, unknown>[]
  }

  it('gives an issued proof still valid, a revoked and an expired one neither waiting days nor handler', async () => {
    const list = await rows()
    const valid = list.filter(
      (row) => row.status === 'issued' && String(row.validUntil) > new Date().toISOString(),
    )
    expect(valid.length).toBeGreaterThan(0)
    const ended = list.filter((row) => row.status === 'revoked' || row.status === 'expired')
    expect(ended.length).toBeGreaterThan(0)
    for (const row of [...valid, ...ended])
      expect(row, String(row.applyId)).toMatchObject({ waitingDays: null, handler: null, overdue: false })
  })

  it('counts an issued proof past its validity as waiting for 到期失效 from the day it passed', async () => {
    const [issued] = (await rows()).filter((row) => row.status === 'issued')
    // Issued two months ago, its validity passed three weeks ago (the demo's proofs run to 2029).
    // The wait counts from the later of the two: a proof the seed issued days ago would count
    // from its issue, so its issue is moved back too.
    const passed = new Date(Date.now() - 21 * 86_400_000).toISOString()
    await session.server.db
      .updateTable('applications')
      .set({ validUntil: passed })
      .where('applyId', '=', String(issued.applyId))
      .execute()
    await session.server.db
      .updateTable('application_steps')
      .set({ time: new Date(Date.now() - 60 * 86_400_000).toISOString() })
      .where('applyId', '=', String(issued.applyId))
      .where('toStatus', '=', 'issued')
      .execute()
    const row = (await rows()).find((item) => item.applyId === issued.applyId)
    // The desk that issued it goes on with it (queue-rows.ts: the same desk's next step).
    expect(row?.handler).toBe(issued.issuerName)
    // Working days since it passed: fewer than the 15 calendar weekdays, more than none.
    expect(row?.waitingDays).toBeGreaterThan(5)
    expect(row?.waitingDays).toBeLessThanOrEqual(16)
  })
})
