/** The area's list descriptions: the contract's list calls, the journal's 导出… labels and the server's list resources are built from them (one line per list). */
import { MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS, STAFF_FEEDBACKS } from './feedbacks'

export const LISTS = [STAFF_FEEDBACKS, MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS] as const
