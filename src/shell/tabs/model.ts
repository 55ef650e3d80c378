/**
 * Tabs and the keep-alive cache as plain data (section 1: tab bar; architecture.md: Tabs and
 * keep-alive). Open tabs and cached pages are two separate lists: a tab restored after a reload is
 * open but not cached, so it mounts only when opened. Every function returns new values.
 */

/** At most 10 pages are kept alive (section 1, section 9). */
export const MAX_KEPT_ALIVE = 10

/** One open page. Tabs are keyed by the concrete path (`.../detail/1` and `.../detail/2` differ). */
export interface Tab {
  path: string
  /** The query the page was last shown with, without `?`. */
  search: string
  title: string
}

/** Cached pages, least recently used first; each entry a concrete path. */
export type KeepAliveCache = readonly string[]

/**
 * Mark a page as just used: it moves to the end; past `max` the least recently used go
 * (never the page just used).
 */
export function touchCache(cache: KeepAliveCache, path: string, max = MAX_KEPT_ALIVE): string[] {
  const next = cache.filter((entry) => entry !== path)
  next.push(path)
  while (next.length > max) next.shift()
  return next
}

/** Forget a page (tab closed, refreshed, or not cacheable). */
export function dropFromCache(cache: KeepAliveCache, paths: Iterable<string>): string[] {
  const gone = new Set(paths)
  return cache.filter((entry) => !gone.has(entry))
}

/** Open a page: a new tab at the end, or the existing tab with its query brought up to date. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((entry) => entry.path === tab.path)
  if (index < 0) return [...tabs, tab]
  const current = tabs[index]
  if (current.search === tab.search && current.title === tab.title) return [...tabs]
  const next = [...tabs]
  next[index] = { ...current, search: tab.search, title: tab.title }
  return next
}

/** A tab can be closed unless it is the only one (section 1). */
export function isClosable(tabs: readonly Tab[]): boolean {
  return tabs.length > 1
}

/** What closing tabs did: the tabs left, the paths closed, and where to go if the active one closed. */
export interface CloseResult {
  tabs: Tab[]
  closed: string[]
  /** The tab to show next, when the active tab was closed. */
  activate?: Tab
}

/**
 * Close one tab. Closing the active tab moves to the next tab, or to the previous one if it was
 * last (section 1). The only tab left cannot be closed.
 */
/**
 * The tabs with the one of `path` moved `delta` places (clamped to the ends); the same list when
 * it cannot move. Issue 21: tabs can be reordered from the keyboard.
 */
export function moveTab(tabs: readonly Tab[], path: string, delta: number): Tab[] {
  const from = tabs.findIndex((tab) => tab.path === path)
  const to = Math.max(0, Math.min(tabs.length - 1, from + delta))
  if (from < 0 || to === from) return [...tabs]
  const next = tabs.filter((_, position) => position !== from)
  next.splice(to, 0, tabs[from])
  return next
}

export function closeTab(tabs: readonly Tab[], path: string, activePath: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.path === path)
  if (index < 0 || !isClosable(tabs)) return { tabs: [...tabs], closed: [] }
  const next = tabs.filter((_, position) => position !== index)
  if (path !== activePath) return { tabs: next, closed: [path] }
  const activate = index < next.length ? next[index] : next[index - 1]
  return { tabs: next, closed: [path], activate }
}

function keepOnly(
  tabs: readonly Tab[],
  keep: (position: number) => boolean,
  path: string,
  activePath: string,
) {
  const next = tabs.filter((_, position) => keep(position))
  const closed = tabs.filter((_, position) => !keep(position)).map((tab) => tab.path)
  const stillOpen = next.some((tab) => tab.path === activePath)
  const anchor = tabs.find((tab) => tab.path === path)
  return { tabs: next, closed, ...(stillOpen || !anchor ? {} : { activate: anchor }) }
}

/** 关闭其他: close every tab but `path` (section 1, 更多 menu). */
export function closeOtherTabs(tabs: readonly Tab[], path: string, activePath: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.path === path)
  if (index < 0) return { tabs: [...tabs], closed: [] }
  return keepOnly(tabs, (position) => position === index, path, activePath)
}

/** 关闭左侧: close the tabs left of `path`. */
export function closeTabsLeft(tabs: readonly Tab[], path: string, activePath: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.path === path)
  if (index < 0) return { tabs: [...tabs], closed: [] }
  return keepOnly(tabs, (position) => position >= index, path, activePath)
}

/** 关闭右侧: close the tabs right of `path`. */
export function closeTabsRight(tabs: readonly Tab[], path: string, activePath: string): CloseResult {
  const index = tabs.findIndex((tab) => tab.path === path)
  if (index < 0) return { tabs: [...tabs], closed: [] }
  return keepOnly(tabs, (position) => position <= index, path, activePath)
}

/** Tabs read back from storage: well-formed entries only, each path once. */
export function sanitizeTabs(value: unknown, isKnown: (path: string) => boolean): Tab[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const tabs: Tab[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { path, search, title } = item as Partial<Tab>
    if (typeof path !== 'string' || !path.startsWith('/') || seen.has(path) || !isKnown(path)) continue
    seen.add(path)
    tabs.push({
      path,
      search: typeof search === 'string' ? search : '',
      title: typeof title === 'string' ? title : path,
    })
  }
  return tabs
}
