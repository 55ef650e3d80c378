/**
 * One element per area (`<ev-archives-management>`, ...) from one factory: the area's screens
 * with the area's own menu, memory routing by default (the host's URL is never touched),
 * `routing="hash"` accepted, `route` for the start page (architecture.md: Embedding).
 *
 * decisions: Logout — an area element never reloads the host page: on sign-out or expiry it shows
 * the sign-in form inline and emits `ev-session-expired` (once per end of session).
 */
import { type ReactNode, useMemo, useState } from 'react'
import { createDataClient } from '../core/data'
import type { AreaKey } from '../core/domain/routes'
import { getHttpClient } from '../core/http'
import {
  areaHome,
  areaTable,
  createLocation,
  routingKind,
  startRoute,
  useElementRoute,
} from '../shell/embedding'
import type { ConsoleLocation } from '../shell/router/location'
import { DataClientProvider } from '../ui/dataClient'
import { createElementClass, type ElementProps } from './element-class'
import { Console } from './ev-console'
import { onceForGeneration } from './hub'
import { ElementRoot, hostOf } from './mount'
import { SessionMembership, setToken } from './session'
import { attributeOn } from './theme'

/** The attributes of an area element (as props). */
export interface AreaElementProps extends ElementProps {
  apiBase?: string
  showMode?: string
  routing?: string
  route?: string
  locale?: string
  theme?: string
  primaryColor?: string
  grey?: string
  hostOrigins?: string
  /** Show new alarms' notifications (issue 44 part 3; `ev-alarm` is dispatched either way). */
  alarmNotifications?: string
}

/** The attribute types r2wc observes for area and screen elements. */
export const AREA_ATTRIBUTES = {
  apiBase: 'string',
  showMode: 'string',
  routing: 'string',
  route: 'string',
  locale: 'string',
  theme: 'string',
  primaryColor: 'string',
  grey: 'string',
  hostOrigins: 'string',
  alarmNotifications: 'string',
} as const

/** An area element's props: the attributes plus its area (fixed per class). */
export interface AreaProps extends AreaElementProps {
  area?: AreaKey
}

/** The props an embedded console gets from its element (the shell's `ConsoleBase` and sign-out). */
export interface Embedding {
  apiBase: string
  hostOrigins?: string
  location: ConsoleLocation
  /** Dispatches the element's events (`ev-session-expired` once per end of session). */
  host: HTMLElement
  /** Sign-out already cleared the page's session; the membership moved every element to its sign-in form. */
  onSignedOut: () => void
}

/**
 * An embedded console's element side: its location (from `routing` and `route`, `home` when none),
 * its place in the page's session (sign-in form on sign-out, `ev-session-expired` once), and the
 * `route` attribute followed while mounted.
 */
export function Embedded(props: {
  host: HTMLElement
  apiBase?: string
  hostOrigins?: string
  routing?: string
  route?: string
  home: string
  children: (embedding: Embedding) => ReactNode
}) {
  const { host, routing, route, home, apiBase, hostOrigins } = props
  const [location] = useState(() => createLocation(routing, startRoute(route, home)))
  const [events] = useState(() => onceForGeneration(host))
  const { toLogin, leaveLogin } = useElementRoute(location, route, home)
  const signedOut = () => {
    toLogin()
    events.dispatchEvent(new CustomEvent('ev-session-expired', { bubbles: true, composed: true }))
  }
  return (
    <SessionMembership signedOut={signedOut} signedIn={leaveLogin}>
      {props.children({
        apiBase: apiBase || '/api',
        hostOrigins,
        location,
        host: events,
        onSignedOut: toLogin,
      })}
    </SessionMembership>
  )
}

/** The React side of an area element. */
export function AreaElement(props: AreaProps) {
  const {
    container,
    area,
    locale,
    theme,
    primaryColor,
    grey,
    routing,
    route,
    apiBase,
    showMode,
    hostOrigins,
    alarmNotifications,
  } = props
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  if (!container || !area) return null
  const table = areaTable(area)
  return (
    <ElementRoot container={container} locale={locale} theme={theme} primaryColor={primaryColor} grey={grey}>
      <DataClientProvider client={data}>
        {/* Switching between memory and hash routing starts a new router (a new location). */}
        <Embedded
          key={routingKind(routing)}
          host={hostOf(container)}
          apiBase={apiBase}
          hostOrigins={hostOrigins}
          routing={routing}
          route={route}
          home={areaHome(area, table)}
        >
          {/* Nothing reloads the host page on sign-out (decisions: Logout). */}
          {(embedding) => (
            <Console
              {...embedding}
              showMode={showMode}
              table={table}
              alarmNotifications={attributeOn(alarmNotifications)}
            />
          )}
        </Embedded>
      </DataClientProvider>
    </ElementRoot>
  )
}

/** `setToken(token)` on an element class: the long-token hand-off over the element's `api-base`. */
export function withSetToken(elementClass: CustomElementConstructor): CustomElementConstructor {
  Object.defineProperty(elementClass.prototype, 'setToken', {
    configurable: true,
    writable: true,
    value(this: HTMLElement & { apiBase?: string }, token: string) {
      return setToken(token, this.apiBase)
    },
  })
  return elementClass
}

/** The custom element class of an area. */
export function createAreaElement(area: AreaKey): CustomElementConstructor {
  return withSetToken(createElementClass<AreaProps>(AreaElement, AREA_ATTRIBUTES, { area }, Console.prefetch))
}
