/** Tables of operate-supervision (migration 0013, part 0013-scoring). */
import type { Generated } from 'kysely'

/** A version of a subject's rule set. */
export interface ScoreRuleSetsTable {
  id: Generated<number>
  target: string
  version: number
  name: string
  periodType: string
  effectiveFrom: string
  creator: string
  createTime: string
}

/** A rule of a set: indicator, name and weight (the weights of a set add up to 100). */
export interface ScoreRulesTable {
  id: Generated<number>
  setId: number
  indicator: string
  name: string
  weight: number
  sort: number
}

/** A scored period of a subject kind. */
export interface ScorePeriodsTable {
  id: Generated<number>
  target: string
  period: string
  setId: number
  status: string
  scorer: string
  scoreTime: string
  publisher: string | null
  publishTime: string | null
  /** The one engine's version of 发布 (migration 0041; `version` is the rule set's in reads). */
  stepVersion: Generated<number>
}

/** One subject's value and score for one rule in a period. */
export interface ScoreValuesTable {
  periodId: number
  subjectId: string
  ruleId: number
  operatorId: string
  areaCode: string
  value: number | null
  score: number | null
  basis: string
  enterer: string | null
  enterTime: string | null
}

/** The area's tables. */
export interface ScoringDatabase {
  score_rule_sets: ScoreRuleSetsTable
  score_rules: ScoreRulesTable
  score_periods: ScorePeriodsTable
  score_values: ScoreValuesTable
}

declare module '../db/types' {
  interface Database extends ScoringDatabase {}
}
