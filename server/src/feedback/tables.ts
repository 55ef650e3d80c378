/**
 * Table types of feedback and station assessment (migration 0012-feedback), added to the
 * platform's `Database` by declaration merging. Times are ISO-8601 UTC text, dates YYYY-MM-DD
 * (China time), JSON as text.
 */
import type { Generated } from 'kysely'

/** One feedback item (domain.md: Feedback). */
export interface FeedbacksTable {
  feedbackId: string
  /** FEEDBACK_TYPE value. */
  type: string
  stationId: string
  stationName: string
  /** The station's operator: the company that handles the item. */
  operatorId: string
  areaCode: string
  description: string
  /** application_files ids, JSON array. */
  picturesJson: string
  /** FEEDBACK_STATUS value. */
  status: string
  submitterId: number
  submitterName: string
  submitTime: string
  dispatcherName: string | null
  dispatchTime: string | null
  /** Working days given at the last dispatch. */
  limitDays: number | null
  /** Last day to handle (China date). */
  deadline: string | null
  handlerName: string | null
  handleTime: string | null
  result: string | null
  resultPicturesJson: string
  /** 1 when handled after the deadline (overdue stays flagged). */
  handledLate: number
  /** The manager's last opinion (reject, close, send back). */
  opinion: string | null
  closeTime: string | null
  version: number
  updateTime: string
}

export interface FeedbackStepsTable {
  id: Generated<number>
  feedbackId: string
  action: string
  fromStatus: string | null
  toStatus: string
  /** Who took the step (migration 0035; null before it). */
  userId: number | null
  userName: string
  opinion: string
  time: string
}

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
    feedbacks: FeedbacksTable
    feedback_steps: FeedbackStepsTable
    assessment_indicators: AssessmentIndicatorsTable
    assessment_rounds: AssessmentRoundsTable
    assessment_items: AssessmentItemsTable
  }
}
