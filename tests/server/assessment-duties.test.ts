/**
 * Station assessment's separation of duties (issue 38): whoever uploaded a station's evidence may
 * not score it; another expert may.
 */
import { describe, expect, it } from 'vitest'
import { pdf } from '../../server/src/db/seed/documents'
import { today } from '../../server/src/kernel/clock'
import { userWithRights } from './access-helpers'
import { DIALECTS, serverWith } from './helpers'

const DEMO = '687651396'
const DAY = 86_400_000

describe.each(DIALECTS)('station assessment duties on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])

  it('never lets whoever uploaded the evidence of a station score it (issue 38: separation of duties)', async () => {
    const year = 2032
    const library = await session.admin.post(`/assessment/indicators/${year}`, {
      indicators: [
        { dimension: '综合', indicator: '综合评价', weight: 100, maxScore: 100, evidence: '自评报告' },
      ],
    })
    const indicatorId = library.data.indicators[0].id as number
    const deadline = new Date(Date.parse(`${today()}T00:00:00Z`) + 10 * DAY).toISOString().slice(0, 10)
    const round = await session.admin.post('/assessment/rounds', { year, deadline, operatorIds: [DEMO] })
    expect(round.code, round.msg).toBe(200)
    const list = await session.admin.get('/assessment/uploads', {
      query: { year, pageSize: 1, sort: 'id,asc' },
    })
    const item = list.data.list[0] as { id: number }
    // Admin uploads and submits the evidence itself, then may not score it.
    const file = await session.admin.postFile(
      '/assessment/attachments',
      '自评报告.pdf',
      pdf('自评报告', item.id),
    )
    expect(file.code, file.msg).toBe(200)
    expect(
      (
        await session.admin.post(`/assessment/uploads/${item.id}/evidence`, {
          indicatorId,
          fileIds: [file.data.id],
        })
      ).code,
    ).toBe(200)
    expect((await session.admin.post(`/assessment/uploads/${item.id}/submit`)).code).toBe(200)
    const row = () =>
      session.server.db
        .selectFrom('assessment_items')
        .select(['status', 'version'])
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow()
    const before = await row()
    const own = await session.admin.post(`/assessment/reviews/${item.id}/score`, {
      scores: [{ indicatorId, score: 80 }],
    })
    expect(own.code).toBe(403)
    expect(own.msg).toContain('不能评审本人上传的评定材料')
    expect(await row()).toEqual(before)
    // Another expert scores it.
    const expert = await userWithRights(session.server, session.admin, [
      'station-assessment-review/view',
      'station-assessment-review/examine',
    ])
    const scored = await expert.client.post(`/assessment/reviews/${item.id}/score`, {
      scores: [{ indicatorId, score: 80 }],
    })
    expect(scored.code, scored.msg).toBe(200)
    expect(scored.data.status).toBe('scored')
  })
})
