/**
 * The React side of `<ev-bigscreen>` (ev-bigscreen.ts), loaded apart from the element bundle's
 * core with the wall display itself: the page's session, the permission, then the display.
 */
import { useEffect, useMemo, useState } from 'react'
import { createApi } from '../core/api'
import { createDataClient } from '../core/data'
import { getHttpClient } from '../core/http'
import { hasPage, NO_PERMISSION_MESSAGE } from '../core/permissions'
import { ensureSession } from '../core/session-load'
import { DataClientProvider } from '../ui/dataClient'
import { preloadable } from '../ui/preloadable'
import { useSession } from '../ui/useSession'
import type { ElementProps } from './element-class'
import { onceForGeneration } from './hub'
import { ElementRoot, hostOf } from './mount'
import { SessionMembership } from './session'

/** The page the wall display needs. */
const PAGE = 'real-time-data'

export interface BigScreenElementProps extends ElementProps {
  apiBase?: string
  locale?: string
  theme?: string
  primaryColor?: string
  grey?: string
  tickerSize?: number
}

const NOTE = {
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  background: '#050d1f',
  color: '#d8e6ff',
  fontSize: 24,
} as const

const LOADING = <div style={NOTE}>加载中…</div>

// The display is a chunk of its own, fetched while the session loads. Its own dynamic import (not
// a static one from here) matters to the list screens: the bundler orders a chunk's modules by the
// first dynamic import that reaches them, taken by path, and src/elements comes before
// src/screens — this file importing the display statically moved regions.ts up in the list
// screens' chunk and cost every list 0.1 KB gzip (decisions: Wall display).
const BigScreen = preloadable(
  () => import('../screens/universal-services/bigscreen/BigScreen').then((module) => module.default),
  LOADING,
)

/** The wall display once the session is known: the display, or why it is not shown. */
function SessionGate({
  host,
  apiBase,
  tickerSize,
}: {
  host: HTMLElement
  apiBase: string
  tickerSize?: number
}) {
  const { loaded, authMap } = useSession()
  const [signedIn, setSignedIn] = useState<boolean | null>(null)
  const [events] = useState(() => onceForGeneration(host))
  const api = useMemo(() => createApi(getHttpClient(apiBase)), [apiBase])
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a sign-in elsewhere
  useEffect(() => {
    let live = true
    ensureSession(api).then((ok) => {
      if (!live) return
      setSignedIn(ok)
      if (!ok) events.dispatchEvent(new CustomEvent('ev-session-expired', { bubbles: true, composed: true }))
    })
    return () => {
      live = false
    }
  }, [api, events, attempt])
  const signedOut = () => {
    setSignedIn(false)
    events.dispatchEvent(new CustomEvent('ev-session-expired', { bubbles: true, composed: true }))
  }
  const body =
    signedIn === null || (signedIn && !loaded) ? (
      LOADING
    ) : !signedIn ? (
      <div style={NOTE} role="alert">
        未登录或登录已过期，请登录监管平台后刷新本页
      </div>
    ) : !hasPage(PAGE, authMap) ? (
      <div style={NOTE} role="alert">
        {NO_PERMISSION_MESSAGE}
      </div>
    ) : (
      <BigScreen tickerSize={tickerSize} />
    )
  return (
    <SessionMembership signedOut={signedOut} signedIn={() => setAttempt((n) => n + 1)}>
      {body}
    </SessionMembership>
  )
}

/** The React side of `<ev-bigscreen>`. */
export function BigScreenElement(props: BigScreenElementProps) {
  const { container, apiBase, locale, theme, primaryColor, grey, tickerSize } = props
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  useEffect(() => BigScreen.prefetch(), [])
  if (!container) return null
  return (
    <ElementRoot
      container={container}
      locale={locale}
      theme={theme || 'dark'}
      primaryColor={primaryColor}
      grey={grey}
    >
      <DataClientProvider client={data}>
        <SessionGate host={hostOf(container)} apiBase={apiBase || '/api'} tickerSize={tickerSize} />
      </DataClientProvider>
    </ElementRoot>
  )
}
