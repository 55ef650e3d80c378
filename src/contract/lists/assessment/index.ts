/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
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
