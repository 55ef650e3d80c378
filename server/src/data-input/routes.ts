/**
 * The data-input area (issue 17): holidays-management. One call for the app:
 * `dataInputRoutes(router)`.
 */
import type { Router } from '../route'
import { holidayRoutes } from './holidays'

/** Register every data-input route. */
export function dataInputRoutes(router: Router): void {
  holidayRoutes(router)
}
