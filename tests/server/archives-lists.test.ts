/**
 * The archives lists: every list in the list shape, filters, a whole city by its region code,
 * pinyin initials, sort and paging as the database gives them, refusals naming the field and the
 * orders' time window. Plates, details and data scope are in archives-details.test.ts.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/archives-management'
const DAY = 86_400_000

describe.each(DIALECTS)('archives lists on %s', (dialect) => {
  const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0)

  const { server, admin } = signedIn(dialect, ['admin'])

  it('answers every archives list with the list shape for admin', async () => {
    for (const path of [
      'stations',
      'equipment',
      'connectors',
      'orders',
      'operators',
      'platform-operators',
      'swap-stations',
      'swap-orders',
      'batteries',
      'no-power-equipment',
      'files',
      'assessment-records',
      'rural-stations',
    ]) {
      const answer = await admin.get(`${BASE}/${path}`)
      expect(answer.code, path).toBe(200)
      expect(answer.data, path).toMatchObject({ pageNum: 1, pageSize: 10 })
      expect(answer.data.total, path).toBeGreaterThan(0)
      expect(answer.data.list.length, path).toBe(Math.min(10, answer.data.total))
    }
  })

  it('narrows stations by district and status exactly as the database does', async () => {
    const answer = await admin.get(`${BASE}/stations`, {
      query: { areaCode: '120103', stationStatus: '50,6', pageSize: 100 },
    })
    const expected = await count(
      server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where('areaCode', '=', '120103')
        .where('stationStatus', 'in', [50, 6])
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    for (const row of answer.data.list) {
      expect(row.areaCode).toBe('120103')
      expect([50, 6]).toContain(row.stationStatus)
      expect(row.operatorName).toEqual(expect.any(String))
    }
  })

  it('selects a whole city by its region code and matches names by pinyin initials', async () => {
    const city = await admin.get(`${BASE}/stations`, { query: { areaCode: '130000' } })
    const hebei = await count(
      server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where('areaCode', 'like', '13%')
        .executeTakeFirst(),
    )
    expect(city.data.total).toBe(hebei)
    const sample = await server.db
      .selectFrom('stations')
      .select(['nameInitials', 'stationName'])
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    const initials = sample.nameInitials.slice(0, 4)
    const found = await admin.get(`${BASE}/stations`, {
      query: { keyword: initials.toUpperCase(), pageSize: 100 },
    })
    const expected = await count(
      server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where((eb) =>
          eb.or([
            eb('nameInitials', 'like', `%${initials}%`),
            eb('namePinyin', 'like', `%${initials}%`),
            eb('stationName', 'like', `%${initials}%`),
            eb('stationId', 'like', `${initials}%`),
          ]),
        )
        .executeTakeFirst(),
    )
    expect(found.data.total).toBe(expected)
    expect(found.data.list.map((row: { stationName: string }) => row.stationName)).toContain(
      sample.stationName,
    )
  })

  it('sorts and pages stations in the order the database gives', async () => {
    const page = await admin.get(`${BASE}/stations`, {
      query: { sort: 'ratedPower,desc', pageNum: 3, pageSize: 20 },
    })
    const expected = await server.db
      .selectFrom('stations')
      .select('stationId')
      .orderBy('ratedPower', 'desc')
      .orderBy('stationId', 'desc')
      .limit(20)
      .offset(40)
      .execute()
    expect(page.data.list.map((row: { stationId: string }) => row.stationId)).toEqual(
      expected.map((row) => row.stationId),
    )
    expect(page.data).toMatchObject({ pageNum: 3, pageSize: 20 })
  })

  it('refuses unknown filters, unknown sort fields, bad values and too wide windows with 400 naming the field', async () => {
    const unknown = await admin.get(`${BASE}/stations`, { query: { colour: 'red' } })
    expect(unknown.code).toBe(400)
    // The field by its key in data; the message a toast shows never names a key (issue 42, item 17).
    expect(unknown).toMatchObject({ msg: '不支持的字段', data: { colour: '不支持的字段' } })
    const sort = await admin.get(`${BASE}/orders`, { query: { sort: 'vin,asc' } })
    expect(sort).toMatchObject({ code: 400, data: { sort: expect.stringContaining('vin') } })
    const status = await admin.get(`${BASE}/connectors`, { query: { status: '7' } })
    expect(status).toMatchObject({ code: 400, data: { status: expect.any(String) } })
    const wide = await admin.get(`${BASE}/orders`, {
      query: { startTimeFrom: '2020-01-01', startTimeTo: '2026-01-01' },
    })
    expect(wide).toMatchObject({ code: 400, data: { startTimeFrom: expect.stringContaining('366') } })
    const page = await admin.get(`${BASE}/orders`, { query: { pageSize: 500 } })
    expect(page).toMatchObject({ code: 400, data: { pageSize: expect.any(String) } })
  })

  it('limits orders to the last 30 days by default and to the window given', async () => {
    const before = Date.now()
    const answer = await admin.get(`${BASE}/orders`)
    const after = Date.now()
    const low = await count(
      server.db
        .selectFrom('charge_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('startTime', '>=', new Date(after - 30 * DAY).toISOString())
        .executeTakeFirst(),
    )
    const high = await count(
      server.db
        .selectFrom('charge_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('startTime', '>=', new Date(before - 30 * DAY).toISOString())
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBeGreaterThanOrEqual(low)
    expect(answer.data.total).toBeLessThanOrEqual(high)
    const station = await server.db
      .selectFrom('charge_orders')
      .select('stationId')
      .orderBy('startTime', 'desc')
      .executeTakeFirstOrThrow()
    const from = new Date(Date.now() - 200 * DAY).toISOString()
    const to = new Date().toISOString()
    const window = await admin.get(`${BASE}/orders`, {
      query: {
        stationId: station.stationId,
        startTimeFrom: from,
        startTimeTo: to,
        sort: 'totalMoney,desc',
        pageSize: 100,
      },
    })
    const expected = await server.db
      .selectFrom('charge_orders')
      .select(['startChargeSeq', 'totalMoney'])
      .where('stationId', '=', station.stationId)
      .where('startTime', '>=', from)
      .where('startTime', '<=', to)
      .orderBy('totalMoney', 'desc')
      .orderBy('startChargeSeq', 'desc')
      .execute()
    expect(window.data.total).toBe(expected.length)
    expect(window.data.list.map((row: { startChargeSeq: string }) => row.startChargeSeq)).toEqual(
      expected.slice(0, 100).map((row) => row.startChargeSeq),
    )
  })
})
