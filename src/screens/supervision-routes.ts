/**
 * Route tables of issue 19's three areas (operation-supervision, operate-supervision,
 * report-statistics): every catalogue route of the area, its screen loaded from
 * ./supervision-pages — one small lazy chunk of loaders (each screen's code its own chunk) and one
 * import, no repeated paths: the shell loads these
 * tables eagerly (budgets.md: the list screen's first load is at its ceiling).
 */
import { type AreaKey, ROUTES, type RoutePath } from '../core/domain/routes'
import { type AreaRoute, screenIn } from '../ui/screen'

// One chunk function for every page: a chunk recovered under a fresh URL is then one module.
const chunk = () => import('./supervision-pages')

/** The routes of one of the three areas. */
export const supervisionRoutes = (area: AreaKey): AreaRoute[] =>
  ROUTES.filter((route) => route.area === area).map(({ path, name }) => ({
    path: path as RoutePath,
    load: screenIn(chunk, (pages) => pages.PAGES[name]),
  }))
