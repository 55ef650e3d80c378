/**
 * The postMessage bridge for elements that run without the shell's `Console` (`<ev-screen>`):
 * inbound SET_SHOW_MODE / NAVIGATE only from `window.parent` and allowed origins, READY and
 * ROUTE_CHANGE out to allowed origins (decisions: Bridge origins). `<ev-console>` and the area
 * elements get the same from the shell.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Api } from '../core/api'
import { listenToHost, postToHost, resolveAllowedOrigins } from '../core/bridge'
import { setShowMode } from '../core/session'
import type { ConsoleLocation } from '../shell/router/location'

/** Wire the bridge for one element; `emit` dispatches its DOM events. */
export function useBridge(
  api: Api,
  hostOrigins: string | undefined,
  location: ConsoleLocation,
  emit: (type: string, detail?: unknown) => void,
): void {
  const [serverOrigins, setServerOrigins] = useState<string[] | null>(null)
  const origins = useMemo(
    () => resolveAllowedOrigins(hostOrigins, serverOrigins),
    [hostOrigins, serverOrigins],
  )

  useEffect(() => {
    if (hostOrigins) return
    let live = true
    api.publicConfig().then((config) => live && setServerOrigins(config?.hostOrigins ?? null))
    return () => {
      live = false
    }
  }, [api, hostOrigins])

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
}
