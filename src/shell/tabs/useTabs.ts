/**
 * The tab bar's state for one console: open tabs (kept in session storage so they survive a
 * reload) and the keep-alive cache (kept in memory only, so a restored tab mounts only when
 * opened). Built on the pure functions of ./model.
 */
import { createContext, useContext, useState } from 'react'
import { proxy, useSnapshot } from 'valtio'
import { STORAGE_KEYS, session as sessionStorageJSON } from '../../core/storage'
import type { RouteTable } from '../router/routeTable'
import {
  type CloseResult,
  closeOtherTabs,
  closeTab,
  closeTabsLeft,
  closeTabsRight,
  dropFromCache,
  MAX_KEPT_ALIVE,
  moveTab,
  openTab,
  sanitizeTabs,
  type Tab,
  touchCache,
} from './model'

export interface TabsState {
  tabs: Tab[]
  /** Kept-alive pages, least recently used first. */
  cache: string[]
  /** Bumped by 刷新 so the page mounts afresh. */
  generation: Record<string, number>
}

/** What the tab bar and the 更多 menu can do. */
export interface TabsController {
  state: TabsState
  /** Show a page: open its tab and, when it may be kept alive, mark it as just used. */
  visit(tab: Tab, keepAlive: boolean): void
  close(path: string, activePath: string): CloseResult
  closeOthers(path: string, activePath: string): CloseResult
  closeLeft(path: string, activePath: string): CloseResult
  closeRight(path: string, activePath: string): CloseResult
  /** Move a tab `delta` places along the bar. */
  move(path: string, delta: number): void
  /** 刷新: the page mounts afresh (its cached state is dropped). */
  refresh(path: string): void
  /** Forget every tab (sign-out). */
  reset(): void
}

export interface TabsOptions {
  table: RouteTable
  /** Whose tabs these are (the signed-in user's name): another user's stored tabs are not restored. */
  owner?: string
  /** Session-storage key for the open tabs; null keeps them in memory only. */
  storageKey?: string | null
  /** How many pages stay alive (section 1: 10). */
  maxKeptAlive?: number
  /** Told about tabs that were closed (the sub-page memory forgets them). */
  onClosed?: (paths: readonly string[]) => void
}

/** What storage holds: the tabs with their owner (issue 42, item 19: tabs belong to a user). */
interface StoredTabs {
  owner: string
  tabs: unknown
}

/** The stored tabs of `owner`; none when they are another user's (or of an older build, ownerless). */
function storedTabsOf(storageKey: string, owner: string): unknown {
  const stored = sessionStorageJSON.get<Partial<StoredTabs> | null>(storageKey, null)
  return stored && typeof stored === 'object' && stored.owner === owner ? stored.tabs : []
}

/** Create the tab state of one console. */
export function createTabs({
  table,
  owner = '',
  storageKey = STORAGE_KEYS.tabs,
  maxKeptAlive = MAX_KEPT_ALIVE,
  onClosed,
}: TabsOptions) {
  // Signing in as another user in the same browser tab (the login page reached by jumpTo) never
  // shows the previous user's tabs (issue 42, item 19).
  const restored = storageKey ? sanitizeTabs(storedTabsOf(storageKey, owner), table.hasScreen) : []
  const state = proxy<TabsState>({ tabs: restored, cache: [], generation: {} })
  const persist = () => {
    if (storageKey) sessionStorageJSON.set(storageKey, { owner, tabs: state.tabs } satisfies StoredTabs)
  }
  const apply = (result: CloseResult): CloseResult => {
    if (!result.closed.length) return result
    state.tabs = result.tabs
    state.cache = dropFromCache(state.cache, result.closed)
    persist()
    onClosed?.(result.closed)
    return result
  }
  const controller: TabsController = {
    state,
    visit(tab, keepAlive) {
      const tabs = openTab(state.tabs, tab)
      const changed =
        tabs.length !== state.tabs.length ||
        tabs.some(
          (entry, index) =>
            entry.search !== state.tabs[index]?.search || entry.title !== state.tabs[index]?.title,
        )
      if (changed) {
        state.tabs = tabs
        persist()
      }
      if (keepAlive) {
        if (state.cache[state.cache.length - 1] !== tab.path)
          state.cache = touchCache(state.cache, tab.path, maxKeptAlive)
      } else if (state.cache.includes(tab.path)) {
        state.cache = dropFromCache(state.cache, [tab.path])
      }
    },
    close: (path, activePath) => apply(closeTab(state.tabs, path, activePath)),
    closeOthers: (path, activePath) => apply(closeOtherTabs(state.tabs, path, activePath)),
    closeLeft: (path, activePath) => apply(closeTabsLeft(state.tabs, path, activePath)),
    closeRight: (path, activePath) => apply(closeTabsRight(state.tabs, path, activePath)),
    move(path, delta) {
      const tabs = moveTab(state.tabs, path, delta)
      if (tabs.every((tab, index) => tab === state.tabs[index])) return
      state.tabs = tabs
      persist()
    },
    refresh(path) {
      state.cache = dropFromCache(state.cache, [path])
      state.generation[path] = (state.generation[path] ?? 0) + 1
    },
    reset() {
      state.tabs = []
      state.cache = []
      persist()
    },
  }
  return controller
}

/** One console's tab state, created once per mounted workspace and again for another owner. */
export function useTabsController(options: TabsOptions): TabsController {
  const [made, setMade] = useState(() => ({ owner: options.owner, controller: createTabs(options) }))
  if (made.owner === options.owner) return made.controller
  const next = { owner: options.owner, controller: createTabs(options) }
  setMade(next)
  return next.controller
}

export const TabsContext = createContext<TabsController | null>(null)

/** The workspace's tabs controller and a render snapshot of its state. */
export function useTabs(): { controller: TabsController; snapshot: Readonly<TabsState> } {
  const controller = useContext(TabsContext)
  if (!controller) throw new Error('useTabs outside a workspace')
  const snapshot = useSnapshot(controller.state) as Readonly<TabsState>
  return { controller, snapshot }
}
