/**
 * The entry and result pages' data: a period's subjects in the caller's data scope with each
 * rule's value and score, the total (Σ weight × score ÷ 100; a manual score not yet entered
 * counts 0), grade A–D, rank within the scope, and the total of the period before.
 */
import { sql } from 'kysely'
import { keywordText } from '../../../src/contract/text'
import { previousPeriod } from '../../../src/core/domain/score-periods'
import { gradeOf, SCORE_GRADE } from '../../../src/core/domain/supervision'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { pageSlice } from '../http/paging'
import { areaNames, operatorNames } from '../stats/series'
import type { Target } from './indicators'
import { periodsQuery } from './scoring'
import './tables'

const round2 = (value: number) => Math.round(value * 100) / 100

/** The page's query. */
export interface ScoresQuery {
  period?: string
  pageNum: number
  pageSize: number
  keyword?: string
  grade?: string
}

/** Totals of every subject of a period: Σ weight × score ÷ 100, and manual scores missing. */
export async function periodTotals(
  db: Db,
  periodId: number,
): Promise<Map<string, { total: number; missing: number }>> {
  const { rows } = await sql<{ s: string; t: number; m: number }>`select v."subjectId" as "s",
    sum(r."weight" * coalesce(v."score", 0)) as "t", sum(case when v."score" is null then 1 else 0 end) as "m"
    from score_values v inner join score_rules r on r."id" = v."ruleId"
    where v."periodId" = ${periodId} group by v."subjectId"`.execute(db)
  return new Map(rows.map((row) => [row.s, { total: round2(Number(row.t) / 100), missing: Number(row.m) }]))
}

/** The subjects of a kind the caller may see, with their names. */
async function visibleSubjects(db: Db, target: Target, principal: Principal) {
  const scope = dataScope(principal)
  const [areas, operators] = await Promise.all([areaNames(db), operatorNames(db)])
  let stations = db
    .selectFrom('stations')
    .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
    .where('connectorCount', '>', 0)
  if (scope.areaPrefix) stations = stations.where('areaCode', 'like', `${scope.areaPrefix}%`)
  if (scope.operatorId) stations = stations.where('operatorId', '=', scope.operatorId)
  const rows = await stations.execute()
  if (target === 'station')
    return new Map(
      rows.map((row) => [
        row.stationId,
        {
          name: row.stationName,
          operatorName: operators.get(row.operatorId) ?? row.operatorId,
          areaName: areas.get(row.areaCode) ?? row.areaCode,
        },
      ]),
    )
  // An operator is in an area's scope when it runs stations there.
  const ids = [...new Set(rows.map((row) => row.operatorId))].sort()
  return new Map(
    ids.map((id) => {
      const name = operators.get(id) ?? id
      return [id, { name, operatorName: name, areaName: '' }]
    }),
  )
}

/** The entry and result pages' answer. */
export async function scoresPage(db: Db, target: Target, query: ScoresQuery, principal: Principal) {
  const periods = await periodsQuery(db)
    .where('score_periods.target', '=', target)
    .orderBy('score_periods.period', 'desc')
    .execute()
  const period = (query.period ? periods.find((row) => row.period === query.period) : periods[0]) ?? null
  const empty = {
    list: [],
    total: 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    periods,
    period,
    rules: [],
    grades: {},
    average: 0,
    incomplete: [],
  }
  if (!period) return empty
  const rules = await db
    .selectFrom('score_rules')
    .select(['id', 'indicator', 'name', 'weight'])
    .where('setId', '=', period.setId)
    .orderBy('sort')
    .execute()
  const subjects = await visibleSubjects(db, target, principal)
  const totals = await periodTotals(db, period.id)
  const before = periods.find((row) => row.period === previousPeriod(period.period))
  const previous = before ? await periodTotals(db, before.id) : new Map()
  const ranked = [...totals]
    .filter(([id]) => subjects.has(id))
    .map(([id, item]) => ({ id, ...item, grade: gradeOf(SCORE_GRADE, item.total) }))
    .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id))
  const grades: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 }
  for (const item of ranked) grades[item.grade] += 1
  const average = ranked.length
    ? round2(ranked.reduce((sum, item) => sum + item.total, 0) / ranked.length)
    : 0
  const keyword = keywordText(query.keyword)
  const shown = ranked
    .map((item, index) => ({ ...item, rank: index + 1 }))
    .filter((item) => !query.grade || item.grade === query.grade)
    .filter(
      (item) =>
        !keyword || item.id.startsWith(keyword) || (subjects.get(item.id)?.name ?? '').includes(keyword),
    )
  const page = pageSlice(shown, query)
  const cells = page.length
    ? await db
        .selectFrom('score_values')
        .select(['subjectId', 'ruleId', 'value', 'score', 'basis'])
        .where('periodId', '=', period.id)
        .where(
          'subjectId',
          'in',
          page.map((item) => item.id),
        )
        .execute()
    : []
  return {
    ...empty,
    rules,
    grades,
    average,
    // Every subject in scope whose manual scores are not all entered (发布结果 warns and lists them).
    incomplete: ranked
      .filter((item) => item.missing > 0)
      .map((item) => ({
        subjectId: item.id,
        name: subjects.get(item.id)?.name ?? item.id,
        missing: item.missing,
      })),
    total: shown.length,
    list: page.map((item) => {
      const subject = subjects.get(item.id)
      return {
        subjectId: item.id,
        name: subject?.name ?? item.id,
        operatorName: subject?.operatorName ?? '',
        areaName: subject?.areaName ?? '',
        cells: rules.map((rule) => {
          const cell = cells.find((row) => row.subjectId === item.id && row.ruleId === rule.id)
          return {
            ruleId: rule.id,
            value: cell?.value === null || cell?.value === undefined ? null : Number(cell.value),
            score: cell?.score === null || cell?.score === undefined ? null : Number(cell.score),
            basis: cell?.basis ?? '',
          }
        }),
        total: item.total,
        grade: item.grade,
        rank: item.rank,
        previous: previous.get(item.id)?.total ?? null,
        missing: item.missing,
      }
    }),
  }
}
