/**
 * The indicator library (station-assessment-index): versioned per year, saved whole, its weights
 * adding up to 100; a year with a round is fixed (its assessments were asked on it).
 */
import { WEIGHT_TOTAL } from '../../../src/core/domain/feedback'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { indicatorsOf } from './resources'

export interface IndicatorInput {
  dimension: string
  indicator: string
  weight: number
  maxScore: number
  evidence: string
}

/** The library of a year (default this year in China time). */
export async function libraryOf(db: Db, year?: number) {
  const shown = year ?? Number(today().slice(0, 4))
  const [indicators, years, round] = await Promise.all([
    indicatorsOf(db, shown),
    db.selectFrom('assessment_indicators').select('year').distinct().orderBy('year', 'desc').execute(),
    db.selectFrom('assessment_rounds').select('id').where('year', '=', shown).executeTakeFirst(),
  ])
  return { year: shown, years: years.map((row) => row.year), locked: !!round, indicators }
}

/** The sum of weights, to 2 decimals (floating input like 33.33 + 33.33 + 33.34). */
export function weightSum(indicators: readonly { weight: number }[]): number {
  return Math.round(indicators.reduce((sum, item) => sum + item.weight, 0) * 100) / 100
}

/** Replace a year's library. */
export async function saveLibrary(db: Db, year: number, indicators: readonly IndicatorInput[]) {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw fieldError('year', '评定年度不正确')
  const sum = weightSum(indicators)
  if (sum !== WEIGHT_TOTAL) throw fieldError('indicators', `各指标权重之和应为${WEIGHT_TOTAL}，当前为${sum}`)
  const names = new Set<string>()
  indicators.forEach((item, index) => {
    const key = `${item.dimension}/${item.indicator}`
    if (names.has(key)) throw fieldError(`indicators.${index}.indicator`, `指标「${item.indicator}」重复`)
    names.add(key)
  })
  // Not while a round of the year starts; delete-then-insert, one save at a time (issue 38).
  await serializeOn(db, 'assessment_rounds', year)
  const round = await db
    .selectFrom('assessment_rounds')
    .select('id')
    .where('year', '=', year)
    .executeTakeFirst()
  if (round) throw conflict(`${year}年度已发起评定，指标库不能修改`)
  const time = now().toISOString()
  await db.deleteFrom('assessment_indicators').where('year', '=', year).execute()
  await db
    .insertInto('assessment_indicators')
    .values(indicators.map((item, index) => ({ ...item, year, sort: index + 1, updateTime: time })))
    .execute()
  return libraryOf(db, year)
}
