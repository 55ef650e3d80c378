/**
 * The archives' records: orders found by a plate prefix with plates masked, a station with its
 * piles and connectors, an order's details, piles without energy, and each user kept to its data
 * scope and granted pages.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const BASE = '/archives-management'
const DAY = 86_400_000

describe.each(DIALECTS)('archives lists on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let tianjin: ApiClient
  let operator: ApiClient
  const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0)

  beforeAll(async () => {
    server = await bootServer(dialect)
    admin = await server.client().signIn('admin', PASSWORDS.admin)
    tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    operator = await server.client().signIn('operator', PASSWORDS.operator)
  })
  afterAll(() => server?.close())

  it('finds orders by a plate prefix and shows plates masked', async () => {
    const order = await server.db
      .selectFrom('charge_orders')
      .select(['licensePlate', 'startTime'])
      .orderBy('startTime', 'desc')
      .executeTakeFirstOrThrow()
    const prefix = order.licensePlate.slice(0, 5)
    const answer = await admin.get(`${BASE}/orders`, { query: { keyword: prefix, pageSize: 100 } })
    const since = new Date(Date.now() - 30 * DAY).toISOString()
    const expected = await count(
      server.db
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

  it('shows a station with its piles and their connectors, and an order with details adding up', async () => {
    const station = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('equipmentCount', '>', 2)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    const detail = await admin.get(`${BASE}/stations/${station.stationId}`)
    const piles = await server.db
      .selectFrom('equipment')
      .select('equipmentId')
      .where('stationId', '=', station.stationId)
      .execute()
    expect(detail.data.equipment.map((pile: { equipmentId: string }) => pile.equipmentId).sort()).toEqual(
      piles.map((pile) => pile.equipmentId).sort(),
    )
    for (const pile of detail.data.equipment) {
      const guns = await server.db
        .selectFrom('connectors')
        .select('connectorId')
        .where('equipmentId', '=', pile.equipmentId)
        .execute()
      expect(pile.connectors).toHaveLength(guns.length)
    }
    const order = await server.db
      .selectFrom('charge_orders')
      .select(['startChargeSeq', 'connectorId', 'totalPower', 'totalMoney'])
      .orderBy('startTime', 'desc')
      .executeTakeFirstOrThrow()
    const orderDetail = await admin.get(`${BASE}/orders/${order.startChargeSeq}`)
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
    const connector = await admin.get(`${BASE}/connectors/${order.connectorId}`)
    expect(connector.data.recentOrders[0].startChargeSeq).toBe(order.startChargeSeq)
    expect(connector.data.station.stationId).toEqual(expect.any(String))
  })

  it('lists piles without energy for the given number of days', async () => {
    const answer = await admin.get(`${BASE}/no-power-equipment`, { query: { days: 30, pageSize: 50 } })
    const cutoff = new Date(Date.now() - 30 * DAY).toISOString()
    const expected = await count(
      server.db
        .selectFrom('equipment')
        .select(sql<number>`count(*)`.as('n'))
        .where('lastOrderTime', '<', cutoff)
        .where('equipmentStatus', '<>', 1)
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    for (const row of answer.data.list)
      if (row.idleDays !== null) expect(row.idleDays).toBeGreaterThanOrEqual(30)
    expect((await admin.get(`${BASE}/no-power-equipment`, { query: { days: 0 } })).data).toHaveProperty(
      'days',
    )
  })

  it('shows the tianjin user only Tianjin rows, and no Hebei record even by id', async () => {
    const answer = await tianjin.get(`${BASE}/stations`, { query: { pageSize: 100 } })
    const expected = await count(
      server.db
        .selectFrom('stations')
        .select(sql<number>`count(*)`.as('n'))
        .where('areaCode', 'like', '1201%')
        .executeTakeFirst(),
    )
    expect(answer.data.total).toBe(expected)
    for (const row of answer.data.list) expect(row.areaCode.startsWith('1201')).toBe(true)
    const orders = await tianjin.get(`${BASE}/orders`, { query: { pageSize: 100 } })
    for (const row of orders.data.list) expect(row.areaCode.startsWith('1201')).toBe(true)
    const hebei = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('areaCode', 'like', '13%')
      .executeTakeFirstOrThrow()
    expect((await tianjin.get(`${BASE}/stations/${hebei.stationId}`)).code).toBe(400)
    expect((await admin.get(`${BASE}/stations/${hebei.stationId}`)).code).toBe(200)
  })

  it('shows a company user only its own operator', async () => {
    const answer = await operator.get(`${BASE}/stations`, { query: { pageSize: 100 } })
    const expected = await count(
      server.db
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
    const stale = await server.client().signIn('stale', PASSWORDS.stale)
    expect((await stale.get(`${BASE}/stations`)).code).toBe(403)
    expect((await operator.get(`${BASE}/batteries`)).code).toBe(403)
    expect((await operator.post(`${BASE}/connectors/export`, {})).code).toBe(403)
  })
})
