import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const TARGETS = '/operation-supervision/targets'
const PLANNING = '/operation-supervision/planning-analysis/stats'
const EXAMINE = '/operation-supervision/examine'
const YEAR = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4))

describe.each(DIALECTS)('objectives on %s', (dialect) => {
  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])
  afterEach(() => setClockOffsetMs(0))

  /** Built in a year in one district, counted straight from the archives. */
  async function builtIn(year: number, areaCode: string) {
    const from = `${year}-01-01`
    const until = `${year + 1}-01-01`
    const stations = await sql<{ n: number; p: number }>`select count(*) as "n",
      sum(case when "stationType" = 1 then 1 else 0 end) as "p" from stations
      where "areaCode" = ${areaCode} and "officialRunTime" >= ${from} and "officialRunTime" < ${until}`.execute(
      server.db,
    )
    const piles = await sql<{
      n: number
      kw: number
    }>`select count(*) as "n", sum("power") as "kw" from equipment
      where "areaCode" = ${areaCode} and "createTime" >= ${from} and "createTime" < ${until}`.execute(
      server.db,
    )
    return {
      stations: Number(stations.rows[0].n),
      publicStations: Number(stations.rows[0].p ?? 0),
      piles: Number(piles.rows[0].n),
      power: Number(piles.rows[0].kw ?? 0),
    }
  }

  const targetCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('objective_targets')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('lists seeded targets per district, scoped for tianjin and closed to the operator', async () => {
    const all = await admin.get(TARGETS, { query: { year: YEAR } })
    expect(all.code).toBe(200)
    expect(all.data.editable).toBe(true)
    expect(all.data.rows.length).toBeGreaterThan(16)
    expect(all.data.rows.every((row: { target: unknown }) => row.target)).toBe(true)
    const city = await tianjin.get(TARGETS, { query: { year: YEAR } })
    expect(city.code).toBe(200)
    expect(city.data.rows.length).toBeGreaterThan(0)
    expect(city.data.rows.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
    expect((await operator.get(TARGETS, { query: { year: YEAR } })).code).toBe(403)
  })

  it('sets a target; refuses bad figures, another area and a past year, writing nothing', async () => {
    const list = await tianjin.get(TARGETS, { query: { year: YEAR } })
    const row = list.data.rows.find((item: { areaCode: string }) => item.areaCode === '120103')
    const body = { year: YEAR, areaCode: '120103', stations: 40, piles: 300, power: 9000.5, publicShare: 55 }
    const before = await targetCount()
    for (const bad of [
      { ...body, stations: -1 },
      { ...body, piles: 'many' },
      { ...body, publicShare: 120 },
      { ...body, power: null },
    ]) {
      const answer = await tianjin.post(TARGETS, { ...bad, version: row.version })
      expect(answer.code).toBe(400)
      expect(Object.keys(answer.data ?? {}).length).toBeGreaterThan(0)
    }
    expect((await tianjin.post(TARGETS, { ...body, areaCode: '130100', version: 0 })).code).toBe(400)
    expect((await tianjin.post(TARGETS, { ...body, year: YEAR - 1, version: 1 })).code).toBe(409)
    expect((await tianjin.post(TARGETS, { ...body, version: row.version + 5 })).code).toBe(409)
    expect(await targetCount()).toBe(before)
    const stored = await server.db
      .selectFrom('objective_targets')
      .selectAll()
      .where('year', '=', YEAR)
      .where('areaCode', '=', '120103')
      .executeTakeFirstOrThrow()
    expect(stored.stations).toBe(row.target.stations)

    const saved = await tianjin.post(TARGETS, { ...body, version: row.version })
    expect(saved.code).toBe(200)
    expect(saved.data.version).toBe(row.version + 1)
    expect(saved.data.target).toEqual({ stations: 40, piles: 300, power: 9000.5, publicShare: 55 })
    const journal = await server.db
      .selectFrom('journal')
      .select('action')
      .where('action', '=', 'objective.saveTarget')
      .execute()
    expect(journal.length).toBeGreaterThan(0)
  })

  it('computes completion from the archives, as counted independently', async () => {
    const answer = await tianjin.get(PLANNING, { query: { year: YEAR - 1 } })
    expect(answer.code).toBe(200)
    const rows = answer.data.groups.byDistrict as { code: string; values: Record<string, number> }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.code.startsWith('1201'))).toBe(true)
    for (const row of rows.slice(0, 4)) {
      const built = await builtIn(YEAR - 1, row.code)
      const target = await server.db
        .selectFrom('objective_targets')
        .selectAll()
        .where('year', '=', YEAR - 1)
        .where('areaCode', '=', row.code)
        .executeTakeFirstOrThrow()
      expect(row.values.stations).toBe(built.stations)
      expect(row.values.piles).toBe(built.piles)
      expect(row.values.power).toBeCloseTo(built.power, 2)
      expect(row.values.stationsRate).toBeCloseTo((built.stations / target.stations) * 100, 1)
      expect(row.values.pilesRate).toBeCloseTo((built.piles / target.piles) * 100, 1)
      const share = built.stations ? (built.publicStations / built.stations) * 100 : 0
      expect(row.values.publicShare).toBeCloseTo(share, 1)
      // The last year has passed: a district is behind when its completion is under 100%.
      expect(row.values.behind).toBe(row.values.completion < 100 ? 1 : 0)
    }
    const total = rows.reduce((sum, row) => sum + row.values.stations, 0)
    expect(answer.data.totals.find((item: { key: string }) => item.key === 'stations').value).toBe(total)
  })

  it('keeps a locked examination; locks a year from December on, then refuses edits', async () => {
    const last = await tianjin.get(EXAMINE, { query: { year: YEAR - 1 } })
    expect(last.code).toBe(200)
    expect(last.data.rows.length).toBeGreaterThan(0)
    expect(last.data.rows.every((row: { locked: boolean }) => row.locked)).toBe(true)
    const first = last.data.rows[0]
    expect(first.score).toBeGreaterThanOrEqual(0)
    expect(
      (await tianjin.post(`${EXAMINE}/opinion`, { year: YEAR - 1, areaCode: first.areaCode, opinion: '改' }))
        .code,
    ).toBe(409)

    const open = await tianjin.get(EXAMINE, { query: { year: YEAR } })
    const rows = open.data.rows as { areaCode: string }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(
      (await tianjin.post(`${EXAMINE}/opinion`, { year: YEAR, areaCode: rows[0].areaCode, opinion: '' }))
        .code,
    ).toBe(400)
    // Before December 1st of the year the result cannot be locked (the server's clock).
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    if (today < `${YEAR}-12-01`)
      expect((await tianjin.post(`${EXAMINE}/lock`, { year: YEAR })).code).toBe(409)
    setClockOffsetMs(Date.parse(`${YEAR}-12-15T04:00:00Z`) - Date.now())
    // Opinions first: a district without one is named in the refusal.
    expect((await tianjin.post(`${EXAMINE}/lock`, { year: YEAR })).code).toBe(409)
    for (const row of rows) {
      const answer = await tianjin.post(`${EXAMINE}/opinion`, {
        year: YEAR,
        areaCode: row.areaCode,
        opinion: '目标推进正常',
      })
      expect(answer.code).toBe(200)
    }
    const locked = await tianjin.post(`${EXAMINE}/lock`, { year: YEAR })
    expect(locked.code).toBe(200)
    expect(locked.data.locked).toBe(rows.length)
    const kept = await tianjin.get(EXAMINE, { query: { year: YEAR } })
    expect(kept.data.rows.every((row: { locked: boolean }) => row.locked)).toBe(true)
    const target = (await tianjin.get(TARGETS, { query: { year: YEAR } })).data.rows[0]
    expect(target.locked).toBe(true)
    const refused = await tianjin.post(TARGETS, {
      year: YEAR,
      areaCode: target.areaCode,
      ...target.target,
      stations: target.target.stations + 1,
      version: target.version,
    })
    expect(refused.code).toBe(409)
    // Hebei's districts are outside tianjin's scope and stay open for admin.
    const hebei = await admin.get(EXAMINE, { query: { year: YEAR, areaCode: '130000' } })
    expect(hebei.data.rows.every((row: { locked: boolean }) => !row.locked)).toBe(true)
  })
})
