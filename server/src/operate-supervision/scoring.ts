/**
 * Scoring a period (domain.md: Operator / station scoring): the rule set version in force for the
 * period (the latest whose first month is not after the period's), formula indicators measured
 * by the server (./indicators), manual ones left for entry; one row per subject and rule.
 */

import { periodRange, periodTypeOf } from '../../../src/core/domain/score-periods'
import { SCORE_INDICATOR, SCORE_PERIOD_TYPE } from '../../../src/core/domain/supervision'
import { insertChunked } from '../db/seed/context'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { conflict, fieldError, notFound } from '../kernel/errors'
import { measure, scoreFor, subjectsOf, type Target } from './indicators'
import './tables'

/** A rule set version with its rules and how many periods were scored with it. */
export async function ruleSets(db: Db, target: Target) {
  const sets = await db
    .selectFrom('score_rule_sets')
    .selectAll()
    .where('target', '=', target)
    .orderBy('version', 'desc')
    .execute()
  const ids = sets.map((set) => set.id)
  const rules = ids.length
    ? await db.selectFrom('score_rules').selectAll().where('setId', 'in', ids).orderBy('sort').execute()
    : []
  const periods = ids.length
    ? await db.selectFrom('score_periods').select(['setId']).where('setId', 'in', ids).execute()
    : []
  return sets.map((set) => ({
    ...set,
    periods: periods.filter((period) => period.setId === set.id).length,
    rules: rules
      .filter((rule) => rule.setId === set.id)
      .map(({ id, indicator, name, weight }) => ({ id, indicator, name, weight })),
  }))
}

/** A new rule set version: indicators available for the subject, weights adding up to 100. */
export async function createRuleSet(
  db: Db,
  target: Target,
  body: {
    name: string
    periodType: string
    effectiveFrom: string
    rules: { indicator: string; name: string; weight: number }[]
  },
  who: string,
  time: string,
) {
  body.rules.forEach((rule, index) => {
    const known = SCORE_INDICATOR.find((item) => item.value === rule.indicator)
    if (!known || !(known.targets as readonly string[]).includes(target))
      throw fieldError(`rules.${index}.indicator`, '该指标不适用于此评分对象')
  })
  const sum = body.rules.reduce((total, rule) => total + rule.weight, 0)
  if (sum !== 100) throw fieldError('rules', `各项权重之和应为100，当前为${sum}`)
  // The next version of a target, one rule set at a time (issue 38).
  await serializeOn(db, 'score_rule_sets', target)
  const last = await db
    .selectFrom('score_rule_sets')
    .select(['version'])
    .where('target', '=', target)
    .orderBy('version', 'desc')
    .executeTakeFirst()
  const version = (last?.version ?? 0) + 1
  const inserted = await db
    .insertInto('score_rule_sets')
    .values({
      target,
      version,
      name: body.name,
      periodType: body.periodType,
      effectiveFrom: body.effectiveFrom,
      creator: who,
      createTime: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('score_rules')
    .values(body.rules.map((rule, sort) => ({ setId: inserted.id, ...rule, sort })))
    .execute()
  return (await ruleSets(db, target)).find((set) => set.id === inserted.id)
}

/** Score a period that has ended with the version in force: one row per subject and rule. */
export async function scorePeriod(
  db: Db,
  target: Target,
  period: string,
  who: string,
  time: string,
  today: string,
) {
  const type = periodTypeOf(period)
  if (!type) throw fieldError('period', '评分周期格式应为YYYY-MM、YYYY-Qn或YYYY')
  const { start, end } = periodRange(period)
  if (end >= today) throw fieldError('period', '评分周期尚未结束，不能评分')
  const set = await db
    .selectFrom('score_rule_sets')
    .selectAll()
    .where('target', '=', target)
    .where('effectiveFrom', '<=', start.slice(0, 7))
    .orderBy('version', 'desc')
    .executeTakeFirst()
  if (!set) throw fieldError('period', '该周期没有生效的评分规则')
  if (set.periodType !== type) {
    const label = SCORE_PERIOD_TYPE.find((item) => item.value === set.periodType)?.label ?? set.periodType
    throw fieldError('period', `该周期生效的规则版本V${set.version}按${label}评分`)
  }
  // "Not scored yet", one scoring of a period at a time (issue 38).
  await serializeOn(db, 'score_periods', target, period)
  const existing = await db
    .selectFrom('score_periods')
    .select('id')
    .where('target', '=', target)
    .where('period', '=', period)
    .executeTakeFirst()
  if (existing) throw conflict('该周期已评分')
  const rules = await db
    .selectFrom('score_rules')
    .selectAll()
    .where('setId', '=', set.id)
    .orderBy('sort')
    .execute()
  const subjects = await subjectsOf(db, target)
  const measured = new Map<number, Awaited<ReturnType<typeof measure>>>()
  const cache = {}
  for (const rule of rules)
    if (rule.indicator !== 'manual')
      measured.set(rule.id, await measure(db, target, rule.indicator, start, end, cache))
  const row = await db
    .insertInto('score_periods')
    .values({ target, period, setId: set.id, status: 'scoring', scorer: who, scoreTime: time })
    .returning('id')
    .executeTakeFirstOrThrow()
  const values = subjects.flatMap((subject) =>
    rules.map((rule) => {
      const found = measured.get(rule.id)?.get(subject.subjectId)
      return {
        periodId: row.id,
        subjectId: subject.subjectId,
        ruleId: rule.id,
        operatorId: subject.operatorId,
        areaCode: subject.areaCode,
        value: found ? found.value : null,
        score: found ? scoreFor(rule.indicator, found.value) : null,
        basis: found?.basis ?? (rule.indicator === 'manual' ? '' : '无数据'),
        enterer: null,
        enterTime: null,
      }
    }),
  )
  await insertChunked(db, 'score_values', values)
  return periodOf(db, row.id)
}

/** Period rows, each with its rule set's version. */
export const periodsQuery = (db: Db) =>
  db
    .selectFrom('score_periods')
    .innerJoin('score_rule_sets', 'score_rule_sets.id', 'score_periods.setId')
    .selectAll('score_periods')
    .select('score_rule_sets.version')

/** A period row with its rule set's version. */
export async function periodOf(db: Db, id: number) {
  const row = await periodsQuery(db).where('score_periods.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('periodId', '评分周期不存在')
  return row
}
