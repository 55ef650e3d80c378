/**
 * Station assessment (issue 18): the library's weights, rounds, evidence before the deadline,
 * scores within each indicator's maximum, total and stars at their borders (59.99, 60, 89.99,
 * 90), publishing to the archives' records, the operator's company scope and evaluateCount.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { SEED_INDICATORS } from '../../server/src/assessment/seed'
import { pdf } from '../../server/src/db/seed/documents'
import { setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { starsOf } from '../../src/core/domain/enums'
import { assessmentTotal } from '../../src/core/domain/feedback'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const DEMO = '687651396'
const DAY = 86_400_000

describe('assessment totals and stars', () => {
  it('weights each score by its maximum, and puts the borders on the right star', () => {
    expect(
      assessmentTotal([
        { score: 5, maxScore: 10, weight: 40 },
        { score: 60, maxScore: 100, weight: 60 },
      ]),
    ).toBe(56)
    for (const [score, stars] of [
      [59.99, 1],
      [60, 2],
      [69.99, 2],
      [70, 3],
      [79.99, 3],
      [80, 4],
      [89.99, 4],
      [90, 5],
      [100, 5],
      [0, 1],
    ] as const)
      expect(starsOf(score), String(score)).toBe(stars)
  })
})

describe.each(DIALECTS)('station assessment on %s', (dialect) => {
  const { server, admin, operator } = signedIn(dialect, ['admin', 'operator'])
  afterEach(() => setClockOffsetMs(0))

  const uploadFile = (client: ApiClient, name: string, bytes: Uint8Array, type?: string) =>
    client.postFile('/assessment/attachments', name, bytes, type)
  const evaluateCount = async () => (await operator.get('/user_info')).data.evaluateCount as number

  it('seeds two years of library adding up to 100, a published and an open round, and the operator waiting', async () => {
    const library = await admin.get('/assessment/indicators')
    expect(library.code).toBe(200)
    expect(library.data.indicators).toHaveLength(SEED_INDICATORS.length)
    expect(
      library.data.indicators.reduce((sum: number, item: { weight: number }) => sum + item.weight, 0),
    ).toBe(100)
    expect(library.data.locked).toBe(true)
    const rounds = await admin.get('/assessment/rounds')
    expect(rounds.data.map((round: { status: string }) => round.status)).toEqual(['open', 'published'])
    expect(await evaluateCount()).toBe(3)
    const uploads = await operator.get('/assessment/evaluation-uploads', { query: { pageSize: 100 } })
    expect(uploads.data.list.length).toBeGreaterThan(0)
    for (const row of uploads.data.list) expect(row.operatorId).toBe(DEMO)
  })

  it('refuses a library whose weights do not add up to 100, and a year already assessed', async () => {
    const year = Number(today().slice(0, 4))
    const one = (weight: number, indicator = '指标') => ({
      dimension: '安全管理',
      indicator,
      weight,
      maxScore: 10,
      evidence: '材料',
    })
    const off = await admin.post('/assessment/indicators/2040', {
      indicators: [one(60, 'a'), one(39.99, 'b')],
    })
    expect(off.code).toBe(400)
    expect(off.msg).toContain('各指标权重之和应为100，当前为99.99')
    expect((await admin.get('/assessment/indicators', { query: { year: 2040 } })).data.indicators).toEqual([])
    const locked = await admin.post(`/assessment/indicators/${year}`, { indicators: [one(100)] })
    expect(locked.code).toBe(409)
    const ok = await admin.post('/assessment/indicators/2040', {
      indicators: [one(33.33, 'a'), one(33.33, 'b'), one(33.34, 'c')],
    })
    expect(ok.code, ok.msg).toBe(200)
    expect(ok.data.locked).toBe(false)
    expect((await operator.post('/assessment/indicators/2040', { indicators: [one(100)] })).code).toBe(403)
  })

  it('runs a round: evidence, submit, scores at the star borders, publish to the records', async () => {
    const year = 2031
    const library = await admin.post(`/assessment/indicators/${year}`, {
      indicators: [
        { dimension: '综合', indicator: '综合评价', weight: 100, maxScore: 100, evidence: '自评报告' },
      ],
    })
    expect(library.code, library.msg).toBe(200)
    const indicatorId = library.data.indicators[0].id as number
    const before = await evaluateCount()
    const deadline = new Date(Date.parse(`${today()}T00:00:00Z`) + 10 * DAY).toISOString().slice(0, 10)
    expect(
      (await admin.post('/assessment/rounds', { year, deadline: '2020-01-01', operatorIds: [DEMO] })).code,
    ).toBe(400)
    const round = await admin.post('/assessment/rounds', { year, deadline, operatorIds: [DEMO] })
    expect(round.code, round.msg).toBe(200)
    expect(round.data.progress.awaiting).toBe(round.data.stationCount)
    expect(await evaluateCount()).toBe(before + round.data.stationCount)
    expect((await admin.post('/assessment/rounds', { year, deadline, operatorIds: [DEMO] })).code).toBe(409)
    // The company is asked for each station's evidence (issue 41): a to-do per station, open
    // until its 提交.
    const roundItems = (
      await server.db
        .selectFrom('assessment_items')
        .select('id')
        .where('roundId', '=', round.data.id)
        .execute()
    ).map((item) => String(item.id))
    const todos = async (done: 0 | 1) =>
      (
        await server.db
          .selectFrom('messages as m')
          .innerJoin('users as u', 'u.id', 'm.userId')
          .select(['m.title', 'u.username'])
          .where('m.flow', '=', 'assessment')
          .where('m.type', '=', 'todo')
          .where('m.done', '=', done)
          .where('m.subjectId', 'in', roundItems)
          .execute()
      ).map((row) => `${row.username} ${row.title}`)
    // As many as the stations its account sees (its area), each the account's.
    const seen = (await operator.get('/assessment/uploads', { query: { year, pageSize: 10 } })).data.total
    expect(seen).toBeGreaterThan(4)
    expect(await todos(0)).toEqual(Array.from({ length: seen }, () => 'operator 充电站星级评定待提交'))

    const list = await operator.get('/assessment/uploads', { query: { year, pageSize: 10, sort: 'id,asc' } })
    const items = list.data.list.slice(0, 4) as { id: number }[]
    expect(items).toHaveLength(4)
    for (const item of items) {
      const path = `/assessment/uploads/${item.id}`
      const empty = await operator.post(`${path}/submit`)
      expect(empty.code).toBe(400)
      expect(empty.msg).toContain('综合评价')
      const file = await uploadFile(operator, '自评报告.pdf', pdf('自评报告', item.id))
      expect(file.code, file.msg).toBe(200)
      const set = await operator.post(`${path}/evidence`, { indicatorId, fileIds: [file.data.id] })
      expect(set.code, set.msg).toBe(200)
      expect(set.data.indicators[0].files.map((entry: { id: number }) => entry.id)).toEqual([file.data.id])
      const submitted = await operator.post(`${path}/submit`)
      expect(submitted.data.status).toBe('submitted')
      // Submitted: the evidence is fixed.
      expect((await operator.post(`${path}/evidence`, { indicatorId, fileIds: [] })).code).toBe(409)
    }
    const asked = (list: string[]) => list.filter((todo) => todo === 'operator 充电站星级评定待提交')
    expect(asked(await todos(0))).toHaveLength(seen - 4)
    expect(asked(await todos(1))).toHaveLength(4)
    const scores = [59.99, 60, 89.99, 90]
    const stars = [1, 2, 4, 5]
    for (const [index, item] of items.entries()) {
      const over = await admin.post(`/assessment/reviews/${item.id}/score`, {
        scores: [{ indicatorId, score: 100.01 }],
      })
      expect(over.code).toBe(400)
      expect(over.msg).toContain('得分不能超过满分100')
      const scored = await admin.post(`/assessment/reviews/${item.id}/score`, {
        scores: [{ indicatorId, score: scores[index], comment: '符合要求' }],
      })
      expect(scored.code, scored.msg).toBe(200)
      expect(scored.data).toMatchObject({ status: 'scored', score: scores[index], stars: stars[index] })
    }
    // The operator cannot score, nor see another company's assessments.
    expect(
      (
        await operator.post(`/assessment/reviews/${items[0].id}/score`, {
          scores: [{ indicatorId, score: 1 }],
        })
      ).code,
    ).toBe(403)
    const foreign = await server.db
      .selectFrom('assessment_items')
      .select('id')
      .where('operatorId', '<>', DEMO)
      .executeTakeFirstOrThrow()
    const hidden = await operator.post(`/assessment/uploads/${foreign.id}/submit`)
    expect(hidden.code).toBe(400)
    expect(hidden.msg).toContain('评定记录不存在或无权查看')

    const published = await admin.post(`/assessment/rounds/${round.data.id}/publish`)
    expect(published.code, published.msg).toBe(200)
    expect(published.data.progress.published).toBe(4)
    // Each station's 发布 is ASSESSMENT_FLOW's step on the one engine: one history row and one journal record each.
    const publishedIds = (
      await server.db
        .selectFrom('assessment_items')
        .select('id')
        .where('roundId', '=', round.data.id)
        .where('status', '=', 'published')
        .execute()
    ).map((item) => String(item.id))
    const steps = await server.db
      .selectFrom('flow_steps')
      .select(['subjectId', 'fromStatus', 'toStatus'])
      .where('flow', '=', 'assessment')
      .where('action', '=', 'publish')
      .where('subjectId', 'in', publishedIds)
      .execute()
    expect(steps.map((step) => [step.fromStatus, step.toStatus])).toEqual(
      items.map(() => ['scored', 'published']),
    )
    const journaled = await server.db
      .selectFrom('journal')
      .select('target')
      .where('action', '=', 'assessment.publish')
      .where(
        'target',
        'in',
        publishedIds.map((id) => `assessment:${id}`),
      )
      .execute()
    expect(journaled).toHaveLength(4)
    // Its company is told each result (issue 41): 已发布, a result's word, not a proof's 已发放.
    const told = await server.db
      .selectFrom('messages')
      .select('title')
      .where('flow', '=', 'assessment')
      .where('type', '=', 'notice')
      .where('subjectId', 'in', publishedIds)
      .execute()
    expect(told.filter((row) => row.title.endsWith('已发布'))).toHaveLength(4)
    expect(told.filter((row) => row.title.endsWith('已发放'))).toEqual([])
    const records = await admin.get('/archives-management/assessment-records', {
      query: { year, pageSize: 10 },
    })
    expect(records.data.list.map((row: { stars: number }) => row.stars).sort()).toEqual([1, 2, 4, 5])
    const staff = await admin.get('/assessment/records', { query: { year, status: 'published' } })
    expect(staff.data.total).toBe(4)

    // After the deadline the rest of the round is closed to evidence, and no longer counted.
    const rest = list.data.list[4] as { id: number }
    setClockOffsetMs(11 * DAY)
    const late = await operator.post(`/assessment/uploads/${rest.id}/evidence`, { indicatorId, fileIds: [] })
    expect(late.code).toBe(409)
    expect(late.msg).toContain('已超过材料提交截止日期')
  })

  it('refuses evidence files of a forbidden type and marks the popup read', async () => {
    const exe = await uploadFile(
      operator,
      'tool.exe',
      new Uint8Array([77, 90, 0, 0]),
      'application/octet-stream',
    )
    expect(exe.code).toBe(400)
    expect(exe.msg).toContain('只支持')
    const fake = await uploadFile(operator, 'fake.pdf', new TextEncoder().encode('not a pdf'))
    expect(fake.code).toBe(400)
    expect(await evaluateCount()).toBeGreaterThan(0)
    expect((await operator.post('/govOperatorStationPopupWindows/updateReaded')).code).toBe(200)
    expect(await evaluateCount()).toBe(0)
  })
})
