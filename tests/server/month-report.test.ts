import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const REPORT = '/report-statistics/month-far/report'
type Figure = { key: string; value: number | null }
type Section = { key: string; title: string; totals: Figure[]; groups: Record<string, { code?: string }[]> }

/** Last month (China time) and its days. */
function lastMonth() {
  const now = new Date(Date.now() + 8 * 3_600_000)
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const month = first.toISOString().slice(0, 7)
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  return { month, start: `${month}-01`, end: addDays(next.toISOString().slice(0, 10), -1) }
}

describe.each(DIALECTS)('monthly report on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])

  const figure = (sections: Section[], section: string, key: string) =>
    sections.find((item) => item.key === section)?.totals.find((item) => item.key === key)?.value
  const total = (data: { totals: Figure[] }, key: string) =>
    data.totals.find((item) => item.key === key)?.value

  it("equals the dashboards' figures for the same month and area", async () => {
    const { month, start, end } = lastMonth()
    for (const [client, areaCode] of [
      [admin, '120103'],
      [admin, undefined],
      [tianjin, undefined],
    ] as const) {
      const query = { month, ...(areaCode ? { areaCode } : {}) }
      const prefix = areaCode ?? (client === tianjin ? '1201' : undefined)
      const report = await client.get(REPORT, { query })
      expect(report.code).toBe(200)
      expect(report.data.from).toBe(start)
      expect(report.data.to).toBe(end)
      // The region named: the district chosen, else the city officer's city, else 全部区域.
      expect(report.data.areaName).toBe(areaCode ? '河西区' : client === tianjin ? '天津市' : '全部区域')
      const sections = report.data.sections as Section[]
      expect(sections.map((section) => section.title)).toHaveLength(6)
      const period = { period: 'custom', from: start, to: end, ...(areaCode ? { areaCode } : {}) }
      const util = await client.get('/operating-services/charging-facility-utilization/stats', {
        query: period,
      })
      const facility = await client.get('/operating-services/elec-charging-facility-statistics/stats', {
        query: period,
      })
      const trouble = await client.get('/ops-services/trouble-statistics/stats', { query: period })
      const carbon = await client.get('/operating-services/carbon-analysis/stats', { query: period })
      expect(figure(sections, 'charging', 'energy')).toBe(total(util.data, 'energy'))
      expect(figure(sections, 'utilisation', 'timeUtilisation')).toBe(total(util.data, 'timeUtilisation'))
      expect(figure(sections, 'facilities', 'stations')).toBe(total(facility.data, 'stations'))
      expect(figure(sections, 'facilities', 'power')).toBe(total(facility.data, 'power'))
      expect(figure(sections, 'alarms', 'alarms')).toBe(total(trouble.data, 'alarms'))
      // The repair time as it stood at the month's end (issue 42 item 10): the dashboard's figure
      // also counts alarms of the month repaired since (early in a month, those of its last days).
      const repairs = await server.db
        .selectFrom('alarms')
        .select(['alarmTime', 'disposeTime'])
        .where('alarmTime', '>=', dayStartIso(start))
        .where('alarmTime', '<', dayStartIso(addDays(end, 1)))
        .where('disposeTime', '<', dayStartIso(addDays(end, 1)))
        .$if(Boolean(prefix), (query) => query.where('areaCode', 'like', `${prefix}%`))
        .execute()
      const minutes = repairs.map(
        (row) => (Date.parse(String(row.disposeTime)) - Date.parse(row.alarmTime)) / 60_000,
      )
      expect(repairs.length).toBeGreaterThan(0)
      expect(figure(sections, 'alarms', 'mttr')).toBeCloseTo(
        minutes.reduce((sum, value) => sum + value, 0) / minutes.length,
        1,
      )
      expect(figure(sections, 'carbon', 'carbon')).toBe(total(carbon.data, 'carbon'))

      // And the orders, counted straight from the order archives.
      let orders = server.db
        .selectFrom('charge_orders')
        .select([
          sql<number>`count(*)`.as('n'),
          sql<number>`sum(cast(round("totalPower" * 100) as bigint))`.as('e'),
        ])
        .where('startTime', '>=', dayStartIso(start))
        .where('startTime', '<', dayStartIso(addDays(end, 1)))
      if (prefix) orders = orders.where('areaCode', 'like', `${prefix}%`)
      const counted = await orders.executeTakeFirstOrThrow()
      expect(figure(sections, 'charging', 'orders')).toBe(Number(counted.n))
      expect(figure(sections, 'charging', 'energy')).toBeCloseTo(Number(counted.e) / 100, 2)
      if (client === tianjin) {
        const ranking = sections.find((section) => section.key === 'ranking')
        for (const rows of Object.values(ranking?.groups ?? {}).slice(0, 2))
          expect(rows.every((row) => row.code?.startsWith('1201'))).toBe(true)
      }
    }
  })

  it('adds up its alarms (已处理 + 已恢复待处理 + the rest) and says so under the figures', async () => {
    const { month, end } = lastMonth()
    const report = await tianjin.get(REPORT, { query: { month } })
    const sections = report.data.sections as (Section & { note?: string })[]
    const value = (key: string) => Number(figure(sections, 'alarms', key))
    const asOf = Date.parse(dayStartIso(addDays(end, 1)))
    const rows = await server.db
      .selectFrom('alarms')
      .select(['alarmStatus', 'recoveryTime', 'disposeTime'])
      .where('alarmTime', '>=', dayStartIso(`${month}-01`))
      .where('alarmTime', '<', dayStartIso(addDays(end, 1)))
      .where('areaCode', 'like', '1201%')
      .execute()
    const time = (value: unknown) => (value === null ? null : new Date(value as string).getTime())
    const handled = (row: (typeof rows)[number]) => (time(row.disposeTime) ?? Infinity) < asOf
    const on = (row: (typeof rows)[number]) => {
      const recovered = time(row.recoveryTime)
      return recovered === null ? Number(row.alarmStatus) === 1 : recovered >= asOf
    }
    const neither = rows.filter((row) => !handled(row) && on(row)).length
    expect(value('repaired')).toBe(rows.filter(handled).length)
    expect(value('selfRecovered')).toBe(rows.filter((row) => !handled(row) && !on(row)).length)
    expect(value('selfRecovered')).toBeGreaterThan(0)
    expect(value('alarms')).toBe(value('repaired') + value('selfRecovered') + neither)
    expect(sections.find((section) => section.key === 'alarms')?.note).toBe(
      `告警总数${value('alarms')}条 = 已处理${value('repaired')}条 + 已恢复待处理${value('selfRecovered')}条 + 未恢复且未处理${neither}条（未恢复告警中已处理的计入已处理）；平均修复时长为已处理告警从告警到处理的平均时长。`,
    )
  })

  it('has no 平均修复时长 (null, shown as —) where nothing was repaired, in the report and the dashboard', async () => {
    const report = await tianjin.get(REPORT, { query: { month: '2020-01' } })
    expect(report.code).toBe(200)
    const sections = report.data.sections as (Section & { note?: string })[]
    expect(figure(sections, 'alarms', 'repaired')).toBe(0)
    expect(figure(sections, 'alarms', 'mttr')).toBeNull()
    expect(sections.find((section) => section.key === 'alarms')?.note).toContain('平均修复时长无数据（—）')
    const trouble = await tianjin.get('/ops-services/trouble-statistics/stats', {
      query: { period: 'custom', from: '2020-01-01', to: '2020-01-31' },
    })
    expect(trouble.code).toBe(200)
    expect(total(trouble.data, 'mttr')).toBeNull()
    // Each district and day of the trend without a repair: no figure either, never 0.
    const rows = Object.values(trouble.data.groups as Record<string, { values: Record<string, unknown> }[]>)
      .flat()
      .filter((row) => row.values.repaired === 0)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.values.mttr).toBeNull()
  })

  it('compares the month with the month before (环比) and the same month a year before (同比)', async () => {
    const { month } = lastMonth()
    const shift = (months: number) => {
      const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1))
      return date.toISOString().slice(0, 7)
    }
    const [report, before, yearBefore] = await Promise.all(
      [month, shift(-1), shift(-12)].map((item) => tianjin.get(REPORT, { query: { month: item } })),
    )
    const compared = (key: string) =>
      (report.data.compare as { key: string; value: number; previous: number; lastYear: number }[]).find(
        (item) => item.key === key,
      )
    for (const key of ['orders', 'energy', 'revenue']) {
      expect(compared(key)?.value).toBe(figure(report.data.sections, 'charging', key))
      expect(compared(key)?.previous).toBe(figure(before.data.sections, 'charging', key))
      expect(compared(key)?.lastYear).toBe(figure(yearBefore.data.sections, 'charging', key))
    }
    expect(compared('orders')?.previous).toBeGreaterThan(0)
    expect(compared('newStations')?.value).toBe(figure(report.data.sections, 'facilities', 'newStations'))
    expect(compared('alarms')?.value).toBe(figure(report.data.sections, 'alarms', 'alarms'))
  })

  it('refuses a month not begun or not a month', async () => {
    expect((await admin.get(REPORT, { query: { month: '2099-01' } })).code).toBe(400)
    expect((await admin.get(REPORT, { query: { month: '2026-13' } })).code).toBe(400)
    expect((await admin.get(REPORT, { query: {} })).code).toBe(400)
  })
})
