/**
 * The screen-only console (`<ev-screen>`, a chunk of its own like the full console): the same
 * services, bridge, session gate and permission check as the full console, without the frame;
 * the sign-in form shows inline and a refused page is explained in place.
 */
import { lazy, Suspense } from 'react'
import { Redirect, Router, useLocation } from 'wouter'
import { useDataClient } from '../ui/dataClient'
import { useAfterFirstScreen } from '../ui/firstScreen'
import { preloadable } from '../ui/preloadable'
import { useSession } from '../ui/useSession'
import { AppearanceSync } from './AppearanceSync'
import { useRouteReport } from './bridge'
import { Centered } from './Centered'
import { ShellContext, useShell } from './context'
import { redirectFor, useSessionGate } from './router/guard'
import { preloadScreen } from './router/loadScreen'
import { ScreenHost } from './router/ScreenHost'
import { CONSOLE_ROUTES } from './routes'
import { ShellStyles } from './ShellStyles'
import { type ConsoleBase, useConsole } from './useConsole'

// Result's illustrations load only when a screen element is given a route it cannot show.
const RefusalResult = lazy(() => import('./pages/RefusalResult'))
// The work signal and its notifications load after the first screen, as in the full console.
const WorkSignal = preloadable(() => import('./WorkSignal').then((module) => module.WorkSignal))

export interface ScreenConsoleProps extends ConsoleBase {
  /** After sign-out (decisions: Logout — nothing reloads inside a host). */
  onSignedOut?: () => void
}

/** One screen, its sub-pages and the sign-in form. */
export function ScreenConsole(props: ScreenConsoleProps) {
  const { services, origins } = useConsole(props, CONSOLE_ROUTES, () => props.onSignedOut?.())
  const { location } = services
  return (
    <ShellContext.Provider value={services}>
      <ShellStyles />
      <AppearanceSync />
      <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
        <ScreenRoute origins={origins} />
      </Router>
      <ScreenWorkSignal />
    </ShellContext.Provider>
  )
}

/** The work signal once signed in and the first screen is drawn (issue 44 part 3: alarms for the host). */
function ScreenWorkSignal() {
  const { alarmNotifications } = useShell()
  const { loaded } = useSession()
  const drawn = useAfterFirstScreen()
  return drawn && loaded ? <WorkSignal show={alarmNotifications === true} openHere={false} /> : null
}

/** The guard of section 4 without the frame: sign-in form, spinner, refusal or the screen. */
function ScreenRoute({ origins }: { origins: string[] }) {
  const { table, emit, location } = useShell()
  const [path] = useLocation()
  const { authMap } = useSession()
  const data = useDataClient()
  const passed = useSessionGate(() => preloadScreen(table, location.current(), data))
  useRouteReport(path, origins, emit, path === '/login' || passed)

  if (path === '/login') {
    const login = table.match('/login')
    return login ? <ScreenHost match={login} /> : null
  }
  if (!passed) return <Centered />
  const refused = redirectFor(table, path, authMap)
  const match = table.match(path)
  // Section 6: the route named monitor goes to /welcome with no message.
  if (refused && refused.to !== '/not-found') return <Redirect to={refused.to} replace />
  if (refused || !match) {
    return (
      <Suspense fallback={<Centered />}>
        <RefusalResult refusal={refused} />
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<Centered />}>
      <ScreenHost key={path} match={match} />
    </Suspense>
  )
}
