/**
 * The shell's own pages (login, welcome, not-found, message, account center) and the console's
 * full route table: the catalogue merged with these and every area's table (src/screens).
 */
import { AREA_ROUTES } from '../screens'
import { type AreaRoute, setScreenLookup } from '../ui/screen'
import { createRouteTable } from './router/routeTable'

/** Pages that belong to the shell, each loaded on demand (section 2). */
export const SHELL_ROUTES: readonly AreaRoute[] = [
  { path: '/login', load: () => import('./pages/Login'), keepAlive: false },
  { path: '/welcome', load: () => import('./pages/Welcome') },
  { path: '/not-found', load: () => import('./pages/NotFound'), keepAlive: false },
  { path: '/message', load: () => import('./pages/Message'), keepAlive: false },
  { path: '/account-center', load: () => import('./pages/account/AccountCenter'), keepAlive: false },
]

/** The console's route table. */
export const CONSOLE_ROUTES = createRouteTable([SHELL_ROUTES, AREA_ROUTES])

// Screens ask `hasScreen(path)` (src/ui/screen.ts) to mark menu entries this version cannot open.
setScreenLookup(CONSOLE_ROUTES.hasScreen)
