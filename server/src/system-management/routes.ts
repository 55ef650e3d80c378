/**
 * The system-management area (src/screens/system-management): the menu tree and each user's
 * menu settings, users, roles, strategies, resources (applications) and the audit journal.
 * One call for the app: `systemManagementRoutes(router)`.
 */
import type { Router } from '../http/router'
import { journalRoutes } from './journal'
import { menuRoutes } from './menus'
import { ssoResourceRoutes } from './resources'
import { ssoRoleRoutes } from './roles'
import { ssoStgRoutes } from './strategies'
import { ssoUserRoutes } from './users'

/** Register every system-management route, in the order the API lists them. */
export function systemManagementRoutes(router: Router): void {
  menuRoutes(router)
  ssoUserRoutes(router)
  ssoRoleRoutes(router)
  ssoStgRoutes(router)
  ssoResourceRoutes(router)
  journalRoutes(router)
}
