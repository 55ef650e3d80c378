import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { endedPeriods, periodRange } from '../../src/core/domain/score-periods'
import { DIALECTS } from './helpers'
import { ratesFromHistory } from './history-helpers'
import { signedIn } from './signed-in'

const AREA = '/operate-supervision'
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

describe.each(DIALECTS)('operator and station scoring on %s', (dialect) => {
  const postgres = dialect === 'postgres'

  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])

  /** A station's time utilisation %, counted from its orders and connectors. */
  async function utilisationOf(stationId: string, start: string, end: string) {
    const seconds = postgres
      ? sql<number>`sum(extract(epoch from ("endTime"::timestamp - "startTime"::timestamp)))`
      : sql<number>`sum((julianday("endTime") - julianday("startTime")) * 86400)`
    const orders = await sql<{ s: number }>`select ${seconds} as "s" from charge_orders
      where "stationId" = ${stationId} and "startTime" >= ${dayStartIso(start)} and "startTime" < ${dayStartIso(addDays(end, 1))}`.execute(
      server.db,
    )
    const guns = await server.db
      .selectFrom('connectors')
      .select(sql<number>`count(*)`.as('n'))
      .where('stationId', '=', stationId)
      .executeTakeFirstOrThrow()
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
    const hours = Number(orders.rows[0].s ?? 0) / 3600
    return (hours / (Number(guns.n) * days * 24)) * 100
  }

  it('computes formula indicators as the orders, connector history and alarms give them', async () => {
    const [, , oldest] = endedPeriods('month', today(), 3)
    const answer = await admin.get(`${AREA}/station-result`, { query: { period: oldest, pageSize: 5 } })
    expect(answer.code).toBe(200)
    expect(answer.data.period.status).toBe('published')
    const rules = answer.data.rules as { id: number; indicator: string; weight: number }[]
    expect(rules.reduce((sum, rule) => sum + rule.weight, 0)).toBe(100)
    const { start, end } = periodRange(oldest)
    for (const row of answer.data.list as {
      subjectId: string
      cells: { ruleId: number; value: number }[]
      total: number
    }[]) {
      const cell = (indicator: string) =>
        row.cells.find((item) => item.ruleId === rules.find((rule) => rule.indicator === indicator)?.id)
      expect(cell('utilisation')?.value).toBeCloseTo(await utilisationOf(row.subjectId, start, end), 1)
      const guns = await server.db
        .selectFrom('connectors')
        .select(['status'])
        .where('stationId', '=', row.subjectId)
        .execute()
      // Time-weighted over the connectors' status history (issue 19), cut at the month's edges.
      const rates = await ratesFromHistory(
        server.db,
        'stationId',
        row.subjectId,
        dayStartIso(start),
        dayStartIso(addDays(end, 1)),
      )
      expect(cell('onlineRate')?.value).toBeCloseTo(rates.online, 1)
      expect(cell('faultRate')?.value).toBeCloseTo(rates.fault, 1)
      const alarms = await server.db
        .selectFrom('alarms')
        .select(sql<number>`count(*)`.as('n'))
        .where('stationId', '=', row.subjectId)
        .where('alarmTime', '>=', dayStartIso(start))
        .where('alarmTime', '<', dayStartIso(addDays(end, 1)))
        .executeTakeFirstOrThrow()
      expect(cell('alarmRate')?.value).toBeCloseTo((Number(alarms.n) / guns.length) * 100, 1)
    }
    // Ranked by total, largest first; grades follow the totals.
    const totals = answer.data.list.map((row: { total: number }) => row.total)
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a))
  })

  it('keeps lists to the data scope', async () => {
    const city = await tianjin.get(`${AREA}/station-result`, { query: { pageSize: 100 } })
    expect(city.code).toBe(200)
    expect(city.data.total).toBeGreaterThan(0)
    expect(city.data.list.every((row: { subjectId: string }) => row.subjectId.startsWith('1201'))).toBe(true)
    const company = await operator.get(`${AREA}/operator-result`)
    expect(company.code).toBe(200)
    expect(company.data.total).toBe(1)
    expect((await operator.get(`${AREA}/station-enter`)).code).toBe(403)
    expect((await operator.post(`${AREA}/station-rules`, {})).code).toBe(403)
  })

  it('creates a version, scores a month with the version in force, takes manual scores, publishes', async () => {
    const months = endedPeriods('month', today(), 8)
    const sets = async () =>
      Number(
        (
          await server.db
            .selectFrom('score_rule_sets')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await sets()
    const rules = [
      { indicator: 'onlineRate', name: '在线率', weight: 40 },
      { indicator: 'utilisation', name: '利用率', weight: 30 },
      { indicator: 'manual', name: '现场检查', weight: 30 },
    ]
    const body = { name: '充电站考核规则2', periodType: 'month', effectiveFrom: months[4] }
    const wrongSum = await admin.post(`${AREA}/station-rules`, {
      ...body,
      rules: [{ ...rules[0], weight: 50 }, rules[1]],
    })
    expect(wrongSum.code).toBe(400)
    expect(wrongSum.data.rules).toContain('100')
    const wrongIndicator = await admin.post(`${AREA}/station-rules`, {
      ...body,
      rules: [{ indicator: 'pushTimeliness', name: '推送', weight: 100 }],
    })
    expect(wrongIndicator.code).toBe(400)
    expect(
      (await admin.post(`${AREA}/station-rules`, { ...body, rules: [{ ...rules[0], weight: 'x' }] })).code,
    ).toBe(400)
    expect(await sets()).toBe(before)
    const created = await admin.post(`${AREA}/station-rules`, { ...body, rules })
    expect(created.code).toBe(200)
    expect(created.data.version).toBe(2)

    expect((await admin.post(`${AREA}/station-enter/periods`, { period: today().slice(0, 7) })).code).toBe(
      400,
    )
    const older = await admin.post(`${AREA}/station-enter/periods`, { period: months[5] })
    expect(older.code).toBe(200)
    expect(older.data.version).toBe(1)
    const scored = await admin.post(`${AREA}/station-enter/periods`, { period: months[4] })
    expect(scored.code).toBe(200)
    expect(scored.data.version).toBe(2)
    expect((await admin.post(`${AREA}/station-enter/periods`, { period: months[4] })).code).toBe(409)

    const page = await tianjin.get(`${AREA}/station-enter`, { query: { period: months[4], pageSize: 1 } })
    const row = page.data.list[0]
    const manual = page.data.rules.find((rule: { indicator: string }) => rule.indicator === 'manual')
    const online = page.data.rules.find((rule: { indicator: string }) => rule.indicator === 'onlineRate')
    expect(row.missing).toBe(1)
    // Every incomplete subject in scope, not only the page's (issue 42 item 7: 发布结果 lists them).
    expect(page.data.incomplete).toHaveLength(page.data.total)
    expect(page.data.incomplete).toContainEqual({ subjectId: row.subjectId, name: row.name, missing: 1 })
    const enter = (score: unknown, ruleId = manual.id, client = tianjin) =>
      client.post(`${AREA}/station-enter/scores`, {
        periodId: scored.data.id,
        subjectId: row.subjectId,
        ruleId,
        score,
      })
    expect((await enter(101)).code).toBe(400)
    expect((await enter(-1)).code).toBe(400)
    expect((await enter('good')).code).toBe(400)
    expect((await enter(80, online.id)).code).toBe(400)
    const hebei = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('areaCode', 'like', '13%')
      .executeTakeFirstOrThrow()
    const outside = await tianjin.post(`${AREA}/station-enter/scores`, {
      periodId: scored.data.id,
      subjectId: hebei.stationId,
      ruleId: manual.id,
      score: 90,
    })
    expect(outside.code).toBe(400)
    expect((await enter(88.5)).code).toBe(200)
    const after = await tianjin.get(`${AREA}/station-enter`, {
      query: { period: months[4], keyword: row.subjectId },
    })
    const updated = after.data.list[0]
    expect(updated.missing).toBe(0)
    const results = await tianjin.get(`${AREA}/station-result`, { query: { period: months[4], pageSize: 1 } })
    const incomplete = results.data.incomplete.map((item: { subjectId: string }) => item.subjectId)
    expect(incomplete).not.toContain(row.subjectId)
    expect(incomplete).toHaveLength(page.data.total - 1)
    const onlineScore = updated.cells.find((cell: { ruleId: number }) => cell.ruleId === online.id).score
    const utilScore = updated.cells.find(
      (cell: { ruleId: number }) => cell.ruleId !== online.id && cell.ruleId !== manual.id,
    ).score
    expect(updated.total).toBeCloseTo((onlineScore * 40 + utilScore * 30 + 88.5 * 30) / 100, 2)

    const published = await admin.post(`${AREA}/station-result/${scored.data.id}/publish`)
    expect(published.code).toBe(200)
    expect(published.data.status).toBe('published')
    expect((await enter(70)).code).toBe(409)
    expect((await admin.post(`${AREA}/station-result/${scored.data.id}/publish`)).code).toBe(409)
    const kept = await server.db
      .selectFrom('score_values')
      .select('score')
      .where('periodId', '=', scored.data.id)
      .where('subjectId', '=', row.subjectId)
      .where('ruleId', '=', manual.id)
      .executeTakeFirstOrThrow()
    expect(Number(kept.score)).toBe(88.5)
  })
})
