/**
 * The whole console: router, session-invalid handling, long-token and showMode from the query,
 * the bare login page, and the guarded shell for every other route (sections 2 and 4).
 */
import { useEffect, useLayoutEffect, useState } from 'react'
import { Redirect, Router, useLocation, useSearch } from 'wouter'
import { createApi } from '../core/api'
import { createDataClient } from '../core/data'
import { configureHttp, getHttpClient } from '../core/http'
import { takeLongToken } from '../core/long-token'
import { PASSWORD_MESSAGES } from '../core/passwords'
import { handleSessionInvalid, loginPath, session, setShowMode } from '../core/session'
import { ensureSession } from '../core/session-load'
import { STORAGE_KEYS, session as sessionStorageJSON } from '../core/storage'
import { ConfiguredLocale } from '../ui/locale'
import { useToasts } from '../ui/toasts'
import { AppearanceSync } from './AppearanceSync'
import { useRouteReport } from './bridge'
import { Centered } from './Centered'
import { ShellContext, useShell } from './context'
import { useCityConfig } from './publicConfig'
import { Guarded, preloadGuarded } from './router/Guarded'
import { useSignedIn } from './router/guard'
import { joinRoute, splitRoute } from './router/location'
import type { RouteTable } from './router/routeTable'
import { ScreenHost } from './router/ScreenHost'
import { CONSOLE_ROUTES } from './routes'
import { ShellStyles } from './ShellStyles'
import { type ConsoleBase, useConsole } from './useConsole'

export interface ConsoleProps extends ConsoleBase {
  /** The `show-mode` attribute; the `showMode` query parameter wins when present (decisions: showMode absent). */
  showMode?: string
  /** The route table (tests give their own; area consoles their area's). */
  table?: RouteTable
  /** After sign-out; `<ev-console>` reloads the page (section 4). */
  onSignedOut?: () => void
}

/** Parse a showMode value: absent or empty means 0; any other value than 0 hides the chrome. */
export function parseShowMode(value: string | null | undefined): number {
  if (value === null || value === undefined || value.trim() === '') return 0
  const number = Number(value)
  return Number.isFinite(number) ? number : 1
}

const LONG_TOKEN = /(^|[?&])long-token=/

/** Whether a long-token waits to be handed over, in the route's query or the page's own. */
const longTokenPending = (routeSearch: string, pageQuery: string) =>
  LONG_TOKEN.test(routeSearch) || LONG_TOKEN.test(pageQuery)

/**
 * What `<ev-console>` starts when it is connected, before React's first render (issue 14): on a
 * guarded route of the page's hash, user info and the menu are asked for ahead, and the frame,
 * the screen's code and the screen's first data call are fetched. Resolves once these are in, or
 * as soon as user info or the menu is refused (never rejects): the element renders then, and the
 * guard, the frame, the screen and its first page are drawn in one render, the rows with the frame
 * (one layout of the shell instead of a spinner, a frame and rows each in a task of its own),
 * or the guard goes to the login page at once. Nothing is decided here: the session is
 * loaded into the store (`ensureSession`, as the guard would) only when both answers succeeded;
 * otherwise the guard's own calls ask again and decide, and a refusal asked for ahead ends no
 * session (src/core/http: prefetch). Not on the login page, nor with a long-token to hand over
 * first (its cookie is not written yet).
 */
export function bootConsole(apiBase: string): Promise<void> {
  const where = splitRoute(window.location.hash)
  if (where.path === '/' || where.path === '/login') return Promise.resolve()
  if (longTokenPending(where.search, window.location.search)) return Promise.resolve()
  const http = getHttpClient(apiBase)
  const api = createApi(http)
  const signedIn = session.loaded
    ? Promise.resolve(true)
    : api.prefetchSession().then((answered) => answered && ensureSession(api))
  const shown = preloadGuarded(CONSOLE_ROUTES, where, createDataClient(http)).then(({ answered }) => answered)
  // Refused: the guard's own calls go to the login page at once, without the screen.
  return signedIn
    .then((yes) => (yes ? shown : undefined))
    .then(
      () => undefined,
      () => undefined,
    )
}

/** The console: give it an element's attributes; it renders login or the guarded shell. */
export function Console(props: ConsoleProps) {
  const message = useToasts()
  const { services, origins } = useConsole(props, props.table ?? CONSOLE_ROUTES, () => {
    sessionStorageJSON.remove(STORAGE_KEYS.tabs)
    if (props.onSignedOut) props.onSignedOut()
    else window.location.reload()
  })
  const { location } = services
  const city = useCityConfig(services.api)

  // One handler for the page's shared clients: toasts through this root's antd App, and the
  // session-invalid flow of section 4 (the client's latch makes it run once for many failures).
  useEffect(() => {
    configureHttp({
      notify: (type, text) => {
        // While a forced password change is pending, the server refuses the frame's and the
        // screen's calls with this text; the dialog already says why (issue 42, item 29).
        if (session.changePwd && text === PASSWORD_MESSAGES.forcedChange) return
        message.open({ type, content: text })
      },
      onSessionInvalid: () => {
        const { path } = location.current()
        handleSessionInvalid({
          navigateToLogin: (jumpTo) => location.navigate(loginPath(jumpTo), { replace: true }),
          currentAddress: location.address(),
          isOnLogin: path === '/login',
        })
        services.emit('ev-session-expired')
      },
    })
  }, [message, location, services])

  return (
    <ShellContext.Provider value={services}>
      <ShellStyles />
      <AppearanceSync />
      <ConfiguredLocale locale={city?.locale}>
        <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
          <ConsoleRoutes showModeAttribute={props.showMode} origins={origins} />
        </Router>
      </ConfiguredLocale>
    </ShellContext.Provider>
  )
}

function ConsoleRoutes({ showModeAttribute, origins }: { showModeAttribute?: string; origins: string[] }) {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const services = useShell()
  const [queryShowMode, setQueryShowMode] = useState<string | null>(null)
  const pageQuery = services.location.kind === 'hash' ? window.location.search : ''
  const tokenPending = longTokenPending(search, pageQuery)

  // Section 2: a long-token in the query is decoded, stored as the cookie, and navigation continues
  // to the same path without it (in the hash route's query or the page's own query).
  useLayoutEffect(() => {
    if (LONG_TOKEN.test(pageQuery)) {
      const taken = takeLongToken(pageQuery)
      const url = new URL(window.location.href)
      url.search = taken.search
      history.replaceState(history.state, '', url.href)
    }
    if (LONG_TOKEN.test(search))
      navigate(joinRoute(path, takeLongToken(search).search.replace(/^\?/, '')), { replace: true })
    else if (LONG_TOKEN.test(pageQuery)) navigate(joinRoute(path, search), { replace: true })
  }, [path, search, pageQuery, navigate])

  // decisions: showMode absent — the query parameter (the route's, else the page's) wins over the
  // attribute and stays in force while the user moves inside the console.
  useLayoutEffect(() => {
    const fromRoute = new URLSearchParams(search).get('showMode')
    const fromPage = pageQuery ? new URLSearchParams(pageQuery).get('showMode') : null
    const found = fromRoute ?? fromPage
    if (found !== null && found !== queryShowMode) setQueryShowMode(found)
    setShowMode(parseShowMode(found ?? queryShowMode ?? showModeAttribute))
  }, [search, pageQuery, queryShowMode, showModeAttribute])

  const signedIn = useSignedIn()
  useRouteReport(path, origins, services.emit, path === '/login' || signedIn)

  if (tokenPending) return <Centered />
  // Section 2: / redirects to /login.
  if (path === '/') return <Redirect to={joinRoute('/login', search)} replace />
  if (path === '/login') {
    const match = services.table.match('/login')
    return match ? <ScreenHost match={match} /> : null
  }
  return <Guarded />
}
