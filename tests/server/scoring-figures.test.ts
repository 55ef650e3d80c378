import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { endedPeriods, periodRange } from '../../src/core/domain/score-periods'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const AREA = '/operate-supervision'
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

interface Row {
  subjectId: string
  cells: { ruleId: number; value: number | null; score: number | null }[]
  total: number
  grade: string
}
interface Rule {
  id: number
  indicator: string
}

describe.each(DIALECTS)('scoring figures and grades on %s', (dialect) => {
  const postgres = dialect === 'postgres'

  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])

  /** Every row of a result page for a period, page by page. */
  async function allRows(client: ApiClient, target: string, period: string) {
    const rows: Row[] = []
    let rules: Rule[] = []
    for (let pageNum = 1; ; pageNum += 1) {
      const answer = await client.get(`${AREA}/${target}-result`, {
        query: { period, pageNum, pageSize: 100 },
      })
      expect(answer.code).toBe(200)
      rules = answer.data.rules
      rows.push(...answer.data.list)
      if (rows.length >= answer.data.total) return { rows, rules }
    }
  }

  /** Per subject (by `key`): a count over a table's rows whose `column` falls within the period. */
  async function countsBy(table: string, key: string, column: string, start: string, end: string) {
    const { rows } = await sql<{ k: string; n: number }>`select ${sql.ref(key)} as "k", count(*) as "n"
      from ${sql.table(table)} where ${sql.ref(column)} >= ${dayStartIso(start)}
      and ${sql.ref(column)} < ${dayStartIso(addDays(end, 1))} group by ${sql.ref(key)}`.execute(server.db)
    return new Map(rows.map((row) => [row.k, Number(row.n)]))
  }

  it('counts complaints as the feedback items about each station and operator in the period', async () => {
    // Feedback is seeded over the last 60 days, so the latest ended month has items (domain.md: Indicators).
    const [latest] = endedPeriods('month', today(), 1)
    const { start, end } = periodRange(latest)
    let seen = 0
    for (const [target, key] of [
      ['station', 'stationId'],
      ['operator', 'operatorId'],
    ] as const) {
      const expected = await countsBy('feedbacks', key, 'submitTime', start, end)
      const { rows, rules } = await allRows(admin, target, latest)
      const rule = rules.find((item) => item.indicator === 'complaintCount')
      expect(rule).toBeDefined()
      for (const row of rows) {
        const cell = row.cells.find((item) => item.ruleId === rule?.id)
        const count = expected.get(row.subjectId) ?? 0
        expect(cell?.value, `${target} ${row.subjectId}`).toBe(count)
        expect(cell?.score).toBe(Math.max(0, 100 - 5 * count))
        seen += count
      }
    }
    expect(seen).toBeGreaterThan(0)
  })

  it("computes operators' utilisation, alarms per 100 connectors and push timeliness from the data", async () => {
    const [, , oldest] = endedPeriods('month', today(), 3)
    const { start, end } = periodRange(oldest)
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
    const seconds = postgres
      ? sql<number>`sum(extract(epoch from ("endTime"::timestamp - "startTime"::timestamp)))`
      : sql<number>`sum((julianday("endTime") - julianday("startTime")) * 86400)`
    const charged = await sql<{ k: string; s: number }>`select "operatorId" as "k", ${seconds} as "s"
      from charge_orders where "startTime" >= ${dayStartIso(start)} and "startTime" < ${dayStartIso(addDays(end, 1))}
      group by "operatorId"`.execute(server.db)
    const hours = new Map(charged.rows.map((row) => [row.k, Number(row.s ?? 0) / 3600]))
    const guns = new Map(
      (
        await sql<{ k: string; n: number }>`select "operatorId" as "k", count(*) as "n" from connectors
          group by "operatorId"`.execute(server.db)
      ).rows.map((row) => [row.k, Number(row.n)]),
    )
    const alarms = await countsBy('alarms', 'operatorId', 'alarmTime', start, end)
    const pushed = new Map(
      (
        await sql<{ k: string; m: number; f: number }>`select "operatorId" as "k", sum("messages") as "m",
          sum("failures") as "f" from message_daily_stats where "day" >= ${start} and "day" <= ${end}
          group by "operatorId"`.execute(server.db)
      ).rows.map((row) => [row.k, { m: Number(row.m), f: Number(row.f) }]),
    )
    const { rows, rules } = await allRows(admin, 'operator', oldest)
    expect(rows.length).toBe(guns.size)
    const value = (row: Row, indicator: string) =>
      row.cells.find((cell) => cell.ruleId === rules.find((rule) => rule.indicator === indicator)?.id)?.value
    let pushedAll = 0
    for (const row of rows) {
      const n = guns.get(row.subjectId) ?? 0
      expect(n).toBeGreaterThan(0)
      const utilisation = ((hours.get(row.subjectId) ?? 0) / (n * days * 24)) * 100
      expect(value(row, 'utilisation')).toBeCloseTo(utilisation, 1)
      expect(value(row, 'alarmRate')).toBeCloseTo(((alarms.get(row.subjectId) ?? 0) / n) * 100, 1)
      const push = pushed.get(row.subjectId) ?? { m: 0, f: 0 }
      pushedAll += push.m
      expect(value(row, 'pushTimeliness')).toBeCloseTo(push.m > 0 ? ((push.m - push.f) / push.m) * 100 : 0, 1)
    }
    expect(pushedAll).toBeGreaterThan(0)
  })

  it('lists for tianjin the operators that run stations in Tianjin, with the same figures', async () => {
    const [latest] = endedPeriods('month', today(), 1)
    const expected = await server.db
      .selectFrom('stations')
      .select('operatorId')
      .distinct()
      .where('areaCode', 'like', '1201%')
      .where('connectorCount', '>', 0)
      .orderBy('operatorId')
      .execute()
    const nation = await allRows(admin, 'operator', latest)
    for (const target of ['result', 'enter']) {
      const answer = await tianjin.get(`${AREA}/operator-${target}`, {
        query: { period: latest, pageSize: 100 },
      })
      expect(answer.code).toBe(200)
      const ids = (answer.data.list as Row[]).map((row) => row.subjectId).sort()
      expect(ids).toEqual(expected.map((row) => row.operatorId))
      // Operators are scored nation-wide (decisions: Operator scores are nation-wide).
      for (const row of answer.data.list as Row[])
        expect(row.total).toBe(nation.rows.find((item) => item.subjectId === row.subjectId)?.total)
    }
  })

  it('grades totals at the borders of A–D as entered through the API', async () => {
    const months = endedPeriods('month', today(), 8)
    const created = await admin.post(`${AREA}/station-rules`, {
      name: '边界评分规则',
      periodType: 'month',
      effectiveFrom: months[6],
      rules: [{ indicator: 'manual', name: '人工评分', weight: 100 }],
    })
    expect(created.code).toBe(200)
    const scored = await admin.post(`${AREA}/station-enter/periods`, { period: months[6] })
    expect(scored.code).toBe(200)
    const page = await admin.get(`${AREA}/station-enter`, { query: { period: months[6], pageSize: 6 } })
    const ruleId = page.data.rules[0].id
    const borders = [
      [90, 'A'],
      [89.99, 'B'],
      [75, 'B'],
      [74.99, 'C'],
      [60, 'C'],
      [59.99, 'D'],
    ] as const
    const subjects = (page.data.list as Row[]).map((row) => row.subjectId)
    expect(subjects).toHaveLength(borders.length)
    for (const [index, [score]] of borders.entries()) {
      const entered = await admin.post(`${AREA}/station-enter/scores`, {
        periodId: scored.data.id,
        subjectId: subjects[index],
        ruleId,
        score,
      })
      expect(entered.code).toBe(200)
    }
    for (const [index, [total, grade]] of borders.entries()) {
      const answer = await admin.get(`${AREA}/station-result`, {
        query: { period: months[6], keyword: subjects[index] },
      })
      const row = (answer.data.list as Row[]).find((item) => item.subjectId === subjects[index])
      expect({ total: row?.total, grade: row?.grade }).toEqual({ total, grade })
    }
    const counts = await admin.get(`${AREA}/station-result`, { query: { period: months[6], grade: 'A' } })
    expect(counts.data.grades.A).toBe(1)
    expect(counts.data.grades.B).toBe(2)
    expect(counts.data.grades.C).toBe(2)
    expect(counts.data.grades.D).toBe(page.data.total - 5)
  })
})
