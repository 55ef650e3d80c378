/**
 * The postMessage bridge of every console, full or screen-only (decisions: Bridge origins):
 * inbound SET_SHOW_MODE / NAVIGATE only from `window.parent` and allowed origins; READY and
 * ROUTE_CHANGE out to allowed origins, with the element's `ev-ready` and `ev-route-change` events.
 */
import { useEffect, useMemo, useRef } from 'react'
import type { Api } from '../core/api'
import { listenToHost, postToHost, resolveAllowedOrigins } from '../core/bridge'
import { setShowMode } from '../core/session'
import { usePublicConfig } from './publicConfig'
import type { ConsoleLocation } from './router/location'

/**
 * Wire the bridge for one console and return the allowed origins: the `host-origins` attribute,
 * else the server's `HOST_ORIGINS`, else the page's own origin. `emit` dispatches DOM events.
 */
export function useHostBridge(
  api: Api,
  hostOrigins: string | undefined,
  location: ConsoleLocation,
  emit: (type: string, detail?: unknown) => void,
): string[] {
  const config = usePublicConfig(api, !!hostOrigins)
  const serverOrigins = config?.hostOrigins ?? null
  const origins = useMemo(
    () => resolveAllowedOrigins(hostOrigins, serverOrigins),
    [hostOrigins, serverOrigins],
  )

  useEffect(
    () =>
      listenToHost(
        { onShowMode: (value) => setShowMode(value), onNavigate: (path) => location.navigate(path) },
        () => origins,
      ),
    [location, origins],
  )

  // ev-ready once per mount; READY to the host again when the allow-list becomes known.
  const ready = useRef(false)
  useEffect(() => {
    if (!ready.current) emit('ev-ready')
    ready.current = true
    postToHost('READY', {}, origins)
  }, [emit, origins])
  return origins
}

/**
 * Report the shown route: `ev-route-change` on the element, ROUTE_CHANGE to the host. Only once
 * it is shown (`shown`): a path asked for while the session has ended is not reported — the guard
 * sends it to /login, and a host told of it would take it for a page the user sees (the iframe
 * host hides its re-login banner on any route but /login).
 */
export function useRouteReport(
  path: string,
  origins: readonly string[],
  emit: (type: string, detail?: unknown) => void,
  shown = true,
): void {
  useEffect(() => {
    if (!shown) return
    emit('ev-route-change', { path })
    postToHost('ROUTE_CHANGE', { path }, origins)
  }, [path, emit, origins, shown])
}
