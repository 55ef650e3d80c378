/** The area's list descriptions: the contract's list calls, the journal's 导出… labels and the server's list resources are built from them (one line per list). */
import { CHARGING_DEVICES } from './charging-devices'

export const LISTS = [CHARGING_DEVICES] as const
