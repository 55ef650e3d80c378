/**
 * The dashboards' stats routes (api.md: Statistics for dashboards): one per page of
 * src/contract/dashboards.ts, answered by the aggregate its module declares for the page (each
 * module's `…_DASHBOARDS`); each route checks its page's view permission, resolves the period and
 * the caller's data scope, and answers from the aggregate.
 */
import './tables'

import { DASHBOARD_CALLS, DASHBOARD_PAGES, type DashboardPage } from '../../../src/contract/dashboards'
import type { Call } from '../../../src/contract/define'
import { routeOf } from '../../../src/contract/define'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { ALARM_DASHBOARDS } from './alarms'
import { DETAIL_DASHBOARDS } from './details'
import { FACILITY_DASHBOARDS } from './facilities'
import { type Aggregate, type StatsQuery, statsFilter } from './filters'
import { MESSAGE_DASHBOARDS } from './messages'
import { OVERALL_DASHBOARDS } from './overall'
import { SWAP_DASHBOARDS } from './swaps'
import { USAGE_DASHBOARDS } from './usage'

/** Every dashboard's aggregate: a page of the contract without one fails the type check. */
const AGGREGATES = {
  ...FACILITY_DASHBOARDS,
  ...USAGE_DASHBOARDS,
  ...OVERALL_DASHBOARDS,
  ...MESSAGE_DASHBOARDS,
  ...DETAIL_DASHBOARDS,
  ...SWAP_DASHBOARDS,
  ...ALARM_DASHBOARDS,
} satisfies Record<DashboardPage, Aggregate>

/** Register one stats route: `answer` gets the resolved filter and the raw query. */
function statsRoute(router: Router, call: Call, page: string, answer: Aggregate): void {
  router.route({
    ...routeOf(call),
    tag: 'dashboards',
    access: { permission: `${page}/view` },
    handler: async ({ db, query, principal }: { db: Db; query: unknown; principal: Principal }) => {
      const filter = statsFilter(query as StatsQuery, principal, router.deps.dialect === 'postgres')
      const { start, end, granularity } = filter.period
      return { from: start, to: end, granularity, ...(await answer(db, filter, query as StatsQuery)) }
    },
  })
}

/** Register every stats route of the dashboards. */
export function statsRoutes(router: Router): void {
  for (const page of DASHBOARD_PAGES) statsRoute(router, DASHBOARD_CALLS[page], page, AGGREGATES[page])
}
