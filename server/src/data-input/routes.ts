/**
 * The data-input area (issue 17): holidays-management and reporting-manager. One call for the
 * app: `dataInputRoutes(router)`.
 */
import type { Router } from '../http/router'
import { settlingRouter } from '../http/settling'
import { holidayRoutes } from './holidays'
import { reportingFileRoutes } from './reporting-files'
import { settleTasks } from './reporting-flow'
import { reportingTargetRoutes } from './reporting-targets'
import { reportingTaskRoutes } from './reporting-tasks'

/** Register every data-input route (reporting calls first close the tasks whose deadline passed). */
export function dataInputRoutes(router: Router): void {
  holidayRoutes(router)
  const settling = settlingRouter(router, settleTasks)
  reportingFileRoutes(settling)
  reportingTaskRoutes(settling)
  reportingTargetRoutes(settling)
}
