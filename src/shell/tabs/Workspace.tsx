/**
 * The workspace: the tab bar (when the chrome is shown) over the keep-alive page area. Follows the
 * router: every page the user opens gets a tab (section 1: "one tab per opened page").
 */
import { type ReactNode, useEffect, useId } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ContentWatermark } from '../ContentWatermark'
import type { RouteTable } from '../router/routeTable'
import { KeepAliveOutlet } from './KeepAliveOutlet'
import { TabBar, tabDomId } from './TabBar'
import { TabsContext, type TabsController, useTabsController } from './useTabs'

/** Pages that never get a tab: the bare login page and the not-found page. */
const UNTABBED: ReadonlySet<string> = new Set(['login', 'not-found'])

export interface WorkspaceProps {
  table: RouteTable
  /** Show the tab bar (showMode 0). */
  showTabs: boolean
  /** The current path may not be shown (the guard is redirecting): no tab, no page. */
  blocked?: boolean
  /** Rendered at the end of the tab bar (the 更多 menu). */
  extra?: ReactNode
  /** Whose tabs (the signed-in user's name): another user's stored tabs are not restored. */
  owner?: string
  /** Session-storage key of the open tabs (default `ev-tabs`); null keeps them in memory. */
  storageKey?: string | null
  /** Receives the controller, for callers outside the workspace (the 更多 menu, sign-out). */
  onController?: (controller: TabsController) => void
  /** Told about tabs that were closed. */
  onClosed?: (paths: readonly string[]) => void
}

/** Tabs plus kept-alive pages for the current route. */
export function Workspace(props: WorkspaceProps) {
  const { table, owner, showTabs, blocked = false, extra, storageKey, onController, onClosed } = props
  const [path] = useLocation()
  const search = useSearch()
  const controller = useTabsController({ table, owner, storageKey, onClosed })
  const idPrefix = useId()
  const match = blocked ? null : table.match(path)
  const tabbed = !!match?.route.load && !UNTABBED.has(match.route.entry.name)
  // A detail, examine or edit page is titled with its application (issue 15: 'titled with the application').
  const title = match ? [match.route.entry.title, match.params.applyId].filter(Boolean).join(' ') : ''
  const keepAlive = !!match?.route.keepAlive

  useEffect(() => onController?.(controller), [controller, onController])

  useEffect(() => {
    if (tabbed) controller.visit({ path, search, title }, keepAlive)
  }, [controller, path, search, title, tabbed, keepAlive])

  return (
    <TabsContext.Provider value={controller}>
      {showTabs && <TabBar activePath={tabbed ? path : null} idPrefix={idPrefix} extra={extra} />}
      <div className="evc-content-area">
        <main className="evc-content">
          <KeepAliveOutlet
            table={table}
            path={match ? path : null}
            {...(showTabs && tabbed ? { labelledBy: tabDomId(idPrefix, path) } : {})}
          />
        </main>
        {/* Issue 21: over the content, apart from it (switching it on or off keeps the pages). */}
        <ContentWatermark />
      </div>
    </TabsContext.Provider>
  )
}
