/**
 * The console's route table: the route catalogue (src/core/domain/routes.ts) merged with the area
 * route tables (src/screens) and the shell's own pages. A catalogue entry without a screen stays
 * in the table (the permission check still knows it) but has no `load`, and the menu leaves it
 * out so that it never leads to a dead end (issue 4: Done when).
 */
import { NEVER_KEPT_ALIVE, ROUTES, type RouteEntry } from '../../core/domain/routes'
import type { AreaRoute, ScreenLoad } from '../../ui/screen'

/** A route the shell can show. */
export interface ShellRoute {
  entry: RouteEntry
  /** Loads the screen on demand (section 2: "All routes are loaded on demand"); absent = no screen yet. */
  load?: ScreenLoad
  /** Whether the page may be kept alive when hidden (section 1). */
  keepAlive: boolean
}

/** A route matched against a concrete path. */
export interface RouteMatch {
  route: ShellRoute
  params: Record<string, string>
}

export interface RouteTable {
  readonly routes: readonly ShellRoute[]
  /** The route of a concrete path (`/universal-services/access-audit-detail/7`), if any. */
  match(path: string): RouteMatch | null
  /** Whether a concrete path leads to a screen. */
  hasScreen(path: string): boolean
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** Match a catalogue pattern (`:name` matches one segment) against a concrete path. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const expected = segmentsOf(pattern)
  const actual = segmentsOf(path)
  if (expected.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index]
    const have = actual[index]
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(have)
      } catch {
        return null
      }
    } else if (want !== have) {
      return null
    }
  }
  return params
}

/**
 * Merge the catalogue with route tables that add `load` (and `keepAlive: false`).
 *
 * @example
 * const table = createRouteTable([SHELL_ROUTES, AREA_ROUTES])
 * table.match('/message') // { route: { entry: { name: 'message', ... }, load, keepAlive: false }, params: {} }
 */
export function createRouteTable(
  tables: readonly (readonly AreaRoute[])[],
  catalogue: readonly RouteEntry[] = ROUTES,
): RouteTable {
  const loaders = new Map<string, AreaRoute>()
  for (const table of tables) for (const route of table) loaders.set(route.path, route)
  const routes: ShellRoute[] = catalogue.map((entry) => {
    const area = loaders.get(entry.path)
    return {
      entry,
      ...(area ? { load: area.load } : {}),
      // Section 1: menu management, journal audit, user management, message and account center
      // are never kept alive; an area may opt out more pages.
      keepAlive: area?.keepAlive !== false && !NEVER_KEPT_ALIVE.has(entry.name),
    }
  })
  // Most paths have no `:name` part: found by their path at once (the menu asks for every one of
  // its entries on a cold load; scanning the catalogue for each took ~20 ms).
  const exact = new Map<string, { route: ShellRoute; index: number }>()
  const patterns: { route: ShellRoute; index: number }[] = []
  routes.forEach((route, index) => {
    if (route.entry.path.includes('/:')) patterns.push({ route, index })
    else {
      const key = `/${segmentsOf(route.entry.path).join('/')}`
      if (!exact.has(key)) exact.set(key, { route, index })
    }
  })
  // Memoised per concrete path, so a screen gets the same `params` object on every render.
  const matches = new Map<string, RouteMatch | null>()
  const match = (path: string): RouteMatch | null => {
    const known = matches.get(path)
    if (known !== undefined) return known
    const plain = exact.get(`/${segmentsOf(path).join('/')}`)
    let found: RouteMatch | null = plain ? { route: plain.route, params: {} } : null
    // A pattern listed before the plain route wins, as in a scan of the whole catalogue.
    for (const { route, index } of patterns) {
      if (plain && index > plain.index) break
      const params = matchPattern(route.entry.path, path)
      if (params) {
        found = { route, params }
        break
      }
    }
    if (matches.size > 500) matches.clear()
    matches.set(path, found)
    return found
  }
  return { routes, match, hasScreen: (path) => !!match(path)?.route.load }
}
