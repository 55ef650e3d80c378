/**
 * The route table of issue 19's three areas: every catalogue route of operation-supervision,
 * operate-supervision and report-statistics, its screen loaded from ./supervision-pages (one
 * import and no repeated paths: the shell loads this table eagerly, budgets.md).
 */
import { ROUTES, type RoutePath } from '../core/domain/routes'
import type { AreaRoute } from '../ui/screen'

const AREAS: readonly string[] = ['operation-supervision', 'operate-supervision', 'report-statistics']

const routes: AreaRoute[] = ROUTES.filter((route) => AREAS.includes(route.area)).map((route) => ({
  path: route.path as RoutePath,
  load: () => import('./supervision-pages').then(({ PAGES }) => ({ default: PAGES[route.name] })),
}))

export default routes
