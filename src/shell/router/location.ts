/**
 * Location sources for the console's wouter router: hash routing for `<ev-console>` and memory
 * routing for elements that must not touch the host's URL (architecture.md: Routing). Both split
 * the route into path and search, which wouter's stock hash hook does not do (toolchain.md).
 */

import { useSyncExternalStore } from 'react'
import type { BaseLocationHook, BaseSearchHook } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

export interface NavigateOptions {
  replace?: boolean
}

/** Where the console's route lives, usable inside and outside React. */
export interface ConsoleLocation {
  kind: 'hash' | 'memory'
  /** wouter location hook: `[path, navigate]`. */
  hook: BaseLocationHook
  /** wouter search hook: the search string without `?`. */
  searchHook: BaseSearchHook
  /** How a route is written as an `href` (hash routing: `#/path`). */
  hrefs: (href: string) => string
  /** The current route. */
  current(): { path: string; search: string }
  /** Go to a route (`/path?search`). */
  navigate(to: string, options?: NavigateOptions): void
  /** The full address of the current route, used as `jumpTo` (section 2: "a full address"). */
  address(): string
  /** Whether a `jumpTo` address belongs to this console, and the route it names. */
  routeOf(address: string): string | null
}

/** Split `/path?search` (a leading `#` is ignored; the path always starts with `/`). */
export function splitRoute(route: string): { path: string; search: string } {
  const text = route.replace(/^#/, '')
  const index = text.indexOf('?')
  const rawPath = index < 0 ? text : text.slice(0, index)
  const search = index < 0 ? '' : text.slice(index + 1)
  const path = `/${rawPath.replace(/^\/+/, '')}`
  return { path, search }
}

/** Join a path and a search string (without `?`). */
export function joinRoute(path: string, search: string): string {
  return search ? `${path}?${search}` : path
}

// One set of listeners for the page: several hash-routed consoles stay in step, and `hashchange`
// (back and forward buttons, links, a host changing the hash) is listened to only while needed.
const hashListeners = new Set<() => void>()
const onHashChange = () => {
  for (const listener of [...hashListeners]) listener()
}

function subscribeHash(listener: () => void): () => void {
  hashListeners.add(listener)
  if (hashListeners.size === 1) {
    window.addEventListener('hashchange', onHashChange)
    window.addEventListener('popstate', onHashChange)
  }
  return () => {
    hashListeners.delete(listener)
    if (!hashListeners.size) {
      window.removeEventListener('hashchange', onHashChange)
      window.removeEventListener('popstate', onHashChange)
    }
  }
}

const hashPath = () => splitRoute(location.hash).path
const hashSearch = () => splitRoute(location.hash).search

function hashNavigate(to: string, options: NavigateOptions = {}): void {
  const { path, search } = splitRoute(to)
  const url = new URL(location.href)
  url.hash = joinRoute(path, search)
  if (url.href === location.href) return
  history[options.replace ? 'replaceState' : 'pushState'](history.state, '', url.href)
  onHashChange()
}

const useHashPath = (): [string, (to: string, options?: NavigateOptions) => void] => [
  useSyncExternalStore(subscribeHash, hashPath, () => '/'),
  hashNavigate,
]

const useHashSearch = () => useSyncExternalStore(subscribeHash, hashSearch, () => '')

/**
 * Hash routing: `#/login?jumpTo=...` is path `/login` and search `jumpTo=...`; the page's own
 * query (`?showMode=1#/...`) is left alone.
 */
export function hashLocation(): ConsoleLocation {
  return {
    kind: 'hash',
    hook: useHashPath,
    searchHook: useHashSearch,
    hrefs: (href) => `#${href}`,
    current: () => splitRoute(location.hash),
    navigate: hashNavigate,
    address: () => location.href,
    routeOf(address) {
      try {
        const url = new URL(address, location.href)
        // Only an address of this very page: jumpTo never leads to another site (open redirect).
        if (url.origin !== location.origin || url.pathname !== location.pathname) return null
        const { path, search } = splitRoute(url.hash || '#/')
        return joinRoute(path, search)
      } catch {
        return null
      }
    },
  }
}

/** Memory routing: the route lives only in the element (area and screen elements, tests). */
export function memoryConsoleLocation(initial = '/'): ConsoleLocation {
  const memory = memoryLocation({ path: initial })
  let now = splitRoute(initial)
  const navigate = (to: string, options: NavigateOptions = {}) => {
    now = splitRoute(to)
    memory.navigate(joinRoute(now.path, now.search), options)
  }
  const hook = (): [string, (to: string, options?: NavigateOptions) => void] => [memory.hook()[0], navigate]
  return {
    kind: 'memory',
    hook,
    searchHook: memory.searchHook,
    hrefs: (href) => href,
    current: () => ({ ...now }),
    navigate,
    address: () => joinRoute(now.path, now.search),
    routeOf: (address) => (address.startsWith('/') && !address.startsWith('//') ? address : null),
  }
}
