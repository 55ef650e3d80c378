/**
 * The data-input area (issue 17): holidays-management and reporting-manager. One call for the
 * app: `dataInputRoutes(router)`.
 */
import type { Router } from '../http/router'
import { settlingRouter } from '../http/settling'
import { defineResourceRoutes } from '../resources'
import { describedRest } from '../resources/described'
import { holidayRoutes, holidaysResource } from './holidays'
import { reportingFileRoutes } from './reporting-files'
import { settleTasks } from './reporting-flow'
import { reportingTargetRoutes } from './reporting-targets'
import { reportingTargetsResource } from './reporting-targets-resource'
import { reportingTaskRoutes, reportingTasksResource } from './reporting-tasks'

/** Register every data-input route (reporting calls first close the tasks whose deadline passed). */
export function dataInputRoutes(router: Router): void {
  holidayRoutes(router)
  const settling = settlingRouter(router, settleTasks)
  reportingFileRoutes(settling)
  reportingTaskRoutes(settling)
  reportingTargetRoutes(settling)
  // A list served from its description alone (the area's own are registered among their routes).
  const own = [holidaysResource, reportingTasksResource, reportingTargetsResource]
  for (const def of describedRest('data-input', own)) defineResourceRoutes(settling, def)
}
