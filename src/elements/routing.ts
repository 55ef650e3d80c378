/**
 * Route tables and locations of the area and screen elements: each area element knows only its
 * area's screens (so its menu is the area's own menu), and routes in memory unless `routing="hash"`.
 */
import { AREAS, type AreaKey, MENU_ROUTES, routeByPath } from '../core/domain/routes'
import { AREA_ROUTES } from '../screens'
import { type ConsoleLocation, hashLocation, memoryConsoleLocation } from '../shell/router/location'
import { createRouteTable, type RouteTable } from '../shell/router/routeTable'
import { SHELL_ROUTES } from '../shell/routes'

/** Areas that have screens (src/screens), in menu order: only these get an element. */
export function areasWithScreens(): AreaKey[] {
  const present = new Set(AREA_ROUTES.map((route) => routeByPath(route.path)?.area))
  return AREAS.map((area) => area.key).filter((key) => present.has(key))
}

const tables = new Map<AreaKey, RouteTable>()

/** The shell's pages plus one area's screens; other areas' pages lead to not-found. */
export function areaTable(area: AreaKey): RouteTable {
  let table = tables.get(area)
  if (!table) {
    const own = AREA_ROUTES.filter((route) => routeByPath(route.path)?.area === area)
    table = createRouteTable([SHELL_ROUTES, own])
    tables.set(area, table)
  }
  return table
}

/** An area's first page with a screen, in catalogue order (the element's default start page). */
export function areaHome(area: AreaKey, table: RouteTable = areaTable(area)): string {
  return MENU_ROUTES.find((route) => route.area === area && table.hasScreen(route.path))?.path ?? '/welcome'
}

/** A start route from the `route` attribute: a console path, else the fallback. */
export function startRoute(route: string | undefined, fallback: string): string {
  const value = route?.trim()
  return value?.startsWith('/') && !value.startsWith('//') ? value : fallback
}

/** The element's location: memory routing unless `routing="hash"` (architecture.md: Routing). */
export function createLocation(routing: string | undefined, start: string): ConsoleLocation {
  if (routing?.trim().toLowerCase() !== 'hash') return memoryConsoleLocation(start)
  const location = hashLocation()
  if (location.current().path === '/') location.navigate(start, { replace: true })
  return location
}

/** `memory` or `hash`, as the element uses it. */
export function routingKind(routing: string | undefined): 'memory' | 'hash' {
  return routing?.trim().toLowerCase() === 'hash' ? 'hash' : 'memory'
}
