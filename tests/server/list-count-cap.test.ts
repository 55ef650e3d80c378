/**
 * A list counts its rows up to COUNT_CAP (server/src/resources/routes.ts; decisions: Bounded list
 * counts): below it `total` is exact, past it `total` is the cap and `totalCapped` is true; a
 * city user's count reads its area codes as a range on both dialects (conditions.ts: inArea).
 * The station keyword's index (migration 0045: a trigram GIN on PostgreSQL, nothing on SQLite)
 * and its short parts written as `strpos` find what a scan of LIKEs finds.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { COUNT_CAP } from '../../server/src/resources/routes'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const ORDERS = '/api/archives-management/orders'
const STATIONS = '/api/archives-management/stations'
const CONNECTORS = '/api/archives-management/connectors'

/** A China-time date `days` days before now, as the console sends it. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10)
}

describe.each(DIALECTS)('bounded list counts on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])

  /** The rows of a table matching a condition, counted directly. */
  async function counted(table: string, where = sql`1 = 1`): Promise<number> {
    const row = await sql<{
      n: number
    }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(server.db)
    return Number(row.rows[0].n)
  }

  it('answers the cap and totalCapped past it, and the page is still the first rows', async () => {
    const window = { startTimeFrom: `${chinaDay(365)} 00:00:00`, startTimeTo: `${chinaDay(0)} 23:59:59` }
    const inWindow = await counted(
      'charge_orders',
      sql`${sql.ref('startTime')} >= ${new Date(`${chinaDay(365)}T00:00:00+08:00`).toISOString()}`,
    )
    // The demo seed holds more orders in a year than the cap (else this test says nothing).
    expect(inWindow).toBeGreaterThan(COUNT_CAP)
    const answer = await admin.get(ORDERS, { query: { ...window, pageSize: 10, sort: 'startTime,desc' } })
    expect(answer.code).toBe(200)
    expect(answer.data.total).toBe(COUNT_CAP)
    expect(answer.data.totalCapped).toBe(true)
    expect(answer.data.list).toHaveLength(10)
    const last = await admin.get(ORDERS, { query: { ...window, pageSize: 100, pageNum: COUNT_CAP / 100 } })
    expect(last.data.list).toHaveLength(100)
  })

  it('stays exact below the cap, without totalCapped', async () => {
    const all = await admin.get(STATIONS, { query: { pageSize: 10 } })
    expect(all.data.total).toBe(await counted('stations'))
    expect(all.data.total).toBeLessThan(COUNT_CAP)
    expect(all.data).not.toHaveProperty('totalCapped')
    const window = { startTimeFrom: `${chinaDay(2)} 00:00:00`, startTimeTo: `${chinaDay(0)} 23:59:59` }
    const few = await admin.get(ORDERS, { query: { ...window, pageSize: 10 } })
    const from = new Date(`${chinaDay(2)}T00:00:00+08:00`).toISOString()
    const to = new Date(`${chinaDay(0)}T23:59:59+08:00`).toISOString()
    const exact = await counted(
      'charge_orders',
      sql`${sql.ref('startTime')} >= ${from} and ${sql.ref('startTime')} <= ${to}`,
    )
    expect(exact).toBeLessThan(COUNT_CAP)
    expect(few.data.total).toBe(exact)
    expect(few.data).not.toHaveProperty('totalCapped')
  })

  it('migrates the station name search: a trigram index on PostgreSQL, none on SQLite', async () => {
    const applied = await sql<{
      name: string
    }>`select name from kysely_migration where name = '0045-station-name-search'`.execute(server.db)
    expect(applied.rows).toHaveLength(1)
    if (dialect !== 'postgres') return
    const index = await sql<{
      indexdef: string
    }>`select indexdef from pg_indexes where indexname = 'stations_names_trgm'`.execute(server.db)
    expect(index.rows[0]?.indexdef).toMatch(/gin .*gin_trgm_ops/)
  })

  it('finds by keyword what LIKEs over every station find, short parts and prefixes included', async () => {
    const names = sql.join(
      ['stationName', 'namePinyin', 'nameInitials'].map((column) => sql`${sql.ref(column)} like '%hexi%'`),
      sql` or `,
    )
    // The trailing syllable's start (pinyin-keyword.ts): 'h' + 'e…' and 'hex' + 'xi…', short parts included.
    const initials = sql.ref('nameInitials')
    const pinyin = sql.ref('namePinyin')
    const short = sql`((${initials} like '%he%' and ${pinyin} like '%exi%') or (${initials} like '%hex%' and ${pinyin} like '%xi%'))`
    const expected = await counted(
      'stations',
      sql`(${names} or ${sql.ref('stationId')} like 'hexi%' or ${short})`,
    )
    expect(expected).toBeGreaterThan(0)
    const answer = await admin.get(STATIONS, { query: { keyword: 'hexi', pageSize: 10 } })
    expect(answer.data.total).toBe(expected)
    const prefix = await admin.get(STATIONS, { query: { keyword: '1201', pageSize: 10 } })
    expect(prefix.data.total).toBe(
      await counted(
        'stations',
        sql`${sql.ref('stationId')} like '1201%' or ${sql.ref('stationName')} like '%1201%' or ${sql.ref('namePinyin')} like '%1201%' or ${sql.ref('nameInitials')} like '%1201%'`,
      ),
    )
  })

  it("counts a city user's rows by its area codes, exactly", async () => {
    const inCity = sql`${sql.ref('areaCode')} like '1201%'`
    for (const [path, table] of [
      [STATIONS, 'stations'],
      [CONNECTORS, 'connectors'],
    ] as const) {
      const exact = await counted(table, inCity)
      const answer = await tianjin.get(path, { query: { pageSize: 10 } })
      expect([path, answer.data.total]).toEqual([path, Math.min(exact, COUNT_CAP)])
      expect(answer.data.totalCapped ?? false).toBe(exact > COUNT_CAP)
      expect(answer.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(
        true,
      )
    }
  })
})
