/**
 * Every call of the API contract, gathered from the area modules. A test holds the server's
 * routes to this list and the reverse (a route without a contract entry, or an entry without a
 * route, fails). Adding an area: one import and one spread below.
 */
import { APPEARANCE_CALLS } from './appearance'
import type { Call } from './define'
import { OPERATING_SERVICES_CALLS } from './operating-services'
import { OPS_SERVICES_CALLS } from './ops-services'
import * as systemManagementJournal from './system-management-journal'
import { UNIVERSAL_DASHBOARD_CALLS } from './universal-dashboards'
import { UNIVERSAL_SERVICES_CALLS } from './universal-services'

/** Every call, keyed `<module>.<name>` for messages. */
export const CONTRACT: Readonly<Record<string, Call>> = {
  ...UNIVERSAL_SERVICES_CALLS,
  ...{ 'system-management-journal.journalChain': systemManagementJournal.journalChain },
  ...OPERATING_SERVICES_CALLS,
  ...UNIVERSAL_DASHBOARD_CALLS,
  ...OPS_SERVICES_CALLS,
  ...APPEARANCE_CALLS,
}
