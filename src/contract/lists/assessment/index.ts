/** The area's list descriptions: the contract's list calls, the journal's 导出… labels and the server's list resources are built from them (one line per list). */
import {
  ASSESSMENT_EVALUATION_UPLOADS,
  ASSESSMENT_ITEM_RECORDS,
  ASSESSMENT_REVIEWS,
  ASSESSMENT_UPLOADS,
} from './items'

export const LISTS = [
  ASSESSMENT_UPLOADS,
  ASSESSMENT_EVALUATION_UPLOADS,
  ASSESSMENT_REVIEWS,
  ASSESSMENT_ITEM_RECORDS,
] as const
