/**
 * What a full console and a screen-only console build alike: the typed API, the location, the UI
 * state, the shell services and the host bridge.
 */
import { useMemo, useRef, useState } from 'react'
import { createApi } from '../core/api'
import { getHttpClient } from '../core/http'
import { useHostBridge } from './bridge'
import { createShellServices, createUiState, type ShellServices } from './context'
import { type ConsoleLocation, hashLocation } from './router/location'
import type { RouteTable } from './router/routeTable'

/** The attributes and parts every console takes. */
export interface ConsoleBase {
  /** Where the API lives (decisions: API prefix). Default `/api`. */
  apiBase?: string
  /** Allowed host origins for the bridge (decisions: Bridge origins). */
  hostOrigins?: string
  /** Hash routing by default (`<ev-console>`); memory routing for elements inside hosts. */
  location?: ConsoleLocation
  /** The element, for DOM events (`ev-ready`, `ev-route-change`, `ev-session-expired`, `ev-alarm`). */
  host?: HTMLElement | null
  /** New alarms show notifications (issue 44 part 3): `<ev-console>` always, other elements when asked. */
  alarmNotifications?: boolean
}

/** The services of one console over `table`, and the bridge's allowed origins. */
export function useConsole(
  props: ConsoleBase,
  table: RouteTable,
  afterLogout: () => void,
): { services: ShellServices; origins: string[] } {
  const { apiBase, hostOrigins, host, alarmNotifications } = props
  const [location] = useState(() => props.location ?? hashLocation())
  const [ui] = useState(createUiState)
  const api = useMemo(() => createApi(getHttpClient(apiBase || '/api')), [apiBase])
  const onLogout = useRef(afterLogout)
  onLogout.current = afterLogout

  const services = useMemo<ShellServices>(
    () =>
      createShellServices({
        api,
        table,
        location,
        ui,
        emit: (type, detail) =>
          host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
        afterLogout: () => onLogout.current(),
        alarmNotifications,
      }),
    [api, table, location, ui, host, alarmNotifications],
  )
  const origins = useHostBridge(api, hostOrigins, location, services.emit)
  return { services, origins }
}
