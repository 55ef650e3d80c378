/**
 * Table types of station assessment (migration 0012-feedback), added to the platform's
 * `Database` by declaration merging. Times are ISO-8601 UTC text, dates YYYY-MM-DD (China time),
 * JSON as text.
 */
import type { Generated } from 'kysely'

/** One indicator of a year's library (domain.md: Station assessment). */
export interface AssessmentIndicatorsTable {
  id: Generated<number>
  year: number
  dimension: string
  indicator: string
  weight: number
  maxScore: number
  /** What evidence the operator must upload. */
  evidence: string
  sort: number
  updateTime: string
}

/** A yearly assessment round. */
export interface AssessmentRoundsTable {
  id: Generated<number>
  year: number
  title: string
  /** Last day to submit evidence (China date). */
  deadline: string
  /** ROUND_STATUS value. */
  status: string
  stationCount: number
  createTime: string
  publishTime: string | null
}

/** One station's assessment within a round. */
export interface AssessmentItemsTable {
  id: Generated<number>
  roundId: number
  year: number
  stationId: string
  stationName: string
  operatorId: string
  areaCode: string
  /** ASSESSMENT_STATUS value. */
  status: string
  deadline: string
  /** `{ [indicatorId]: fileId[] }`, JSON. */
  evidenceJson: string
  submitTime: string | null
  /** `[{ indicatorId, score, comment }]`, JSON. */
  scoresJson: string
  score: number | null
  stars: number | null
  reviewer: string | null
  reviewTime: string | null
  version: number
  updateTime: string
}

declare module '../db/types' {
  interface Database {
    assessment_indicators: AssessmentIndicatorsTable
    assessment_rounds: AssessmentRoundsTable
    assessment_items: AssessmentItemsTable
  }
}
