/**
 * Issue 39 item 2: rural tagging, evaluation moderation and objectives examine on the one engine
 * (server/src/workflow/step.ts) — a step names the version it saw (a stale one answers 409 and
 * writes nothing, the status alone no longer decides), and each step leaves its history in
 * flow_steps (an examination's keyed by year and district, its composite key).
 */
import { describe, expect, it } from 'vitest'
import { DIALECTS, serverWith } from './helpers'

const YEAR = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4))

describe.each(DIALECTS)('steps of the last private flows on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'tianjin'])
  const history = (flow: string, subjectId: string) =>
    session.server.db
      .selectFrom('flow_steps')
      .select(['action', 'fromStatus', 'toStatus', 'userName'])
      .where('flow', '=', flow)
      .where('subjectId', '=', subjectId)
      .orderBy('id')
      .execute()

  it('rural tagging: a stale version is refused, a step moves the version and is kept', async () => {
    const { db } = session.server
    const { stationId } = await db
      .selectFrom('stations')
      .select('stationId')
      .where('ruralFlag', '=', 0)
      .where('ruralTagStatus', 'is', null)
      .orderBy('stationId', 'desc')
      .executeTakeFirstOrThrow()
    const read = () =>
      db
        .selectFrom('stations')
        .select(['ruralTagStatus', 'ruralVersion', 'ruralTagReason'])
        .where('stationId', '=', stationId)
        .executeTakeFirstOrThrow()
    const before = await read()
    const path = `/archives-management/rural-stations/${stationId}/tag`
    const stale = await session.admin.post(path, { reason: '过时的页面', version: before.ruralVersion + 1 })
    expect(stale.code).toBe(409)
    expect(stale.msg).toBe('站点状态已变化，请刷新后重试')
    expect(await read()).toEqual(before)
    const tag = await session.admin.post(path, { reason: '位于行政村', version: before.ruralVersion })
    expect(tag.code).toBe(200)
    expect(await read()).toEqual({
      ruralTagStatus: 'pending',
      ruralVersion: before.ruralVersion + 1,
      ruralTagReason: '位于行政村',
    })
    expect(await history('rural', stationId)).toEqual([
      { action: 'tag', fromStatus: 'none', toStatus: 'pending', userName: expect.any(String) },
    ])
  })

  it('evaluation moderation: a stale version is refused, a step moves the version and is kept', async () => {
    const { db } = session.server
    const { id } = await db
      .selectFrom('app_evaluations')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const read = () =>
      db
        .selectFrom('app_evaluations')
        .select(['status', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    const before = await read()
    const path = `/mobile-management/evaluations/${id}/hide`
    const stale = await session.admin.post(path, { reason: '广告', version: before.version + 1 })
    expect(stale.code).toBe(409)
    expect(await read()).toEqual(before)
    expect((await session.admin.post(path, { reason: '广告', version: before.version })).code).toBe(200)
    expect(await read()).toEqual({ status: 'hidden', version: before.version + 1 })
    expect(await history('evaluation', String(id))).toEqual([
      { action: 'hide', fromStatus: 'pending', toStatus: 'hidden', userName: expect.any(String) },
    ])
  })

  it("objectives examine: an opinion names the district's version; kept under year and district", async () => {
    const list = await session.admin.get('/operation-supervision/examine', { query: { year: YEAR } })
    const open = (list.data.rows as { areaCode: string; locked: boolean; version: number }[]).find(
      (row) => !row.locked,
    )
    expect(open).toBeDefined()
    const { areaCode, version } = open as { areaCode: string; version: number }
    const path = '/operation-supervision/examine/opinion'
    const stale = await session.admin.post(path, {
      year: YEAR,
      areaCode,
      opinion: '过时',
      version: version + 1,
    })
    expect(stale.code).toBe(409)
    const saved = await session.admin.post(path, { year: YEAR, areaCode, opinion: '推进正常', version })
    expect(saved.code).toBe(200)
    expect(saved.data.version).toBe(version + 1)
    expect(await history('objective-examine', `${YEAR}:${areaCode}`)).toEqual([
      { action: 'opinion', fromStatus: 'open', toStatus: 'open', userName: expect.any(String) },
    ])
  })

  it("objectives examine: locking tells the opinion's writer 已锁定, naming the district and year", async () => {
    const list = await session.admin.get('/operation-supervision/examine', { query: { year: YEAR } })
    const row = (
      list.data.rows as { areaCode: string; areaName: string; locked: boolean; opinion: string }[]
    ).find((one) => !one.locked && !one.opinion && one.areaCode.startsWith('1201'))
    expect(row).toBeDefined()
    const { areaCode, areaName } = row as { areaCode: string; areaName: string }
    const version = async () =>
      (await session.tianjin.get('/operation-supervision/examine', { query: { year: YEAR } })).data.rows.find(
        (one: { areaCode: string }) => one.areaCode === areaCode,
      ).version as number
    const body = async () => ({ year: YEAR, areaCode, version: await version() })
    const opinion = await session.admin.post('/operation-supervision/examine/opinion', {
      ...(await body()),
      opinion: '年度目标基本完成',
    })
    expect(opinion.code, opinion.msg).toBe(200)
    const locked = await session.tianjin.post('/operation-supervision/examine/lock', await body())
    expect(locked.code, locked.msg).toBe(200)
    const notice = await session.server.db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select(['m.title', 'm.content'])
      .where('u.username', '=', 'admin')
      .where('m.flow', '=', 'objective-examine')
      .where('m.subjectId', '=', `${YEAR}:${areaCode}`)
      .where('m.type', '=', 'notice')
      .executeTakeFirstOrThrow()
    expect(notice.title).toBe('目标考核已锁定')
    expect(notice.content).toContain(`「${areaName}${YEAR}年度」`)
  })
})
