/**
 * Page permissions of section 6: the page → actions map built from `auths[].resPath`, the route
 * check, and menu pruning. No React.
 */
import type { MenuItem } from './menu'

/** An auth entry of user_info: `resPath` is `<page-name>/<action>` (api.md: Permissions). */
export interface Auth {
  resPath: string
}

/** Page name without hyphens → permitted actions (read-only, so valtio snapshots fit too). */
export type AuthMap = Record<string, readonly string[]>

/** Any read-only view of an auth map (e.g. `ScreenProps.authMap`). */
export type ReadonlyAuthMap = Readonly<AuthMap>

/** Section 6 / 8: the message shown when the user may not open a page. */
export const NO_PERMISSION_MESSAGE = '您没有当前页面的权限，请联系管理员~'

/** Routes that skip the check (section 6). */
export const UNCHECKED_ROUTES: ReadonlySet<string> = new Set(['login', 'not-found', 'welcome'])

/** Section 6: the route named monitor goes to /welcome with no message. */
export const MONITOR_ROUTE = 'monitor'

/** A page name as the map keys it: hyphens removed (section 6). */
export function pageKey(name: string): string {
  return name.replace(/-/g, '')
}

/**
 * Build the page → actions map: each resPath is split into a first segment (hyphens removed) and
 * a second segment (section 6).
 *
 * @example
 * buildAuthMap([{ resPath: 'access-audit/view' }, { resPath: 'access-audit/examine' }])
 * // { accessaudit: ['view', 'examine'] }
 */
export function buildAuthMap(auths: readonly Auth[] | null | undefined): AuthMap {
  const map: Record<string, string[]> = {}
  for (const auth of auths ?? []) {
    if (!auth || typeof auth.resPath !== 'string') continue
    const [first, second] = auth.resPath.replace(/^\/+/, '').split('/')
    if (!first) continue
    const page = pageKey(first)
    if (!Object.hasOwn(map, page)) map[page] = []
    if (second && !map[page].includes(second)) map[page].push(second)
  }
  return map
}

/** Whether the map grants a page (by its name, hyphens or not). */
export function hasPage(name: string, authMap: ReadonlyAuthMap): boolean {
  return Object.hasOwn(authMap, pageKey(name))
}

/** The actions the user may take on a page (empty when none). */
export function actionsFor(name: string, authMap: ReadonlyAuthMap): string[] {
  return hasPage(name, authMap) ? [...authMap[pageKey(name)]] : []
}

/** The outcome of the route check: pass, or go elsewhere (with a message to show, if any). */
export type RouteCheck = { allowed: true } | { allowed: false; redirect: string; message?: string }

export interface CheckRouteOptions {
  /** A development build skips the check (decisions: Development mode: `import.meta.env.DEV`). */
  dev?: boolean
  /** The action the route serves beyond seeing the page (a sub-page's: `subPageAction`). */
  action?: string
}

/**
 * The route check of section 6: monitor → /welcome silently; login, not-found and welcome (and a
 * development build) pass; any other route needs its name (hyphens removed) in the map, else
 * /not-found with 您没有当前页面的权限，请联系管理员~.
 */
export function checkRoute(
  routeName: string,
  authMap: ReadonlyAuthMap,
  options: CheckRouteOptions = {},
): RouteCheck {
  if (routeName === MONITOR_ROUTE) return { allowed: false, redirect: '/welcome' }
  if (UNCHECKED_ROUTES.has(routeName) || options.dev) return { allowed: true }
  const granted = hasPage(routeName, authMap)
  if (granted && (!options.action || authMap[pageKey(routeName)].includes(options.action)))
    return { allowed: true }
  return { allowed: false, redirect: '/not-found', message: NO_PERMISSION_MESSAGE }
}

/**
 * The action a sub-page serves, from its path (decisions: Flow screens): `…-edit/…` edit,
 * `…-examine/…` examine; a detail needs only the page. Issue 42 item 27: a typed address of an
 * edit page opened a form whose 保存 the server then refused.
 */
export function subPageAction(path: string): string | undefined {
  return /-(edit|examine)\//.exec(path)?.[1]
}

function lastSegment(path: string): string {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean)
  return segments[segments.length - 1] ?? ''
}

/**
 * Whether a menu page is permitted (decisions: Menu pruning): the page name of an auth is the last
 * segment of one of the item's paths.
 */
export function isMenuItemPermitted(item: Pick<MenuItem, 'path'>, authMap: ReadonlyAuthMap): boolean {
  return item.path.some((path) => {
    const segment = lastSegment(path)
    return segment !== '' && hasPage(segment, authMap)
  })
}

/**
 * Prune a menu to what the user may open (section 6, decisions: Menu pruning): pages (items
 * without children, at any level) stay only when permitted; groups left without children go.
 */
export function pruneMenu(items: readonly MenuItem[], authMap: ReadonlyAuthMap): MenuItem[] {
  const out: MenuItem[] = []
  for (const item of items) {
    if (item.sub?.length) {
      const sub = pruneMenu(item.sub, authMap)
      if (sub.length) out.push({ ...item, sub })
    } else if (isMenuItemPermitted(item, authMap)) {
      out.push(item)
    }
  }
  return out
}
