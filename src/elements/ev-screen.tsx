/**
 * `<ev-screen route="/archives-management/station-archives-management">`: one screen without
 * header, menu or tabs (architecture.md: Embedding). Its sub-pages (detail, examine) open in the
 * same element. Signed out, it shows the sign-in form inline and emits `ev-session-expired`
 * (decisions: Logout); the permission check of section 6 applies as in the console.
 */
import { useMemo } from 'react'
import { createDataClient } from '../core/data'
import { getHttpClient } from '../core/http'
import { DataClientProvider } from '../ui/dataClient'
import { preloadable } from '../ui/preloadable'
import { AREA_ATTRIBUTES, type AreaElementProps, withSetToken } from './ev-area'
import { createElementClass, ElementRoot, hostOf } from './mount'
import { routingKind } from './routing'

// The screen's router and guard are loaded apart, fetched as soon as an element exists.
const ScreenConsole = preloadable(() => import('./screen-console').then((module) => module.ScreenConsole))

/** The React side of `<ev-screen>`. */
export function ScreenElement(props: AreaElementProps) {
  const { container, locale, theme, primaryColor, routing, apiBase } = props
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  if (!container) return null
  return (
    <ElementRoot container={container} locale={locale} theme={theme} primaryColor={primaryColor}>
      <DataClientProvider client={data}>
        <ScreenConsole key={routingKind(routing)} {...props} host={hostOf(container)} />
      </DataClientProvider>
    </ElementRoot>
  )
}

/** The `<ev-screen>` custom element class. */
export const EvScreenElement = withSetToken(
  createElementClass(ScreenElement, AREA_ATTRIBUTES, {}, ScreenConsole.prefetch),
)
