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
import BigScreen from '../screens/universal-services/bigscreen/BigScreen'
import { DataClientProvider } from '../ui/dataClient'
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
      <div style={NOTE}>加载中…</div>
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
