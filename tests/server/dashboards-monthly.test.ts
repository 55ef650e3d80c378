/**
 * Issue 16, stats at p95 ≤ 100 ms (migration 0020, server/src/stats/window.ts): the monthly and
 * per-pile-type aggregates equal the sums of the daily ones after the seed and after new orders,
 * and every charge stats call answers for whole months, partial months, a single day and the
 * presets exactly what the daily aggregates give, as admin, a city user and an operator, on
 * SQLite and PostgreSQL.
 */
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataScopeOf } from '../../server/src/auth/scope'
import * as statsMonthly from '../../server/src/db/migrations/0020-stats-monthly'
import { today } from '../../server/src/kernel/clock'
import { recordOrder, recordSwapOrder } from '../../server/src/stats/aggregate'
import { addDays } from '../../server/src/stats/days'
import { chargeSums } from '../../server/src/stats/series'
import { type ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'
import { type Limits, monthlyDifferences, type Reference, reference } from './stats-daily-reference'

const OPS = '/operating-services'
type Row = { code?: string; name: string; values: Record<string, number> }
type Data = {
  from: string
  to: string
  totals: { key: string; value: number }[]
  groups: Record<string, Row[]>
}

/** The first day of the month `back` months before today's. */
function monthStart(back: number): string {
  const at = new Date(Date.parse(`${today().slice(0, 7)}-01T00:00:00Z`))
  at.setUTCMonth(at.getUTCMonth() - back)
  return at.toISOString().slice(0, 10)
}

/** Windows: presets, whole months, partial months (days added and days taken away), one day. */
function windows(): Record<string, string>[] {
  return [
    { period: 'last30Days' },
    { period: 'last12Months' },
    { period: 'yesterday' },
    { period: 'custom', from: monthStart(2), to: addDays(monthStart(0), -1) },
    { period: 'custom', from: addDays(monthStart(3), 2), to: addDays(monthStart(1), 26) },
    { period: 'custom', from: addDays(monthStart(2), 19), to: addDays(monthStart(1), 4) },
    { period: 'custom', from: addDays(monthStart(4), 1), to: addDays(monthStart(4), 1) },
  ]
}

const pick = (rows: Row[], keys: string[]) =>
  rows.map((row) => [row.code ?? row.name, ...keys.map((key) => row.values[key] ?? 0)])
const totals = (data: Data, keys: string[]) =>
  keys.map((key) => data.totals.find((item) => item.key === key)?.value)
const sums = (row: Record<string, unknown> | undefined, keys: (keyof ReturnType<typeof chargeSums>)[]) => {
  const values = chargeSums(row)
  return keys.map((key) => values[key])
}
const listOf = (rows: Record<string, unknown>[]) =>
  rows.map((row) => [String(row.code), ...sums(row, ['energy', 'orders', 'revenue', 'hours'])])
/** Rows of an answer's group by code, keeping `keys`, for codes the reference has. */
const byCode = (rows: Row[], keys: string[]) =>
  Object.fromEntries(rows.map((row) => [row.code ?? row.name, keys.map((key) => row.values[key])]))
const refByCode = (rows: Record<string, unknown>[], keys: (keyof ReturnType<typeof chargeSums>)[]) =>
  Object.fromEntries(rows.map((row) => [String(row.key), sums(row, keys)]))

/** Compare each charge stats call of one caller and window with the daily aggregates. */
async function compareCalls(
  client: ApiClient,
  ref: Reference,
  query: Record<string, string>,
  limits: Limits,
) {
  const get = async (page: string): Promise<Data> => {
    const answer = await client.get(`${OPS}/${page}/stats`, { query })
    expect(answer.code, `${page} ${JSON.stringify(query)}`).toBe(200)
    return answer.data
  }
  const station = await get('charging-station-statistic')
  const period = { start: station.from, end: station.to }
  const stationRef = await ref.list('station', period, limits, 200)
  expect(pick(station.groups.stations, ['energy', 'orders', 'revenue', 'hours'])).toEqual(listOf(stationRef))
  const stationTotal = await ref.total('station_daily_stats', period, limits)
  expect(totals(station, ['energy', 'orders', 'revenue', 'hours'])).toEqual(
    sums(stationTotal, ['energy', 'orders', 'revenue', 'hours']),
  )

  const equip = await get('charging-equip-statistics')
  expect(pick(equip.groups.piles, ['energy', 'orders', 'revenue', 'hours'])).toEqual(
    listOf(await ref.list('equipment', period, limits, 200)),
  )
  const pileTotal = await ref.total('equipment_daily_stats', period, limits)
  expect(totals(equip, ['energy', 'orders', 'revenue', 'hours'])).toEqual(
    sums(pileTotal, ['energy', 'orders', 'revenue', 'hours']),
  )
  expect(byCode(equip.groups.byType, ['energy', 'orders', 'revenue'])).toEqual(
    refByCode(await ref.byType(period, limits), ['energy', 'orders', 'revenue']),
  )

  const use = await get('charging-facility-utilization')
  expect(pick(use.groups.stationRanking, ['energy'])).toEqual(
    (await ref.list('station', period, limits, 20)).map((row) => [
      String(row.code),
      sums(row, ['energy'])[0],
    ]),
  )
  const operatorTotal = await ref.total('operator_daily_stats', period, limits)
  expect(totals(use, ['energy', 'hours'])).toEqual(sums(operatorTotal, ['energy', 'hours']))
  const areaRows = await ref.by('areaCode', period, limits)
  const districts = refByCode(areaRows, ['energy', 'hours'])
  for (const row of use.groups.byDistrict)
    expect([row.values.energy, row.values.hours]).toEqual(districts[row.code ?? ''] ?? [0, 0])
  const operators = refByCode(await ref.by('operatorId', period, limits), ['energy', 'hours'])
  for (const row of use.groups.byOperator)
    expect([row.values.energy, row.values.hours]).toEqual(operators[row.code ?? ''] ?? [0, 0])

  const carbon = await get('carbon-analysis')
  expect(totals(carbon, ['energy'])).toEqual(sums(operatorTotal, ['energy']))
  expect(byCode(carbon.groups.byDistrict, ['energy'])).toEqual(refByCode(areaRows, ['energy']))
  const swap = await get('analysis-exchange-operation')
  const swapTotal = (await ref.swaps(null, period, limits))[0]
  expect(totals(swap, ['swaps', 'energy', 'revenue'])).toEqual([
    Number(swapTotal?.swaps ?? 0),
    Math.round(Number(swapTotal?.energyCenti ?? 0)) / 100,
    Math.round(Number(swapTotal?.feeFen ?? 0)) / 100,
  ])
  const swapOperators = Object.fromEntries(
    (await ref.swaps('operatorId', period, limits)).map((row) => [String(row.key), Number(row.swaps)]),
  )
  expect(Object.fromEntries(swap.groups.byOperator.map((row) => [row.code, row.values.swaps]))).toEqual(
    swapOperators,
  )
  if (query.period === 'last12Months' || (query.from && query.to && query.to > addDays(query.from, 61))) {
    const months = refByCode(await ref.byMonth(period, limits), ['energy'])
    for (const row of carbon.groups.trend) expect([row.values.energy]).toEqual(months[row.name] ?? [0])
    for (const row of use.groups.trend) expect([row.values.energy]).toEqual(months[row.name] ?? [0])
    const swapMonths = Object.fromEntries(
      (await ref.swaps('month', period, limits)).map((row) => [String(row.key), Number(row.swaps)]),
    )
    for (const row of swap.groups.trend) expect(row.values.swaps).toBe(swapMonths[row.name] ?? 0)
  }
}

describe.each(DIALECTS)('monthly aggregates on %s', (dialect) => {
  const clients: [string, ApiClient, Limits][] = []
  let ref: Reference

  const { server } = signedIn(dialect, [])
  beforeAll(async () => {
    ref = reference(server.db)
    for (const name of ['admin', 'tianjin', 'operator'] as const) {
      const attrs = await server.db
        .selectFrom('user_attrs')
        .innerJoin('users', 'users.id', 'user_attrs.userId')
        .select(['attrKey', 'attrValue'])
        .where('username', '=', name)
        .execute()
      const scope = dataScopeOf(Object.fromEntries(attrs.map((row) => [row.attrKey, row.attrValue])))
      const limits = { area: scope.areaPrefix ?? undefined, operator: scope.operatorId ?? undefined }
      clients.push([name, await server.client().signIn(name, PASSWORDS[name]), limits])
    }
  })

  it('after the seed every monthly and per-type row is the sum of its daily rows', async () => {
    const count = await server.db
      .selectFrom('equipment_monthly_stats')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBeGreaterThan(0)
    expect(await monthlyDifferences(server.db)).toEqual([])
  })

  it('every charge stats call equals the daily aggregates for whole and partial months and one day', async () => {
    for (const query of windows())
      for (const [name, client, limits] of clients) {
        await compareCalls(client, ref, query, limits).catch((error) => {
          throw new Error(`${name} ${JSON.stringify(query)}: ${error.message}`)
        })
      }
    // A district filter on top of the admin's scope.
    await compareCalls(clients[0][1], ref, { period: 'last30Days', areaCode: '120103' }, { area: '120103' })
  })

  it('over-all-data: cumulative and yearly figures equal the daily aggregates', async () => {
    // The operator's role reads over-all-data too (decisions: Statistics): its company's totals.
    for (const [name, client, limits] of clients) {
      const answer = await client.get('/universal-services/over-all-data/stats')
      expect(answer.code, name).toBe(200)
      const all = await ref.total('operator_daily_stats', null, limits)
      expect(totals(answer.data, ['energy', 'orders', 'revenue'])).toEqual(
        sums(all, ['energy', 'orders', 'revenue']),
      )
      const years = refByCode(await ref.byYear(limits), ['energy', 'orders'])
      for (const row of answer.data.groups.yearly as Row[])
        expect([row.values.energy, row.values.orders]).toEqual(years[row.code ?? ''] ?? [0, 0])
    }
  })

  it('new orders reach the monthly rows exactly where the daily rows got them', async () => {
    const piles = await server.db
      .selectFrom('connectors')
      .select(['connectorId', 'equipmentId', 'stationId', 'operatorId', 'areaCode'])
      .orderBy('connectorId')
      .limit(3)
      .execute()
    const days = [today(), addDays(monthStart(1), 3), addDays(monthStart(2), 20), addDays(monthStart(13), 0)]
    let serial = 0
    for (const day of days)
      for (const pile of piles) {
        serial += 1
        const start = new Date(Date.parse(`${day}T02:00:00Z`) - 8 * 3_600_000 + serial * 60_000)
        await recordOrder(server.db, {
          ...pile,
          startChargeSeq: `MONTHLYTEST${String(serial).padStart(6, '0')}`,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 1_800_000).toISOString(),
          totalPower: 12.34 + serial,
          tipPower: 0,
          peakPower: 0,
          flatPower: 12.34 + serial,
          valleyPower: 0,
          totalElecMoney: 9.87,
          totalServiceMoney: 6.17,
          totalMoney: 16.04,
          stopReason: 0,
          vin: 'LMONTHLYTEST00000',
          licensePlate: '津A00000',
          startSoc: 30,
          endSoc: 80,
          confirmResult: 0,
          chargeDetails: '[]',
        })
      }
    const station = await server.db
      .selectFrom('swap_stations')
      .select(['stationId', 'operatorId', 'areaCode'])
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    for (const [index, day] of days.entries()) {
      const start = new Date(Date.parse(`${day}T03:00:00Z`) - 8 * 3_600_000)
      await recordSwapOrder(server.db, {
        ...station,
        orderNo: `MONTHLYSWAP${index}`,
        vin: 'LMONTHLYTEST00000',
        licensePlate: '津A00000',
        fleet: '',
        outBatteryCode: 'B0',
        outSoc: 10,
        outSoh: 95,
        inBatteryCode: 'B1',
        inSoc: 95,
        inSoh: 96,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 180_000).toISOString(),
        duration: 180,
        bay: 1,
        energy: 45.6,
        fee: 38.2,
        result: index % 2,
      })
    }
    expect(await monthlyDifferences(server.db)).toEqual([])
    for (const query of windows().slice(0, 5)) await compareCalls(clients[0][1], ref, query, clients[0][2])
    await compareCalls(clients[2][1], ref, windows()[4], clients[2][2])
  })

  it('migration 0020 builds the same rows from the daily aggregates of an existing database', async () => {
    await statsMonthly.down(server.db)
    await statsMonthly.up(server.db)
    const count = await server.db
      .selectFrom('station_monthly_stats')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBeGreaterThan(0)
    expect(await monthlyDifferences(server.db)).toEqual([])
    await compareCalls(clients[1][1], ref, windows()[4], clients[1][2])
  })
})
