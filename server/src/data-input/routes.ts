/**
 * The data-input area (issue 17): holidays-management and reporting-manager. One call for the
 * app: `dataInputRoutes(router)`.
 */
import type { Router } from '../http/router'
import { holidayRoutes } from './holidays'
import { reportingFileRoutes } from './reporting-files'
import { settlingRouter } from './reporting-flow'
import { reportingTargetRoutes } from './reporting-targets'
import { reportingTaskRoutes } from './reporting-tasks'

/** Register every data-input route (reporting calls first close the tasks whose deadline passed). */
export function dataInputRoutes(router: Router): void {
  holidayRoutes(router)
  const settling = settlingRouter(router)
  reportingFileRoutes(settling)
  reportingTaskRoutes(settling)
  reportingTargetRoutes(settling)
}
