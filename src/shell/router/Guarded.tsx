/**
 * The route guard of section 4 and the permission check of section 6, around the shell frame.
 *
 * - Session marker and user info loaded once: pass. Otherwise load user info (and the back menu
 *   list when empty); on failure the loaded flag resets, SESSION_EXPIRED goes to the parent, and
 *   the user goes to /login (with the current address as jumpTo, so sign-in comes back here).
 * - A route's name (hyphens removed) must be in the auth map, else /not-found with
 *   您没有当前页面的权限，请联系管理员~; monitor goes to /welcome; login, not-found and welcome
 *   skip the check, as does a development build (decisions: Development mode).
 * - Unknown paths and catalogued pages without a screen go to /not-found.
 */
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { postSessionExpired } from '../../core/bridge'
import { type AuthMap, checkRoute } from '../../core/permissions'
import { ensureSession, loginPath } from '../../core/session'
import { hasSessionMarker } from '../../core/storage'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { Centered } from '../Centered'
import { useShell } from '../context'
import { Dialogs } from '../dialogs/Dialogs'
import type { TabsController } from '../tabs/useTabs'
import { loadScreen, retrying } from './loadScreen'
import type { RouteTable } from './routeTable'
import { forgetSubPages, pendingSubPage, recordSubPage } from './subPages'

const DEV = Boolean(import.meta.env?.DEV)

// The frame is a chunk of its own, so the login page loads less; the dialogs load their parts
// when they are to be shown.
const Frame = preloadable(
  retrying(() => import('../layout/Frame').then((module) => module.Frame)),
  <Centered />,
)

/**
 * Fetch the frame and the screen of `path` while the session loads, instead of one after the
 * other once it has: the code is public and runs nothing, and the guard still decides what is
 * shown. A failure here is ignored; rendering loads again, with its retries.
 */
function preload(table: RouteTable, path: string): void {
  Frame.prefetch()
  const load = table.match(path)?.route.load
  if (load) loadScreen(load).catch(() => undefined)
}

/** Where the guard sends a signed-in user instead of `path`, if anywhere. */
export function redirectFor(table: RouteTable, path: string, authMap: Readonly<AuthMap>) {
  const match = table.match(path)
  if (!match) return { to: '/not-found' }
  const check = checkRoute(match.route.entry.name, authMap, { dev: DEV })
  if (!check.allowed) return { to: check.redirect, message: check.message ?? '' }
  if (!match.route.load) return { to: '/not-found' }
  return null
}

/** The guarded shell: a spinner until the session is known, then the frame and its dialogs. */
export function Guarded() {
  const { api, table, ui, location, navigate, emit } = useShell()
  const [path] = useLocation()
  const search = useSearch()
  const snapshot = useSession()
  const passed = hasSessionMarker() && snapshot.loaded
  const previous = useRef<string | null>(null)
  const tabs = useRef<TabsController | null>(null)

  useEffect(() => {
    if (passed) return
    let live = true
    preload(table, location.current().path)
    ensureSession(api).then((ok) => {
      if (!live || ok) return
      // A 401 already ran the client's session-invalid flow, which went to /login: once is enough.
      if (location.current().path === '/login') return
      postSessionExpired()
      emit('ev-session-expired')
      navigate(loginPath(location.address()), { replace: true })
    })
    return () => {
      live = false
    }
  }, [passed, api, table, location, navigate, emit])

  const refused = passed ? redirectFor(table, path, snapshot.authMap) : null
  const listTabOpen = !!tabs.current?.state.tabs.some((tab) => tab.path === path)
  const restore = passed && !refused ? pendingSubPage(table, previous.current, path, listTabOpen) : null

  const refusedTo = refused?.to ?? null
  const refusedMessage = refused?.message ?? ''
  useEffect(() => {
    if (!passed) return
    if (refusedTo) {
      ui.notFoundMessage = refusedMessage
      navigate(refusedTo, { replace: true })
      return
    }
    if (restore) {
      navigate(restore, { replace: true })
      return
    }
    if (path !== '/not-found') ui.notFoundMessage = ''
    recordSubPage(table, previous.current, path, search)
    previous.current = path
  }, [passed, refusedTo, refusedMessage, restore, path, search, table, ui, navigate])

  const onController = useCallback((controller: TabsController) => {
    tabs.current = controller
  }, [])

  if (!passed) return <Centered />
  return (
    <>
      <Frame blocked={!!refused || !!restore} onController={onController} onClosed={forgetSubPages} />
      <Dialogs />
    </>
  )
}
