/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { ASSESSMENT_RECORDS } from './assessment-records'
import { BATTERIES } from './batteries'
import { CONNECTORS } from './connectors'
import { EQUIPMENT } from './equipment'
import { FILES } from './files'
import { NO_POWER_EQUIPMENT } from './no-power-equipment'
import { OPERATORS } from './operators'
import { ORDERS } from './orders'
import { PLATFORM_OPERATORS } from './platform-operators'
import { RURAL_STATIONS } from './rural-stations'
import { STATIONS } from './stations'
import { SWAP_ORDERS } from './swap-orders'
import { SWAP_STATIONS } from './swap-stations'

export const LISTS = [
  STATIONS,
  EQUIPMENT,
  CONNECTORS,
  ORDERS,
  OPERATORS,
  PLATFORM_OPERATORS,
  SWAP_STATIONS,
  SWAP_ORDERS,
  BATTERIES,
  NO_POWER_EQUIPMENT,
  FILES,
  ASSESSMENT_RECORDS,
  RURAL_STATIONS,
] as const
