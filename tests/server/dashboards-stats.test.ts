import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { recordOrder } from '../../server/src/stats/aggregate'
import { addDays, chinaDay, dayCount, dayStartIso } from '../../server/src/stats/days'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const UTIL = '/operating-services/charging-facility-utilization/stats'

describe.each(DIALECTS)('dashboard statistics on %s', (dialect) => {
  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])

  /** kWh and count of the orders the order list shows for a China-time day range and filters. */
  async function ordersSum(start: string, end: string, where: { area?: string; operator?: string }) {
    let query = server.db
      .selectFrom('charge_orders')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(cast(round("totalPower" * 100) as bigint))`.as('e'),
      ])
      .where('startTime', '>=', dayStartIso(start))
      .where('startTime', '<', dayStartIso(addDays(end, 1)))
    if (where.area) query = query.where('areaCode', 'like', `${where.area}%`)
    if (where.operator) query = query.where('operatorId', '=', where.operator)
    const row = await query.executeTakeFirstOrThrow()
    return { orders: Number(row.n), energy: Number(row.e ?? 0) / 100 }
  }

  /** The demo operator account's company (user attribute `operator`). */
  async function operatorIdOf(username: string): Promise<string> {
    const row = await server.db
      .selectFrom('user_attrs')
      .innerJoin('users', 'users.id', 'user_attrs.userId')
      .select('attrValue')
      .where('username', '=', username)
      .where('attrKey', '=', 'operator')
      .executeTakeFirstOrThrow()
    return row.attrValue
  }

  const energyOf = (data: { totals: { key: string; value: number }[] }) =>
    data.totals.find((figure) => figure.key === 'energy')?.value

  it('totals a period as the order archives do, with district and operator filters', async () => {
    const answer = await admin.get(UTIL, { query: { period: 'last30Days', areaCode: '120103' } })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    expect(end).toBe(chinaDay(Date.now()))
    expect(addDays(start, 29)).toBe(end)
    const expected = await ordersSum(start, end, { area: '120103' })
    expect(expected.orders).toBeGreaterThan(0)
    expect(energyOf(answer.data)).toBeCloseTo(expected.energy, 2)

    const custom = await admin.get(UTIL, {
      query: {
        period: 'custom',
        from: addDays(end, -100),
        to: addDays(end, -40),
        operatorId: answer.data.groups.byOperator[0].code,
      },
    })
    expect(custom.code).toBe(200)
    expect(custom.data.granularity).toBe('day')
    const byOperator = await ordersSum(addDays(end, -100), addDays(end, -40), {
      operator: answer.data.groups.byOperator[0].code,
    })
    expect(energyOf(custom.data)).toBeCloseTo(byOperator.energy, 2)
  })

  it('limits figures to the data scope of tianjin and operator', async () => {
    const city = await tianjin.get(UTIL, { query: { period: 'last7Days' } })
    expect(city.code).toBe(200)
    expect(energyOf(city.data)).toBeCloseTo(
      (await ordersSum(city.data.from, city.data.to, { area: '1201' })).energy,
      2,
    )
    expect(city.data.groups.byDistrict.every((row: { code: string }) => row.code.startsWith('1201'))).toBe(
      true,
    )

    const company = await operator.get(UTIL, { query: { period: 'last7Days' } })
    expect(company.code).toBe(200)
    const operatorId = await operatorIdOf('operator')
    expect(company.data.groups.byOperator.map((row: { code: string }) => row.code)).toEqual([operatorId])
    // The demo operator's account is also limited to Tianjin (auth_area 120100).
    const own = await ordersSum(company.data.from, company.data.to, { operator: operatorId, area: '1201' })
    expect(energyOf(company.data)).toBeCloseTo(own.energy, 2)
  })

  /**
   * What domain.md's Indicators need, counted here: charging hours and kWh of the period's orders,
   * connectors (the connector archive) and rated kW (Σ the piles' power) built, per district.
   */
  async function usage(start: string, end: string, where: { area?: string; operator?: string }) {
    const scoped = <T extends { areaCode: string; operatorId: string }>(rows: T[]) =>
      rows.filter(
        (row) =>
          (!where.area || row.areaCode.startsWith(where.area)) &&
          (!where.operator || row.operatorId === where.operator),
      )
    const orders = scoped(
      await server.db
        .selectFrom('charge_orders')
        .select(['areaCode', 'operatorId', 'startTime', 'endTime', 'totalPower'])
        .where('startTime', '>=', dayStartIso(start))
        .where('startTime', '<', dayStartIso(addDays(end, 1)))
        .execute(),
    )
    const connectors = scoped(
      await server.db.selectFrom('connectors').select(['areaCode', 'operatorId']).execute(),
    )
    const piles = scoped(
      await server.db.selectFrom('equipment').select(['areaCode', 'operatorId', 'power']).execute(),
    )
    /** kWh and the rates (%) over the period in the scope, or in one district of it. */
    const of = (area?: string) => {
      const inArea = <T extends { areaCode: string }>(rows: T[]) =>
        area ? rows.filter((row) => row.areaCode === area) : rows
      const ms = inArea(orders).reduce((sum, o) => sum + Date.parse(o.endTime) - Date.parse(o.startTime), 0)
      const kwh = inArea(orders).reduce((sum, o) => sum + Math.round(o.totalPower * 100), 0) / 100
      const ratedKw = inArea(piles).reduce((sum, pile) => sum + Number(pile.power), 0)
      const hoursOfPeriod = dayCount(start, end) * 24
      return {
        kwh,
        // Time utilisation = Σ charging hours ÷ (connectors × days × 24).
        time: (ms / 3_600_000 / (inArea(connectors).length * hoursOfPeriod)) * 100,
        // Energy utilisation = Σ kWh ÷ (Σ rated kW × days × 24).
        energy: (kwh / (ratedKw * hoursOfPeriod)) * 100,
      }
    }
    return { of, districts: [...new Set(connectors.map((row) => row.areaCode))] }
  }

  /**
   * A figure the server rounds to two decimals (a percentage, tonnes of carbon): within half a
   * hundredth of the exact one. An exact value on the midpoint (24.664998 t, 2026-12-02) may be shown
   * either way, so the bound has a hair of slack over 0.005.
   */
  const expectRounded = (shown: number | undefined, exact: number, what: string) =>
    expect(Math.abs((shown ?? Number.NaN) - exact), `${what}: ${shown} vs ${exact}`).toBeLessThanOrEqual(
      0.0051,
    )

  it('computes utilisation % and carbon reduction by the formulas of domain.md, for each scope', async () => {
    const value = (data: { totals: { key: string; value: number }[] }, key: string) =>
      data.totals.find((figure) => figure.key === key)?.value
    const operatorId = await operatorIdOf('operator')
    const users = [
      { name: 'admin', client: admin, where: {} },
      { name: 'tianjin', client: tianjin, where: { area: '1201' } },
      // The demo operator's account is also limited to Tianjin (auth_area 120100).
      { name: 'operator', client: operator, where: { area: '1201', operator: operatorId } },
    ]
    for (const { name, client, where } of users) {
      const answer = await client.get(UTIL, { query: { period: 'last30Days' } })
      expect(answer.code).toBe(200)
      const counted = await usage(answer.data.from, answer.data.to, where)
      const all = counted.of()
      expect(all.time, name).toBeGreaterThan(0)
      expectRounded(value(answer.data, 'timeUtilisation'), all.time, 'time')
      expectRounded(value(answer.data, 'energyUtilisation'), all.energy, 'energy')
      for (const row of answer.data.groups.byDistrict as { code: string; values: Record<string, number> }[]) {
        expectRounded(row.values.timeUtilisation, counted.of(row.code).time, row.code)
        expectRounded(row.values.energyUtilisation, counted.of(row.code).energy, row.code)
      }
      expect(answer.data.groups.byDistrict.length).toBe(counted.districts.length)

      // Carbon (kg) = kWh ÷ EV kWh/100 km × 100 × petrol L/100 km × 2.3 kg/L − kWh × grid factor; shown in t.
      for (const factors of [{}, { evConsumption: 12.5, petrolUse: 7, gridFactor: 0.61 }]) {
        const carbon = await client.get('/operating-services/carbon-analysis/stats', {
          query: { period: 'last30Days', ...factors },
        })
        expect(carbon.code).toBe(200)
        const { evConsumption, petrolUse, gridFactor } = {
          evConsumption: 15,
          petrolUse: 8,
          gridFactor: 0.5366,
          ...factors,
        }
        const tonnes = (kwh: number) =>
          ((kwh / evConsumption) * 100 * (petrolUse / 100) * 2.3 - kwh * gridFactor) / 1000
        expect(value(carbon.data, 'energy')).toBeCloseTo(all.kwh, 2)
        expectRounded(value(carbon.data, 'carbon'), tonnes(all.kwh), 'carbon')
        expect(value(carbon.data, 'carbon')).toBeGreaterThan(0)
        for (const row of carbon.data.groups.byDistrict as { code: string; values: Record<string, number> }[])
          expectRounded(row.values.carbon, tonnes(counted.of(row.code).kwh), row.code)
      }
    }
  })

  it('keeps the aggregates current when an order is written', async () => {
    const before = await admin.get(UTIL, { query: { period: 'today' } })
    const connector = await server.db.selectFrom('connectors').selectAll().limit(1).executeTakeFirstOrThrow()
    const end = Date.now() - 60_000
    await recordOrder(server.db, {
      startChargeSeq: `${connector.operatorId}TEST000000000001`,
      connectorId: connector.connectorId,
      equipmentId: connector.equipmentId,
      stationId: connector.stationId,
      operatorId: connector.operatorId,
      areaCode: connector.areaCode,
      startTime: new Date(Math.max(end - 1_800_000, Date.parse(dayStartIso(chinaDay(end))))).toISOString(),
      endTime: new Date(end).toISOString(),
      totalPower: 12.34,
      tipPower: 0,
      peakPower: 12.34,
      flatPower: 0,
      valleyPower: 0,
      totalElecMoney: 12.5,
      totalServiceMoney: 4.94,
      totalMoney: 17.44,
      stopReason: 0,
      vin: 'LSVAA4182E2000001',
      licensePlate: '津A12345',
      startSoc: 20,
      endSoc: 50,
      confirmResult: 0,
      chargeDetails: '[]',
    })
    const after = await admin.get(UTIL, { query: { period: 'today' } })
    expect((energyOf(after.data) ?? 0) - (energyOf(before.data) ?? 0)).toBeCloseTo(12.34, 2)
  })

  it('answers every dashboard and refuses bad periods with a field message', async () => {
    for (const path of [
      '/operating-services/elec-charging-facility-statistics/stats',
      '/operating-services/carbon-analysis/stats',
      '/operating-services/analysis-exchange-operation/stats',
      '/universal-services/over-all-data/stats',
    ]) {
      const answer = await admin.get(path, { query: { period: 'last12Months' } })
      expect(answer.code, path).toBe(200)
      expect(answer.data.totals.length, path).toBeGreaterThan(0)
      expect(
        answer.data.totals.every((figure: { value: number }) => Number.isFinite(figure.value)),
        path,
      ).toBe(true)
    }
    const facilities = await admin.get('/operating-services/elec-charging-facility-statistics/stats')
    const stations = await server.db
      .selectFrom('stations')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(facilities.data.totals[0]).toMatchObject({ key: 'stations', value: Number(stations.n) })
    const swap = await admin.get('/operating-services/analysis-exchange-operation/stats', {
      query: { period: 'last30Days' },
    })
    const swaps = await server.db
      .selectFrom('swap_orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('startTime', '>=', dayStartIso(swap.data.from))
      .where('startTime', '<', dayStartIso(addDays(swap.data.to, 1)))
      .executeTakeFirstOrThrow()
    expect(swap.data.totals[0]).toMatchObject({ key: 'swaps', value: Number(swaps.n) })

    const reversed = await admin.get(UTIL, {
      query: { period: 'custom', from: '2026-03-01', to: '2026-02-01' },
    })
    expect(reversed.code).toBe(400)
    expect(reversed.data).toHaveProperty('to')
    const unknown = await admin.get(UTIL, { query: { period: 'forever' } })
    expect(unknown.code).toBe(400)
  })
})
