import { beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const STATIONS = '/archives-management/stations'

describe.each(DIALECTS)('list keywords follow the pinyin rules of section 1 on %s', (dialect) => {
  let heping: string[]
  const { server, admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    const rows = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('stationName', 'like', '%和平区%')
      .execute()
    heping = rows.map((row) => row.stationId)
  })

  const ids = async (keyword: string) => {
    const answer = await admin.get(STATIONS, { query: { keyword, pageSize: 100 } })
    expect(answer.code).toBe(200)
    return {
      total: answer.data.total as number,
      ids: answer.data.list.map((row: { stationId: string }) => row.stationId) as string[],
    }
  }

  it('finds the 和平区 stations by initials, spaced initials, full pinyin and a trailing syllable start', async () => {
    expect(heping.length).toBeGreaterThan(0)
    expect(heping.length).toBeLessThanOrEqual(100)
    for (const keyword of ['hpq', 'hp q', 'HPQ', 'heping qu', 'He Ping Qu', 'hepingq', 'hp qu', 'h p q']) {
      const found = await ids(keyword)
      expect([keyword, heping.every((id) => found.ids.includes(id))]).toEqual([keyword, true])
    }
  })

  it('ignores spaces between Chinese characters (section 1; issue 42, item 22)', async () => {
    const whole = await ids('和平区')
    expect(whole.total).toBeGreaterThan(0)
    for (const keyword of ['和平 区', ' 和 平　区 ', '和平\t区'])
      expect([keyword, await ids(keyword)]).toEqual([keyword, whole])
  })

  it('ignores them in the lists the server answers by hand too (roles)', async () => {
    const roles = async (keyword: string) =>
      (await admin.get('/sso/post/api/role/getAll', { query: { keyword } })).data.list.map(
        (row: { roleName: string }) => row.roleName,
      )
    const whole = await roles('管理员')
    expect(whole.length).toBeGreaterThan(0)
    expect(await roles('管理 员')).toEqual(whole)
  })

  it('does not match what the rules do not allow', async () => {
    // A trailing syllable start longer than the syllable, or letters of no station.
    expect((await ids('hpqux')).ids.filter((id) => heping.includes(id))).toEqual([])
    expect((await ids('zzzzq')).total).toBe(0)
  })
})
