/** The area's list descriptions: the contract's list calls, the journal's 导出… labels and the server's list resources are built from them (one line per list). */
import { ALARMS } from './alarms'

export const LISTS = [ALARMS] as const
