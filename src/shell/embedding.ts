/**
 * What the shell offers embedded consoles (area and screen elements): each area console knows only
 * its area's screens (so its menu is the area's own menu), and routes in memory unless
 * `routing="hash"`. Light on purpose: the element entry imports it to know which tags to define.
 */
import { useEffect, useRef } from 'react'
import { AREAS, type AreaKey, MENU_ROUTES, routeByPath } from '../core/domain/routes'
import { loginPath } from '../core/session'
import { AREA_ROUTES } from '../screens'
import { type ConsoleLocation, hashLocation, memoryConsoleLocation } from './router/location'
import { createRouteTable, type RouteTable } from './router/routeTable'
import { SHELL_ROUTES } from './routes'

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

/**
 * The element's `route` attribute and the sign-in form: a changed `route` opens that page (none,
 * the fallback); `toLogin` shows the sign-in form with the current address as jumpTo, and
 * `leaveLogin`, after sign-in, goes to jumpTo or the start page.
 */
export function useElementRoute(location: ConsoleLocation, route: string | undefined, fallback: string) {
  const shownRoute = useRef(route)
  useEffect(() => {
    if (shownRoute.current === route) return
    shownRoute.current = route
    location.navigate(startRoute(route, fallback))
  }, [route, fallback, location])

  const toLogin = () => {
    const { path } = location.current()
    if (path !== '/login') location.navigate(loginPath(location.address()), { replace: true })
  }
  const leaveLogin = () => {
    const { path, search } = location.current()
    if (path !== '/login') return
    const jumpTo = new URLSearchParams(search).get('jumpTo')
    const back = jumpTo ? location.routeOf(jumpTo) : null
    location.navigate(back && !back.startsWith('/login') ? back : startRoute(route, fallback), {
      replace: true,
    })
  }
  return { toLogin, leaveLogin }
}
