/**
 * The inside of `<ev-screen>` (a chunk of its own, like the shell): the screen's router, the
 * guard of section 4 without the frame, the inline sign-in form, and the bridge.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Router, useLocation } from 'wouter'
import { createApi } from '../core/api'
import { getHttpClient } from '../core/http'
import { ensureSession, loginPath } from '../core/session'
import { hasSessionMarker } from '../core/storage'
import { Centered } from '../shell/Centered'
import {
  createShellServices,
  createUiState,
  ShellContext,
  type ShellServices,
  useShell,
} from '../shell/context'
import { redirectFor } from '../shell/router/Guarded'
import { ScreenHost } from '../shell/router/ScreenHost'
import { CONSOLE_ROUTES } from '../shell/routes'
import { ShellStyles } from '../shell/ShellStyles'
import { useSession } from '../ui/useSession'
import { useBridge } from './bridge'
import type { AreaElementProps } from './ev-area'
import { onceForGeneration } from './hub'
import { createLocation, startRoute, useElementRoute } from './routing'
import { SessionMembership } from './session'

const NO_ROUTE = '/not-found'

// Result's illustrations load only when a screen element is given a route it cannot show.
const Result = lazy(() => import('antd/es/result'))

/** One screen, its sub-pages and the sign-in form, for the element `host`. */
export function ScreenConsole({
  host,
  routing,
  route,
  apiBase,
  hostOrigins,
}: AreaElementProps & { host: HTMLElement }) {
  const [location] = useState(() => createLocation(routing, startRoute(route, NO_ROUTE)))
  const [ui] = useState(createUiState)
  const [events] = useState(() => onceForGeneration(host))
  const api = useMemo(() => createApi(getHttpClient(apiBase || '/api')), [apiBase])

  const services = useMemo<ShellServices>(
    () =>
      createShellServices({
        api,
        table: CONSOLE_ROUTES,
        location,
        ui,
        emit: (type, detail) =>
          events.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
        // decisions: Logout — no reload inside a host: the session ends for every element.
        afterLogout: () => undefined,
      }),
    [api, location, ui, events],
  )

  useBridge(api, hostOrigins, location, services.emit)

  const { toLogin, leaveLogin } = useElementRoute(location, route, NO_ROUTE)

  return (
    <SessionMembership
      signedOut={() => {
        toLogin()
        services.emit('ev-session-expired')
      }}
      signedIn={leaveLogin}
    >
      <ShellContext.Provider value={services}>
        <ShellStyles />
        <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
          <ScreenRoute />
        </Router>
      </ShellContext.Provider>
    </SessionMembership>
  )
}

/** The guard of section 4 without the frame: sign-in form, spinner, refusal or the screen. */
function ScreenRoute() {
  const { api, table, location, navigate, emit } = useShell()
  const [path] = useLocation()
  const snapshot = useSession()
  const passed = hasSessionMarker() && snapshot.loaded

  useEffect(() => {
    emit('ev-route-change', { path })
  }, [path, emit])

  useEffect(() => {
    if (passed) return
    let live = true
    ensureSession(api).then((ok) => {
      if (!live || ok) return
      if (location.current().path !== '/login') navigate(loginPath(location.address()), { replace: true })
      emit('ev-session-expired')
    })
    return () => {
      live = false
    }
  }, [passed, api, location, navigate, emit])

  if (path === '/login') {
    const login = table.match('/login')
    return login ? <ScreenHost match={login} /> : null
  }
  if (!passed) return <Centered />
  const refused = redirectFor(table, path, snapshot.authMap)
  const match = table.match(path)
  if (refused || !match) {
    const message = refused?.message
    return (
      <Suspense fallback={<Centered />}>
        <Result
          status={message ? '403' : '404'}
          title={message ? '无权访问' : '页面不存在'}
          subTitle={message || '您访问的页面不存在或已被移除'}
        />
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<Centered />}>
      <ScreenHost key={path} match={match} />
    </Suspense>
  )
}
