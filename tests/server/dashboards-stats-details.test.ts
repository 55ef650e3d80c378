/**
 * The statistics screens added after the first five dashboards (issue 16): each call's figures
 * equal SQL over the archives (orders, swap orders, alarms, message counts) for one period with
 * filters and data scope, on SQLite and PostgreSQL.
 */
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const OPS = '/operating-services'
const TROUBLE = '/ops-services/trouble-statistics/stats'

type Figures = { totals: { key: string; value: number }[] }
const figure = (data: Figures, key: string) => data.totals.find((item) => item.key === key)?.value

describe.each(DIALECTS)('statistics screens on %s', (dialect) => {
  let operatorId: string

  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])
  beforeAll(async () => {
    operatorId = (
      await server.db
        .selectFrom('user_attrs')
        .innerJoin('users', 'users.id', 'user_attrs.userId')
        .select('attrValue')
        .where('username', '=', 'operator')
        .where('attrKey', '=', 'operator')
        .executeTakeFirstOrThrow()
    ).attrValue
  })

  interface Limits {
    area?: string
    operator?: string
  }

  /** Rows of a table whose time column falls in the China-time days, within the limits. */
  function inPeriod<T extends 'charge_orders' | 'swap_orders' | 'alarms'>(
    table: T,
    column: 'startTime' | 'alarmTime',
    start: string,
    end: string,
    limits: Limits,
  ) {
    // biome-ignore lint/suspicious/noExplicitAny: one helper over three tables
    const db: any = server.db
    // biome-ignore lint/suspicious/noExplicitAny: one helper over three tables
    let query: any = db
      .selectFrom(table)
      .where(column, '>=', dayStartIso(start))
      .where(column, '<', dayStartIso(addDays(end, 1)))
    if (limits.area) query = query.where('areaCode', 'like', `${limits.area}%`)
    if (limits.operator) query = query.where('operatorId', '=', limits.operator)
    return query
  }

  async function orders(start: string, end: string, limits: Limits) {
    const row = await inPeriod('charge_orders', 'startTime', start, end, limits)
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(cast(round("totalPower" * 100) as bigint))`.as('e'),
        sql<number>`sum(cast(round("totalMoney" * 100) as bigint))`.as('m'),
      ])
      .executeTakeFirstOrThrow()
    return { orders: Number(row.n), energy: Number(row.e ?? 0) / 100, revenue: Number(row.m ?? 0) / 100 }
  }

  it('charging-station-statistic: totals and each listed station equal the order archives', async () => {
    const answer = await admin.get(`${OPS}/charging-station-statistic/stats`, {
      query: { period: 'last30Days', areaCode: '120103' },
    })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    const expected = await orders(start, end, { area: '120103' })
    expect(expected.orders).toBeGreaterThan(0)
    expect(figure(answer.data, 'energy')).toBeCloseTo(expected.energy, 2)
    expect(figure(answer.data, 'orders')).toBe(expected.orders)
    expect(figure(answer.data, 'revenue')).toBeCloseTo(expected.revenue, 2)
    const [first] = answer.data.groups.stations
    const own = await inPeriod('charge_orders', 'startTime', start, end, {})
      .where('stationId', '=', first.code)
      .select([sql<number>`sum(cast(round("totalPower" * 100) as bigint))`.as('e')])
      .executeTakeFirstOrThrow()
    expect(first.values.energy).toBeCloseTo(Number(own.e) / 100, 2)
    const energies = answer.data.groups.stations.map(
      (row: { values: { energy: number } }) => row.values.energy,
    )
    expect(energies).toEqual([...energies].sort((a, b) => b - a))
  })

  it('charging-equip-statistics: totals and piles equal the order archives, in scope', async () => {
    const answer = await tianjin.get(`${OPS}/charging-equip-statistics/stats`, {
      query: { period: 'last7Days' },
    })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    const expected = await orders(start, end, { area: '1201' })
    expect(figure(answer.data, 'energy')).toBeCloseTo(expected.energy, 2)
    expect(figure(answer.data, 'orders')).toBe(expected.orders)
    const [first] = answer.data.groups.piles
    const pile = await inPeriod('charge_orders', 'startTime', start, end, {})
      .where('equipmentId', '=', first.code)
      .select([sql<number>`count(*)`.as('n'), sql<string>`min("areaCode")`.as('a')])
      .executeTakeFirstOrThrow()
    expect(first.values.orders).toBe(Number(pile.n))
    expect(String(pile.a).startsWith('1201')).toBe(true)
    const byType = answer.data.groups.byType.reduce(
      (sum: number, row: { values: { orders: number } }) => sum + row.values.orders,
      0,
    )
    expect(byType).toBe(expected.orders)

    const company = await operator.get(`${OPS}/charging-equip-statistics/stats`, {
      query: { period: 'last30Days' },
    })
    const own = await orders(company.data.from, company.data.to, { operator: operatorId, area: '1201' })
    expect(figure(company.data, 'energy')).toBeCloseTo(own.energy, 2)
  })

  it('analysis-of-battery-replacement: swaps, failures, duration and hours equal the swap orders', async () => {
    const answer = await admin.get(`${OPS}/analysis-of-battery-replacement/stats`, {
      query: { period: 'last30Days', areaCode: '120000' },
    })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    const row = await inPeriod('swap_orders', 'startTime', start, end, { area: '12' })
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when "result" = 1 then 1 else 0 end)`.as('f'),
        sql<number>`sum("duration")`.as('d'),
      ])
      .executeTakeFirstOrThrow()
    const swaps = Number(row.n)
    expect(swaps).toBeGreaterThan(0)
    expect(figure(answer.data, 'swaps')).toBe(swaps)
    // A percentage rounded to hundredths: a midpoint (0.625 → 0.63) is off by exactly 0.005.
    expect(
      Math.abs(Number(figure(answer.data, 'failureRate')) - (Number(row.f) / swaps) * 100),
    ).toBeLessThanOrEqual(0.0051)
    expect(figure(answer.data, 'meanDuration')).toBeCloseTo(Number(row.d) / swaps / 60, 2)
    const sum = (group: string) =>
      answer.data.groups[group].reduce(
        (total: number, item: { values: { swaps: number } }) => total + item.values.swaps,
        0,
      )
    expect(sum('byHour')).toBe(swaps)
    expect(sum('byModel')).toBe(swaps)
    // By vehicle model: each model's swaps are its orders' (domain.md: swaps by vehicle model).
    const models = await inPeriod('swap_orders', 'startTime', start, end, { area: '12' })
      .select(['vehicleModel', sql<number>`count(*)`.as('n')])
      .groupBy('vehicleModel')
      .execute()
    expect(models.length).toBeGreaterThan(1)
    const byModel = new Map(
      answer.data.groups.byModel.map((item: { code: string; values: { swaps: number } }) => [
        item.code,
        item.values.swaps,
      ]),
    )
    for (const model of models)
      expect(byModel.get(model.vehicleModel), model.vehicleModel).toBe(Number(model.n))
    expect(sum('byDuration')).toBe(swaps)

    const company = await operator.get(`${OPS}/analysis-of-battery-replacement/stats`, {
      query: { period: 'last30Days' },
    })
    const own = await inPeriod('swap_orders', 'startTime', start, end, { operator: operatorId, area: '1201' })
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(figure(company.data, 'swaps')).toBe(Number(own.n))
  })

  it('elec-charging-message-statistics: sums the daily message counts within filters and scope', async () => {
    const answer = await tianjin.get(`${OPS}/elec-charging-message-statistics/stats`, {
      query: { period: 'last30Days' },
    })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    const row = await server.db
      .selectFrom('message_daily_stats')
      .select([sql<number>`sum("messages")`.as('m'), sql<number>`sum("failures")`.as('f')])
      .where('day', '>=', start)
      .where('day', '<=', end)
      .where('areaCode', 'like', '1201%')
      .executeTakeFirstOrThrow()
    expect(Number(row.m)).toBeGreaterThan(0)
    expect(figure(answer.data, 'messages')).toBe(Number(row.m))
    expect(figure(answer.data, 'failures')).toBe(Number(row.f))
    expect(answer.data.groups.trend).toHaveLength(30)

    const admins = await admin.get(`${OPS}/elec-charging-message-statistics/stats`, {
      query: { period: 'last30Days', operatorId },
    })
    const company = await operator.get(`${OPS}/elec-charging-message-statistics/stats`, {
      query: { period: 'last30Days' },
    })
    expect(admins.data.groups.byOperator.map((item: { code: string }) => item.code)).toEqual([operatorId])
    expect(figure(company.data, 'messages')).toBe(figure(admins.data, 'messages'))
  })

  it('trouble-statistics: counts, groups, mean time to repair and fault rate equal the alarms table', async () => {
    const answer = await admin.get(TROUBLE, { query: { period: 'last30Days', areaCode: '120000' } })
    expect(answer.code).toBe(200)
    const { from: start, to: end } = answer.data
    const alarms = await inPeriod('alarms', 'alarmTime', start, end, { area: '12' })
      .select(['alarmType', 'alarmLevel', 'alarmStatus', 'alarmTime', 'disposeTime'])
      .execute()
    expect(alarms.length).toBeGreaterThan(0)
    expect(figure(answer.data, 'alarms')).toBe(alarms.length)
    expect(figure(answer.data, 'open')).toBe(
      alarms.filter((a: { alarmStatus: number }) => a.alarmStatus === 1).length,
    )
    const repaired = alarms.filter((a: { disposeTime: string | null }) => a.disposeTime)
    const minutes =
      repaired.reduce(
        (sum: number, a: { alarmTime: string; disposeTime: string }) =>
          sum + (Date.parse(a.disposeTime) - Date.parse(a.alarmTime)) / 60_000,
        0,
      ) / repaired.length
    expect(figure(answer.data, 'mttr')).toBeCloseTo(minutes, 1)
    const level1 = answer.data.groups.byLevel.find((row: { code: string }) => row.code === '1')
    expect(level1.values.alarms).toBe(alarms.filter((a: { alarmLevel: number }) => a.alarmLevel === 1).length)
    const typeSum = answer.data.groups.byType.reduce(
      (s: number, r: { values: { alarms: number } }) => s + r.values.alarms,
      0,
    )
    expect(typeSum).toBe(alarms.length)
    const trendSum = answer.data.groups.trend.reduce(
      (s: number, r: { values: { alarms: number } }) => s + r.values.alarms,
      0,
    )
    expect(trendSum).toBe(alarms.length)

    const connectors = await server.db
      .selectFrom('connectors')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when "status" = 255 then 1 else 0 end)`.as('f'),
      ])
      .where('areaCode', 'like', '12%')
      .executeTakeFirstOrThrow()
    expect(figure(answer.data, 'faultRate')).toBeCloseTo(
      (Number(connectors.f) / Number(connectors.n)) * 100,
      2,
    )

    const city = await tianjin.get(TROUBLE, { query: { period: 'last30Days' } })
    const cityAlarms = await inPeriod('alarms', 'alarmTime', start, end, { area: '1201' })
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(figure(city.data, 'alarms')).toBe(Number(cityAlarms.n))
    expect(city.data.groups.byDistrict.every((row: { code: string }) => row.code.startsWith('1201'))).toBe(
      true,
    )

    const company = await operator.get(TROUBLE, { query: { period: 'last30Days' } })
    const own = await inPeriod('alarms', 'alarmTime', start, end, { area: '1201', operator: operatorId })
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(figure(company.data, 'alarms')).toBe(Number(own.n))
    expect(company.data.groups.byOperator.every((row: { code: string }) => row.code === operatorId)).toBe(
      true,
    )
  })

  it('answers each new call for every period preset and refuses a bad custom period', async () => {
    const paths = [
      `${OPS}/elec-charging-message-statistics/stats`,
      `${OPS}/charging-station-statistic/stats`,
      `${OPS}/charging-equip-statistics/stats`,
      `${OPS}/analysis-of-battery-replacement/stats`,
      TROUBLE,
    ]
    for (const path of paths)
      for (const period of ['today', 'last12Months']) {
        const answer = await admin.get(path, { query: { period } })
        expect(answer.code, `${path} ${period}`).toBe(200)
        expect(
          // A figure is a number, or null where it has no data (平均修复时长 without a repair, issue 42).
          answer.data.totals.every(
            (item: { value: number | null }) => item.value === null || Number.isFinite(item.value),
          ),
          path,
        ).toBe(true)
      }
    const bad = await admin.get(TROUBLE, { query: { period: 'custom', from: '2026-03-01' } })
    expect(bad.code).toBe(400)
    expect(bad.data).toHaveProperty('to')
  })
})
