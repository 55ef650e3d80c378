/**
 * Sub-page memory of section 2: "When the list routes accessproof-apply, accessproof-record,
 * enterprise-apply, enterprise-record, certification-management or access-audit are opened, a
 * stored detail or examine sub-page is restored from session storage."
 *
 * Opening a detail/examine page of one of these lists stores it (`ev-sub-page`, keyed by the list's
 * path). Opening the list afresh — when the console starts on it, or when it has no open tab —
 * goes to the stored sub-page instead. Going from the sub-page to its own list (the page's back
 * action) or closing the sub-page's tab forgets it, so the user is never bounced back; a list that
 * already has a tab simply shows.
 */
import { RESTORES_SUB_PAGE } from '../../core/domain/routes'
import { STORAGE_KEYS, session as sessionStorageJSON } from '../../core/storage'
import { joinRoute, splitRoute } from './location'
import type { RouteTable } from './routeTable'

type Stored = Record<string, string>

function read(): Stored {
  const value = sessionStorageJSON.get<unknown>(STORAGE_KEYS.subPage, {})
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: Stored = {}
  for (const [list, route] of Object.entries(value)) if (typeof route === 'string') out[list] = route
  return out
}

function write(stored: Stored): void {
  if (Object.keys(stored).length) sessionStorageJSON.set(STORAGE_KEYS.subPage, stored)
  else sessionStorageJSON.remove(STORAGE_KEYS.subPage)
}

function restoringEntry(table: RouteTable, path: string) {
  const entry = table.match(path)?.route.entry
  return entry && RESTORES_SUB_PAGE.has(entry.name) ? entry : undefined
}

/**
 * The stored sub-page to show instead of the list at `path`, else null. Pure: reads storage only.
 * `previous` is the path shown before (null when the console just started).
 */
export function pendingSubPage(
  table: RouteTable,
  previous: string | null,
  path: string,
  listTabOpen: boolean,
): string | null {
  const entry = restoringEntry(table, path)
  if (!entry || entry.parent) return null
  if (previous !== null && listTabOpen) return null
  const sub = read()[path]
  if (!sub) return null
  const subPath = splitRoute(sub).path
  return previous === subPath || !table.hasScreen(subPath) ? null : sub
}

/** Called after each shown route: remembers an opened sub-page, forgets one left for its list. */
export function recordSubPage(
  table: RouteTable,
  previous: string | null,
  path: string,
  search: string,
): void {
  const entry = restoringEntry(table, path)
  if (!entry) return
  const stored = read()
  if (entry.parent) {
    stored[entry.parent] = joinRoute(path, search)
    write(stored)
  } else if (stored[path] && previous === splitRoute(stored[path]).path) {
    delete stored[path]
    write(stored)
  }
}

/** Forget stored sub-pages whose tabs were closed. */
export function forgetSubPages(paths: readonly string[]): void {
  const stored = read()
  let changed = false
  for (const [list, route] of Object.entries(stored)) {
    if (paths.includes(splitRoute(route).path)) {
      delete stored[list]
      changed = true
    }
  }
  if (changed) write(stored)
}
