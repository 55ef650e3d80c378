/**
 * The guarded shell: the session gate and permission check of src/shell/router/guard.ts around the
 * shell frame; a refused or unknown path goes to /not-found (or /welcome for monitor).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { DataClient } from '../../core/data'
import { useDataClient } from '../../ui/dataClient'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { Centered } from '../Centered'
import { useShell } from '../context'
import { Dialogs } from '../dialogs/Dialogs'
import type { TabsController } from '../tabs/useTabs'
import { redirectFor, useSessionGate } from './guard'
import { preloadScreen, retrying } from './loadScreen'
import type { RouteTable } from './routeTable'
import { forgetSubPages, pendingSubPage, recordSubPage } from './subPages'

// The frame is a chunk of its own, so the login page loads less; the dialogs load their parts
// when they are to be shown.
const Frame = preloadable(
  retrying(() => import('../layout/Frame').then((module) => module.Frame)),
  <Centered />,
)

/** Fetch the frame and the screen while the session loads (`preloadScreen`); settles when both are in. */
export function preloadGuarded(table: RouteTable, where: { path: string; search: string }, data: DataClient) {
  const frame = Frame.preload().catch(() => undefined)
  return Promise.all([frame, preloadScreen(table, where, data)]).then(([, screen]) => screen)
}

/**
 * On a cold load the frame waits, at most this long (ms), for the screen's code (issue 14). The
 * frame's first render holds the main thread for a few hundred ms; drawn first, it kept the
 * screen's code from running and so its first data call from leaving. Waiting, the data call
 * leaves first and is answered while the frame and the screen render together.
 */
const HOLD_MS = 600

/** The guarded shell: a spinner until the session is known, then the frame and its dialogs. */
export function Guarded() {
  const { table, ui, location, navigate } = useShell()
  const [path] = useLocation()
  const search = useSearch()
  const snapshot = useSession()
  const data = useDataClient()
  const [holding, setHolding] = useState(false)
  const passed = useSessionGate(() => {
    setHolding(true)
    const release = () => setHolding(false)
    const timer = setTimeout(release, HOLD_MS)
    void preloadGuarded(table, location.current(), data).finally(() => {
      clearTimeout(timer)
      release()
    })
  })
  const previous = useRef<string | null>(null)
  const tabs = useRef<TabsController | null>(null)

  const { authMap } = snapshot
  const refused = useMemo(
    () => (passed ? redirectFor(table, path, authMap) : null),
    [passed, table, path, authMap],
  )
  const listTabOpen = !!tabs.current?.state.tabs.some((tab) => tab.path === path)
  const restore = passed && !refused ? pendingSubPage(table, previous.current, path, listTabOpen) : null

  useEffect(() => {
    if (!passed) return
    if (refused) {
      ui.refusal = refused
      navigate(refused.to, { replace: true })
      return
    }
    if (restore) {
      navigate(restore, { replace: true })
      return
    }
    if (path !== '/not-found') ui.refusal = null
    recordSubPage(table, previous.current, path, search)
    previous.current = path
  }, [passed, refused, restore, path, search, table, ui, navigate])

  const onController = useCallback((controller: TabsController) => {
    tabs.current = controller
  }, [])

  if (!passed || holding) return <Centered />
  return (
    <>
      <Frame blocked={!!refused || !!restore} onController={onController} onClosed={forgetSubPages} />
      <Dialogs />
    </>
  )
}
