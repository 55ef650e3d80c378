/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { BATCHES } from './batches'
import { FEES } from './fees'
import { PUBLICITIES } from './publicities'
import { SUBSIDIES } from './subsidies'
import { SUBSIDY_APPLIES } from './subsidy-applies'
import { SUBSIDY_AUDITS } from './subsidy-audits'
import { SUPERVISED_STATIONS } from './supervised-stations'

export const LISTS = [
  BATCHES,
  SUBSIDY_APPLIES,
  SUBSIDY_AUDITS,
  PUBLICITIES,
  SUBSIDIES,
  FEES,
  SUPERVISED_STATIONS,
] as const
