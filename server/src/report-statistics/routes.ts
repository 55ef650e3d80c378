/** report-statistics (issue 19): the monthly report of month-far, in the caller's data scope. */
import { routeOf } from '../../../src/contract/define'
import { monthReport as monthReportCall } from '../../../src/contract/report-statistics'
import type { Router } from '../http/router'
import { monthReport } from './month-far'

export function reportStatisticsRoutes(router: Router): void {
  router.route({
    ...routeOf(monthReportCall),
    tag: 'report-statistics',
    access: { permission: 'month-far/view' },
    handler: ({ db, query, principal }) =>
      monthReport(db, query, principal, router.deps.dialect === 'postgres'),
  })
}
