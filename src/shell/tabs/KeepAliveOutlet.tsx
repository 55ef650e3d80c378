/**
 * The page area: the current page, plus up to 10 kept-alive pages rendered inside React's
 * `<Activity mode="hidden">` so that their state stays and their effects pause (architecture.md:
 * Tabs and keep-alive).
 */
import { Activity } from 'react'
import type { RouteTable } from '../router/routeTable'
import { ScreenHost } from '../router/ScreenHost'
import { useTabs } from './useTabs'

export interface KeepAliveOutletProps {
  table: RouteTable
  /** The concrete path shown now; null shows no page (the guard is about to redirect). */
  path: string | null
  /** The id of the active tab, when a tab bar labels the page. */
  labelledBy?: string
}

/** Renders the current page and keeps the cached ones mounted but hidden. */
export function KeepAliveOutlet({ table, path, labelledBy }: KeepAliveOutletProps) {
  const { snapshot } = useTabs()
  // A stable order (not the LRU order) so that a page's DOM never moves when another is used.
  const paths = [...new Set(path === null ? snapshot.cache : [...snapshot.cache, path])].sort()
  return (
    <>
      {paths.map((entry) => {
        const entryMatch = table.match(entry)
        if (!entryMatch) return null
        const visible = entry === path
        return (
          <Activity key={`${entry}#${snapshot.generation[entry] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            <div
              className="evc-page"
              data-path={entry}
              {...(labelledBy && visible ? { role: 'tabpanel', 'aria-labelledby': labelledBy } : {})}
            >
              <ScreenHost match={entryMatch} />
            </div>
          </Activity>
        )
      })}
    </>
  )
}
