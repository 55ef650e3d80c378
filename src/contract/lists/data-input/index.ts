/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { HOLIDAYS } from './holidays'
import { REPORTING_TARGETS } from './reporting-targets'
import { REPORTING_TASKS } from './reporting-tasks'

export const LISTS = [HOLIDAYS, REPORTING_TASKS, REPORTING_TARGETS] as const
