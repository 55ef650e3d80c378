/**
 * The side menu's data: the session's menu (server order, labels, icons; already pruned to the
 * user's permissions) less the entries the console has no screen for, so the menu never leads to a
 * dead end (issue 4: Done when).
 */
import { firstLeaf, type MenuItem } from '../../core/menu'
import { hasPage, type ReadonlyAuthMap } from '../../core/permissions'
import type { RouteTable } from '../router/routeTable'

/** The menu without pages that have no screen; groups left empty go too. */
export function visibleMenu(items: readonly MenuItem[], table: RouteTable): MenuItem[] {
  const out: MenuItem[] = []
  for (const item of items) {
    if (item.sub?.length) {
      const sub = visibleMenu(item.sub, table)
      if (sub.length) out.push({ ...item, sub })
    } else if (item.path[0] && table.hasScreen(item.path[0])) {
      out.push(item)
    }
  }
  return out
}

/** The first page of the visible menu, else /welcome (decisions: `pages`). */
export function homePath(items: readonly MenuItem[], table: RouteTable): string {
  return firstLeaf(visibleMenu(items, table))
}

/**
 * Where sign-in without jumpTo leads: the city's dashboard route (section 3: `cityCode` from
 * `/common/config` picks the configuration) when the user may open it and it has a screen, else
 * the first page of the menu.
 */
export function startPath(
  items: readonly MenuItem[],
  table: RouteTable,
  authMap: ReadonlyAuthMap,
  dashboardRoute?: string,
): string {
  const dashboard = dashboardRoute ? table.match(dashboardRoute) : null
  if (dashboardRoute && dashboard?.route.load && hasPage(dashboard.route.entry.name, authMap))
    return dashboardRoute
  return homePath(items, table)
}

/** The menu page to highlight for a path: its own entry, else the list page of a sub-page. */
export function selectedLeaf(
  items: readonly MenuItem[],
  path: string,
  table: RouteTable,
): MenuItem | undefined {
  const find = (list: readonly MenuItem[], wanted: string): MenuItem | undefined => {
    for (const item of list) {
      const found = item.sub?.length ? find(item.sub, wanted) : item.path.includes(wanted) ? item : undefined
      if (found) return found
    }
    return undefined
  }
  const parent = table.match(path)?.route.entry.parent
  return find(items, path) ?? (parent ? find(items, parent) : undefined)
}

/** Keys of the groups leading to an item (its parents, top first). */
export function ancestorKeys(items: readonly MenuItem[], key: string): string[] {
  const walk = (list: readonly MenuItem[], trail: string[]): string[] | null => {
    for (const item of list) {
      if (item.key === key && !item.sub?.length) return trail
      if (item.sub?.length) {
        const found = walk(item.sub, [...trail, item.key])
        if (found) return found
      }
    }
    return null
  }
  return walk(items, []) ?? []
}
