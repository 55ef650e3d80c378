/**
 * The route guard of section 4 and the permission check of section 6, shared by the full console
 * (src/shell/router/Guarded.tsx) and the screen-only console (src/shell/ScreenConsole.tsx).
 *
 * - Session marker and user info loaded once: pass. Otherwise load user info (and the back menu
 *   list when empty); on failure the loaded flag resets, SESSION_EXPIRED goes to the parent, and
 *   the user goes to /login (with the current address as jumpTo, so sign-in comes back here).
 * - A route's name (hyphens removed) must be in the auth map, and a sub-page's action (edit,
 *   examine) among the page's actions, else /not-found with 您没有当前页面的权限，请联系管理员~;
 *   monitor goes to /welcome; login, not-found and welcome
 *   skip the check, as does a development build (decisions: Development mode).
 * - Unknown paths go to /not-found (页面不存在); a permitted page of the catalogue whose screen this
 *   version does not have yet says so and names its area (issue 22, item 11).
 */
import { useEffect } from 'react'
import { AREAS } from '../../core/domain/routes'
import { isDevBuild } from '../../core/env'
import { type AuthMap, checkRoute, subPageAction } from '../../core/permissions'
import { endSession, loginPath } from '../../core/session'
import { ensureSession } from '../../core/session-load'
import { hasSessionMarker } from '../../core/storage'
import { useSession } from '../../ui/useSession'
import { type Refusal, useShell } from '../context'
import type { RouteTable } from './routeTable'

/** Where the guard sends a signed-in user instead of `path`, if anywhere. */
export function redirectFor(table: RouteTable, path: string, authMap: Readonly<AuthMap>): Refusal | null {
  const match = table.match(path)
  if (!match) return { to: '/not-found' }
  const { entry } = match.route
  // A sub-page (edit, examine) needs the action it serves too, not only its list page.
  const action = entry.parent ? subPageAction(entry.path) : undefined
  const check = checkRoute(entry.name, authMap, { dev: isDevBuild(), action })
  if (!check.allowed) return { to: check.redirect, message: check.message ?? '' }
  if (!match.route.load) {
    const area = AREAS.find((item) => item.key === entry.area)?.title ?? ''
    return { to: '/not-found', unavailable: { area, title: entry.title } }
  }
  return null
}

/** Whether the session lets the guard pass (marker set and user info loaded). */
export function useSignedIn(): boolean {
  const snapshot = useSession()
  return hasSessionMarker() && snapshot.loaded
}

/**
 * Whether the session lets the guard pass; while it does not, loads it (`beforeLoad` first: the
 * full console fetches its frame meanwhile) and sends a failed load to /login.
 */
export function useSessionGate(beforeLoad?: () => void): boolean {
  const { api, location, navigate, emit } = useShell()
  const passed = useSignedIn()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `beforeLoad` runs with the load it precedes
  useEffect(() => {
    if (passed) return
    let live = true
    beforeLoad?.()
    ensureSession(api).then((ok) => {
      if (!live || ok) return
      // A 401 already ran the client's session-invalid flow, which went to /login: once is enough.
      if (location.current().path === '/login') return
      // A session that ended earlier (a call in flight answered 401 before this page was asked
      // for) has been reported: endSession tells the host only of a session still on.
      endSession()
      emit('ev-session-expired')
      navigate(loginPath(location.address()), { replace: true })
    })
    return () => {
      live = false
    }
  }, [passed, api, location, navigate, emit])
  return passed
}
