/**
 * One element per area (`<ev-archives-management>`, ...) from one factory: the area's screens
 * with the area's own menu, memory routing by default (the host's URL is never touched),
 * `routing="hash"` accepted, `route` for the start page (architecture.md: Embedding).
 *
 * decisions: Logout — an area element never reloads the host page: on sign-out or expiry it shows
 * the sign-in form inline and emits `ev-session-expired` (once per end of session).
 */
import { useMemo, useState } from 'react'
import { createDataClient } from '../core/data'
import type { AreaKey } from '../core/domain/routes'
import { getHttpClient } from '../core/http'
import { DataClientProvider } from '../ui/dataClient'
import { Console } from './ev-console'
import { onceForGeneration } from './hub'
import { createElementClass, type ElementProps, ElementRoot, hostOf } from './mount'
import { areaHome, areaTable, createLocation, routingKind, startRoute, useElementRoute } from './routing'
import { SessionMembership, setToken } from './session'

/** The attributes of an area element (as props). */
export interface AreaElementProps extends ElementProps {
  apiBase?: string
  showMode?: string
  routing?: string
  route?: string
  locale?: string
  theme?: string
  primaryColor?: string
  hostOrigins?: string
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
  hostOrigins: 'string',
} as const

interface AreaConsoleProps extends AreaElementProps {
  area: AreaKey
  host: HTMLElement
}

/** An area element's props: the attributes plus its area (fixed per class). */
export interface AreaProps extends AreaElementProps {
  area?: AreaKey
}

function AreaConsole({ area, host, routing, route, apiBase, showMode, hostOrigins }: AreaConsoleProps) {
  const table = areaTable(area)
  const home = areaHome(area, table)
  const [location] = useState(() => createLocation(routing, startRoute(route, home)))
  const [events] = useState(() => onceForGeneration(host))
  const expired = () =>
    events.dispatchEvent(new CustomEvent('ev-session-expired', { bubbles: true, composed: true }))

  // A changed `route` attribute opens that page; removing it opens the area's first page.
  const { toLogin, leaveLogin } = useElementRoute(location, route, home)

  return (
    <SessionMembership
      signedOut={() => {
        toLogin()
        expired()
      }}
      signedIn={leaveLogin}
    >
      <Console
        apiBase={apiBase || '/api'}
        showMode={showMode}
        hostOrigins={hostOrigins}
        location={location}
        table={table}
        host={events}
        // Sign-out already cleared the page's session; the membership moved every element to its
        // sign-in form. Nothing reloads the host page.
        onSignedOut={toLogin}
      />
    </SessionMembership>
  )
}

/** The React side of an area element. */
export function AreaElement(props: AreaProps) {
  const { container, area, locale, theme, primaryColor, routing, apiBase } = props
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  if (!container || !area) return null
  return (
    <ElementRoot container={container} locale={locale} theme={theme} primaryColor={primaryColor}>
      <DataClientProvider client={data}>
        {/* Switching between memory and hash routing starts a new router (a new location). */}
        <AreaConsole key={routingKind(routing)} {...props} area={area} host={hostOf(container)} />
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
