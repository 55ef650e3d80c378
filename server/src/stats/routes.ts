/**
 * The dashboards' stats routes (api.md: Statistics for dashboards): one per dashboard page of the
 * route catalogue (src/contract/dashboards.ts), answered by the aggregate a module of this folder
 * declares for the page in its `DASHBOARDS` (found here, not listed: a new module is picked up as
 * it is); each route checks its page's view permission, resolves the period and the caller's data
 * scope, and answers from the aggregate.
 */
import './tables'

import { DASHBOARD_CALLS, DASHBOARD_PAGES } from '../../../src/contract/dashboards'
import type { Call } from '../../../src/contract/define'
import { routeOf } from '../../../src/contract/define'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { type Aggregate, type Dashboards, type StatsQuery, statsFilter } from './filters'

/** This folder's modules (each checks its `DASHBOARDS` against the pages: `satisfies Dashboards`). */
const MODULES = import.meta.glob<{ DASHBOARDS?: Dashboards }>(['./*.ts', '!./routes.ts'], { eager: true })

/**
 * Every page's aggregate from the modules' `DASHBOARDS`. Throws for a page without one, for one
 * page answered twice and for an aggregate whose page is not a dashboard of the catalogue.
 */
export function aggregatesOf(
  modules: Readonly<Record<string, { DASHBOARDS?: Readonly<Record<string, Aggregate | undefined>> }>>,
  pages: readonly string[],
): Map<string, Aggregate> {
  const found = new Map<string, Aggregate>()
  for (const [file, { DASHBOARDS = {} }] of Object.entries(modules))
    for (const [page, aggregate] of Object.entries(DASHBOARDS)) {
      if (!aggregate) continue
      if (!pages.includes(page)) throw new Error(`${file}: ${page} is no dashboard page of the catalogue`)
      if (found.has(page)) throw new Error(`${file}: ${page} has an aggregate already`)
      found.set(page, aggregate)
    }
  const missing = pages.filter((page) => !found.has(page))
  if (missing.length) throw new Error(`no aggregate for the dashboard pages ${missing.join(', ')}`)
  return found
}

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

/** Every dashboard page's aggregate: the server does not start with one missing. */
export const AGGREGATES = aggregatesOf(MODULES, DASHBOARD_PAGES)

/** Register every stats route of the dashboards. */
export function statsRoutes(router: Router): void {
  for (const page of DASHBOARD_PAGES) statsRoute(router, DASHBOARD_CALLS[page], page, AGGREGATES.get(page)!)
}
