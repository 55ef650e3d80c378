/**
 * `<ev-screen route="/archives-management/station-archives-management">`: one screen without
 * header, menu or tabs (architecture.md: Embedding) — the shell's screen-only console. Its
 * sub-pages (detail, examine) open in the same element. Signed out, it shows the sign-in form
 * inline and emits `ev-session-expired` (decisions: Logout); the permission check of section 6
 * applies as in the console. New alarms: `ev-alarm` always, notifications with `alarm-notifications`.
 */
import { useMemo } from 'react'
import { createDataClient } from '../core/data'
import { getHttpClient } from '../core/http'
import { routingKind } from '../shell/embedding'
import { DataClientProvider } from '../ui/dataClient'
import { preloadable } from '../ui/preloadable'
import { createElementClass } from './element-class'
import { AREA_ATTRIBUTES, type AreaElementProps, Embedded, withSetToken } from './ev-area'
import { ElementRoot, hostOf } from './mount'
import { attributeOn } from './theme'

// The screen's router and guard are loaded apart, fetched as soon as an element exists.
const ScreenConsole = preloadable(() =>
  import('../shell/ScreenConsole').then((module) => module.ScreenConsole),
)

/** Where a screen element without a usable `route` goes. */
const NO_ROUTE = '/not-found'

/** The React side of `<ev-screen>`. */
export function ScreenElement(props: AreaElementProps) {
  const {
    container,
    locale,
    theme,
    primaryColor,
    grey,
    routing,
    route,
    apiBase,
    hostOrigins,
    alarmNotifications,
  } = props
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  if (!container) return null
  return (
    <ElementRoot container={container} locale={locale} theme={theme} primaryColor={primaryColor} grey={grey}>
      <DataClientProvider client={data}>
        <Embedded
          key={routingKind(routing)}
          host={hostOf(container)}
          apiBase={apiBase}
          hostOrigins={hostOrigins}
          routing={routing}
          route={route}
          home={NO_ROUTE}
        >
          {(embedding) => (
            <ScreenConsole {...embedding} alarmNotifications={attributeOn(alarmNotifications)} />
          )}
        </Embedded>
      </DataClientProvider>
    </ElementRoot>
  )
}

/** The `<ev-screen>` custom element class. */
export const EvScreenElement = withSetToken(
  createElementClass(ScreenElement, AREA_ATTRIBUTES, {}, ScreenConsole.prefetch),
)
