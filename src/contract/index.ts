/**
 * Every call of the API contract, gathered from the area modules. A test holds the server's
 * routes to this list and the reverse (a route without a contract entry, or an entry without a
 * route, fails). Adding an area: one import and one spread below.
 */
import { ACCOUNT_CALLS } from './account'
import { APPEARANCE_CALLS } from './appearance'
import { ARCHIVES_MANAGEMENT_CALLS } from './archives-management'
import { ASSESSMENT_CALLS } from './assessment'
import { BATCH_STEPS_CALLS } from './batch-steps'
import { COMMON_CALLS } from './common'
import { DASHBOARDS_CONTRACT } from './dashboards'
import { DATA_INPUT_CALLS } from './data-input'
import { DATA_INPUT_REPORTING_CALLS } from './data-input-reporting'
import type { Call } from './define'
import { EXPORTS_CALLS } from './exports'
import { FEEDBACK_CALLS } from './feedback'
import { LIVE_CALLS } from './live'
import { MAP_POINTS_CALLS } from './map-points'
import { MENU_CALLS } from './menu'
import { MESSAGES_CALLS } from './messages'
import { MOBILE_ARTICLES_CALLS } from './mobile-articles'
import { MOBILE_MANAGEMENT_CALLS } from './mobile-management'
import { OFFICIAL_DOCUMENT_CALLS } from './official-documents'
import { OPERATE_SUPERVISION_CALLS } from './operate-supervision'
import { OPERATION_SUPERVISION_CALLS } from './operation-supervision'
import { OPS_SERVICES_CALLS } from './ops-services'
import { REPORT_STATISTICS_CALLS } from './report-statistics'
import { RESOURCE_CALLS } from './resources'
import { SUPERVISE_SERVICES_CALLS } from './supervise-services'
import { SYSTEM_MANAGEMENT_JOURNAL_CALLS } from './system-management-journal'
import { SYSTEM_MANAGEMENT_RESOURCES_CALLS } from './system-management-resources'
import { SYSTEM_MANAGEMENT_ROLES_CALLS } from './system-management-roles'
import { SYSTEM_MANAGEMENT_STRATEGIES_CALLS } from './system-management-strategies'
import { SYSTEM_MANAGEMENT_USERS_CALLS } from './system-management-users'
import { UNIVERSAL_SERVICES_CALLS } from './universal-services'

/** Every call, keyed `<module>.<name>` for messages. */
export const CONTRACT: Readonly<Record<string, Call>> = {
  ...UNIVERSAL_SERVICES_CALLS,
  ...BATCH_STEPS_CALLS,
  ...OFFICIAL_DOCUMENT_CALLS,
  ...SYSTEM_MANAGEMENT_JOURNAL_CALLS,
  ...DASHBOARDS_CONTRACT,
  ...OPS_SERVICES_CALLS,
  ...ACCOUNT_CALLS,
  ...COMMON_CALLS,
  ...MESSAGES_CALLS,
  ...MENU_CALLS,
  ...SYSTEM_MANAGEMENT_USERS_CALLS,
  ...SYSTEM_MANAGEMENT_ROLES_CALLS,
  ...SYSTEM_MANAGEMENT_STRATEGIES_CALLS,
  ...SYSTEM_MANAGEMENT_RESOURCES_CALLS,
  ...EXPORTS_CALLS,
  ...ARCHIVES_MANAGEMENT_CALLS,
  ...LIVE_CALLS,
  ...MAP_POINTS_CALLS,
  ...RESOURCE_CALLS,
  ...APPEARANCE_CALLS,
  ...MOBILE_MANAGEMENT_CALLS,
  ...MOBILE_ARTICLES_CALLS,
  ...DATA_INPUT_CALLS,
  ...SUPERVISE_SERVICES_CALLS,
  ...FEEDBACK_CALLS,
  ...ASSESSMENT_CALLS,
  ...OPERATION_SUPERVISION_CALLS,
  ...OPERATE_SUPERVISION_CALLS,
  ...REPORT_STATISTICS_CALLS,
  ...DATA_INPUT_REPORTING_CALLS,
}
