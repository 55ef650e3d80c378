/**
 * The guarded shell: the session gate and permission check of src/shell/router/guard.ts around the
 * shell frame; a refused or unknown path goes to /not-found (or /welcome for monitor).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { Centered } from '../Centered'
import { useShell } from '../context'
import { Dialogs } from '../dialogs/Dialogs'
import type { TabsController } from '../tabs/useTabs'
import { redirectFor, useSessionGate } from './guard'
import { loadScreen, retrying } from './loadScreen'
import type { RouteTable } from './routeTable'
import { forgetSubPages, pendingSubPage, recordSubPage } from './subPages'

// The frame is a chunk of its own, so the login page loads less; the dialogs load their parts
// when they are to be shown.
const Frame = preloadable(
  retrying(() => import('../layout/Frame').then((module) => module.Frame)),
  <Centered />,
)

/**
 * Fetch the frame and the screen of `path` while the session loads, instead of one after the
 * other once it has: the code is public and runs nothing, and the guard still decides what is
 * shown. A failure here is ignored; rendering loads again, with its retries.
 */
function preload(table: RouteTable, path: string): void {
  Frame.prefetch()
  const load = table.match(path)?.route.load
  if (load) loadScreen(load).catch(() => undefined)
}

/** The guarded shell: a spinner until the session is known, then the frame and its dialogs. */
export function Guarded() {
  const { table, ui, location, navigate } = useShell()
  const [path] = useLocation()
  const search = useSearch()
  const snapshot = useSession()
  const passed = useSessionGate(() => preload(table, location.current().path))
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

  if (!passed) return <Centered />
  return (
    <>
      <Frame blocked={!!refused || !!restore} onController={onController} onClosed={forgetSubPages} />
      <Dialogs />
    </>
  )
}
