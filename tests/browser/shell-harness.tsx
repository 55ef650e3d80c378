/**
 * A test bed for the shell's workspace in a real shadow root: antd providers of the element layer,
 * memory routing, and a route table of probe screens that report what a user cannot see directly
 * (whether a page is mounted and whether its effects run).
 */
import { type ReactNode, useEffect, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Router } from 'wouter'
import { createDataClient } from '../../src/core/data'
import type { RouteEntry, RoutePath } from '../../src/core/domain/routes'
import { getHttpClient } from '../../src/core/http'
import { ElementRoot } from '../../src/elements/mount'
import { type ConsoleLocation, memoryConsoleLocation } from '../../src/shell/router/location'
import { createRouteTable, type RouteTable } from '../../src/shell/router/routeTable'
import { Workspace } from '../../src/shell/tabs/Workspace'
import { DataClientProvider } from '../../src/ui/dataClient'
import type { AreaRoute, ScreenProps } from '../../src/ui/screen'
import { waitFor } from './waits'

export { twoFrames, waitFor } from './waits'

/** What probe screens report: effects running now, and how often each page mounted. */
export const probes = {
  active: new Set<string>(),
  mounts: new Map<string, number>(),
  reset() {
    this.active.clear()
    this.mounts.clear()
  },
}

/** A screen with a counter (its state) and an effect that reports while it runs. */
function Probe({ route, params }: ScreenProps) {
  const key = params.id ? `${route.name}:${params.id}` : route.name
  const [count, setCount] = useState(0)
  useState(() => probes.mounts.set(key, (probes.mounts.get(key) ?? 0) + 1))
  useEffect(() => {
    probes.active.add(key)
    return () => {
      probes.active.delete(key)
    }
  }, [key])
  return (
    <section data-probe={key}>
      <h2>{route.title}</h2>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        count {count}
      </button>
    </section>
  )
}

const probeModule = { default: Probe }

function entry(path: string, name: string, title: string, parent?: string): RouteEntry {
  return { path, name, title, area: 'feedback', icon: 'FileTextOutlined', ...(parent ? { parent } : {}) }
}

/** Twelve plain pages /t/p1 … /t/p12, a never-kept page, an opted-out page and a detail route. */
export const TEST_CATALOGUE: RouteEntry[] = [
  ...Array.from({ length: 12 }, (_, index) => entry(`/t/p${index + 1}`, `p${index + 1}`, `页面${index + 1}`)),
  // Section 1: user management is never kept alive (NEVER_KEPT_ALIVE has its name).
  entry('/t/users', 'sso-user-management', '用户管理'),
  entry('/t/opted-out', 'opted-out', '不缓存页面'),
  entry('/t/detail/:id', 'detail', '详情', '/t/p1'),
  entry('/t/no-screen', 'no-screen', '无页面'),
]

export const TEST_AREA_ROUTES: AreaRoute[] = TEST_CATALOGUE.filter((route) => route.name !== 'no-screen').map(
  (route) => ({
    // The test catalogue's paths are not the product's (RoutePath).
    path: route.path as RoutePath,
    load: () => Promise.resolve(probeModule),
    ...(route.name === 'opted-out' ? { keepAlive: false as const } : {}),
  }),
)

export interface MountedWorkspace {
  shadow: ShadowRoot
  location: ConsoleLocation
  table: RouteTable
  go(path: string): Promise<void>
  unmount(): void
}

/** Mount the workspace (tab bar and kept-alive pages) at `initial` inside a fresh shadow root. */
export async function mountWorkspace(
  initial: string,
  storageKey: string | null = null,
): Promise<MountedWorkspace> {
  const host = document.createElement('div')
  host.style.height = '600px'
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const location = memoryConsoleLocation(initial)
  const table = createRouteTable([TEST_AREA_ROUTES], TEST_CATALOGUE)
  const root: Root = createRoot(shadow)
  root.render(
    <ElementRoot container={shadow}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Workspace table={table} showTabs storageKey={storageKey} />
      </Router>
    </ElementRoot>,
  )
  await waitFor(() => shadow.querySelector('[data-probe]') !== null, `page ${initial} to show`)
  await waitFor(() => tabOfShownPage(shadow), `the tab of ${initial} to be selected`)
  return {
    shadow,
    location,
    table,
    async go(path: string) {
      location.navigate(path)
      await waitFor(() => visiblePage(shadow)?.getAttribute('data-path') === path, `page ${path} to show`)
      await waitFor(() => tabOfShownPage(shadow), `the tab of ${path} to be selected`)
    },
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}

/**
 * Whether the shown page's tab is drawn and selected (true for a page without a tab). The page
 * renders with the route; its tab follows a moment later (the tab list is valtio state that the
 * workspace updates in an effect, and valtio tells its readers after a microtask), so a test that
 * looked for the tab right after the page showed failed on a busy machine (CI of dc58983).
 */
function tabOfShownPage(shadow: ShadowRoot): boolean {
  const labelledBy = visiblePage(shadow)?.getAttribute('aria-labelledby')
  if (!labelledBy) return true
  return shadow.getElementById(labelledBy)?.getAttribute('aria-selected') === 'true'
}

/** The page container shown now (hidden ones have display: none from <Activity>). */
export function visiblePage(shadow: ShadowRoot): HTMLElement | undefined {
  return [...shadow.querySelectorAll<HTMLElement>('.evc-page')].find((page) => page.style.display !== 'none')
}

/** Paths of every mounted page (shown or kept alive), in DOM order. */
export function mountedPaths(shadow: ShadowRoot): string[] {
  return [...shadow.querySelectorAll<HTMLElement>('.evc-page')].map(
    (page) => page.getAttribute('data-path') ?? '',
  )
}

/** The tab elements, in order. */
export function tabs(shadow: ShadowRoot): HTMLElement[] {
  return [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')]
}

/** Titles of the open tabs, in order. */
export function tabTitles(shadow: ShadowRoot): string[] {
  return tabs(shadow).map((tab) => tab.textContent?.trim() ?? '')
}

/** The title of the selected tab. */
export function selectedTab(shadow: ShadowRoot): string | undefined {
  return tabs(shadow)
    .find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent?.trim()
}

/** The counter text of the page shown now. */
export function shownCount(shadow: ShadowRoot): string {
  return visiblePage(shadow)?.querySelector('button')?.textContent ?? ''
}

/** Click the counter of the page shown now `times` times. */
export async function clickCounter(shadow: ShadowRoot, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    const before = shownCount(shadow)
    visiblePage(shadow)?.querySelector('button')?.click()
    await waitFor(() => shownCount(shadow) !== before, 'the counter to change')
  }
}

/** Press a key on an element (keydown, as a keyboard user would). */
export function press(element: Element, key: string, modifiers: KeyboardEventInit = {}): void {
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true, ...modifiers }),
  )
}

/** `child` under a wouter router on `location` (for tests written without JSX). */
export function routed(location: ConsoleLocation, child: ReactNode) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {child}
    </Router>
  )
}

/** `child` with the data client of `apiBase`, as `<ev-console>` gives it (src/elements/ev-console.tsx). */
export function withDataClient(apiBase: string, child: ReactNode) {
  return <DataClientProvider client={createDataClient(getHttpClient(apiBase))}>{child}</DataClientProvider>
}
