/**
 * The archives' records: orders found by a plate prefix with plates masked, a station with its
 * piles and connectors, an order's details, piles without energy, and each user kept to its data
 * scope and granted pages.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DIALECTS, PASSWORDS, serverWith } from './helpers'

const BASE = '/archives-management'
const DAY = 86_400_000

describe.each(DIALECTS)('archives lists on %s', (dialect) => {
  const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0)

  const session = serverWith(dialect, ['admin', 'tianjin', 'operator'])

  it('finds orders by a plate prefix and shows plates masked', async () => {
    const order = await session.server.db
      .selectFrom('charge_orders')
      .select(['licensePlate', 'startTime'])
      .orderBy('startTime', 'desc')
      .executeTakeFirstOrThrow()
    const prefix = order.licensePlate.slice(0, 5)
    const answer = await session.admin.get(`${BASE}/orders`, { query: { keyword: prefix, pageSize: 100 } })
    const since = new Date(Date.now() - 30 * DAY).toISOString()
    const expected = await count(
      session.server.db
        .selectFrom('charge_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('startTime', '>=', since)
        .where((eb) =>
          eb.or([
            eb('licensePlate', 'like', `${prefix}%`),
            eb('startChargeSeq', 'like', `${prefix}%`),
            eb('vin', 'like', `${prefix}%`),
          ]),
        )
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    for (const row of answer.data.list) {
      expect(row.licensePlate.startsWith(prefix)).toBe(true)
      expect(row.licensePlate.endsWith('**')).toBe(true)
    }
  })

  it('shows a station with its last 30 days and its piles (from their list), and an order with details adding up', async () => {
    const station = await session.server.db
      .selectFrom('stations')
      .select('stationId')
      .where('equipmentCount', '>', 2)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    // The detail sends the station and its last 30 days; piles come from their own list, once.
    const detail = await session.admin.get(`${BASE}/stations/${station.stationId}`)
    expect(detail.data).not.toHaveProperty('equipment')
    const month = new Date(Date.now() - 30 * DAY).toISOString()
    const recent = await session.server.db
      .selectFrom('charge_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('stationId', '=', station.stationId)
      .where('startTime', '>=', month)
      .executeTakeFirstOrThrow()
    expect(detail.data.orders30Days).toBe(Number(recent.n))
    expect(detail.data.energy30Days).toEqual(expect.any(Number))
    expect(detail.data.money30Days).toEqual(expect.any(Number))
    const piles = await session.server.db
      .selectFrom('equipment')
      .select('equipmentId')
      .where('stationId', '=', station.stationId)
      .execute()
    const listed = await session.admin.get(`${BASE}/equipment`, {
      query: { stationId: station.stationId, pageSize: 100 },
    })
    expect(listed.data.list.map((pile: { equipmentId: string }) => pile.equipmentId).sort()).toEqual(
      piles.map((pile) => pile.equipmentId).sort(),
    )
    const order = await session.server.db
      .selectFrom('charge_orders')
      .select(['startChargeSeq', 'connectorId', 'totalPower', 'totalMoney'])
      .orderBy('startTime', 'desc')
      .executeTakeFirstOrThrow()
    const orderDetail = await session.admin.get(`${BASE}/orders/${order.startChargeSeq}`)
    const details = orderDetail.data.chargeDetails as {
      detailPower: number
      detailElecMoney: number
      detailServiceMoney: number
    }[]
    expect(details.length).toBeGreaterThan(0)
    expect(details.reduce((sum, item) => sum + item.detailPower, 0)).toBeCloseTo(order.totalPower, 2)
    expect(
      details.reduce((sum, item) => sum + item.detailElecMoney + item.detailServiceMoney, 0),
    ).toBeCloseTo(order.totalMoney, 2)
    // A connector's orders come from the order list (its detail's related table).
    const ofConnector = await session.admin.get(`${BASE}/orders`, {
      query: { connectorId: order.connectorId },
    })
    expect(ofConnector.data.list[0].startChargeSeq).toBe(order.startChargeSeq)
  })

  it('lists piles without energy for the given number of days', async () => {
    const answer = await session.admin.get(`${BASE}/no-power-equipment`, {
      query: { days: 30, pageSize: 50 },
    })
    const cutoff = new Date(Date.now() - 30 * DAY).toISOString()
    const expected = await count(
      session.server.db
        .selectFrom('equipment')
        .select(sql<number>`count(*)`.as('n'))
        .where('lastOrderTime', '<', cutoff)
        .where('equipmentStatus', '<>', 1)
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    for (const row of answer.data.list)
      if (row.idleDays !== null) expect(row.idleDays).toBeGreaterThanOrEqual(30)
    expect(
      (await session.admin.get(`${BASE}/no-power-equipment`, { query: { days: 0 } })).data,
    ).toHaveProperty('days')
  })

  it('shows the tianjin user only Tianjin rows, and no Hebei record even by id', async () => {
    const answer = await session.tianjin.get(`${BASE}/stations`, { query: { pageSize: 100 } })
    const expected = await count(
      session.server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where('areaCode', 'like', '1201%')
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    for (const row of answer.data.list) expect(row.areaCode.startsWith('1201')).toBe(true)
    const orders = await session.tianjin.get(`${BASE}/orders`, { query: { pageSize: 100 } })
    for (const row of orders.data.list) expect(row.areaCode.startsWith('1201')).toBe(true)
    const hebei = await session.server.db
      .selectFrom('stations')
      .select('stationId')
      .where('areaCode', 'like', '13%')
      .executeTakeFirstOrThrow()
    expect((await session.tianjin.get(`${BASE}/stations/${hebei.stationId}`)).code).toBe(400)
    expect((await session.admin.get(`${BASE}/stations/${hebei.stationId}`)).code).toBe(200)
  })

  it('shows a company user only its own operator', async () => {
    const answer = await session.operator.get(`${BASE}/stations`, { query: { pageSize: 100 } })
    const expected = await count(
      session.server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where('operatorId', '=', '687651396')
        .where('areaCode', 'like', '1201%')
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    for (const row of answer.data.list) expect(row.operatorId).toBe('687651396')
  })

  it('refuses pages the user has not been granted with 403', async () => {
    const stale = await session.server.client().signIn('stale', PASSWORDS.stale)
    expect((await stale.get(`${BASE}/stations`)).code).toBe(403)
    expect((await session.operator.get(`${BASE}/batteries`)).code).toBe(403)
    expect((await session.operator.post(`${BASE}/connectors/export`, {})).code).toBe(403)
  })
})
