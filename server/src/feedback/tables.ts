/**
 * Table types of feedback (migration 0012-feedback; station assessment's, of the same migration,
 * are in server/src/assessment/tables.ts), added to the platform's `Database` by declaration
 * merging. Times are ISO-8601 UTC text, dates YYYY-MM-DD (China time), JSON as text.
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

/** What an item holds when just submitted: nobody has dispatched or handled it yet (version 1). */
export const UNHANDLED = {
  dispatcherName: null,
  dispatchTime: null,
  limitDays: null,
  deadline: null,
  handlerName: null,
  handleTime: null,
  result: null,
  resultPicturesJson: '[]',
  handledLate: 0,
  opinion: null,
  closeTime: null,
  version: 1,
} as const satisfies Partial<FeedbacksTable>

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

declare module '../db/types' {
  interface Database {
    feedbacks: FeedbacksTable
    feedback_steps: FeedbackStepsTable
  }
}
