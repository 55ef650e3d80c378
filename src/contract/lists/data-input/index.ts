/** The area's list descriptions: the contract's list calls, the journal's 导出… labels and the server's list resources are built from them (one line per list). */
import { HOLIDAYS } from './holidays'
import { REPORTING_TARGETS } from './reporting-targets'
import { REPORTING_TASKS } from './reporting-tasks'

export const LISTS = [HOLIDAYS, REPORTING_TASKS, REPORTING_TARGETS] as const
