/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS, STAFF_FEEDBACKS } from './feedbacks'

export const LISTS = [STAFF_FEEDBACKS, MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS] as const
