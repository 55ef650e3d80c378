/**
 * Browser storage: the one list of keys (section 3) and helpers that never throw.
 *
 * Storage can be blocked (private mode, sandboxed iframes, quota) and values can be damaged by
 * hand or by older builds; every helper here swallows that and answers with the fallback, so a
 * broken storage degrades to "nothing saved" instead of a crash.
 */

/** Every storage key and cookie name the console uses (one source; section 3). */
export const STORAGE_KEYS = {
  /** local: saved table columns, a per-page map keyed by the last route path segment. */
  columns: 'columns',
  /** local: a copy of the selected entry of `columns`. */
  curCol: 'curCol',
  /** local: the column keys the user saw when saving (decisions: Saved columns). */
  oldcolumns: 'oldcolumns',
  /** local: the selected role name. */
  roleNameValue: 'roleNameValue',
  /** local: the previous role name; the misspelling is the stored key and is kept (section 3). */
  lsatRoleNameValue: 'lsatRoleNameValue',
  /** session: the session marker; the text "null" means no session (decisions: Session marker). */
  codeArt: 'codeArt',
  /** cookie: the hand-off token taken from the URL (section 2). */
  longToken: 'long-token',
  /** local: the console's open tabs. */
  tabs: 'ev-tabs',
  /** session: a detail or examine sub-page to restore when its list opens (section 2). */
  subPage: 'ev-sub-page',
  /** BroadcastChannel (not storage): the tabs' alarm claims and 告警提醒 (issue 44 part 3). */
  alarmChannel: 'ev-alarms',
} as const

/** A storage key of the console. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

type Area = 'local' | 'session'

function area(kind: Area): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return undefined
  }
}

/** Read a raw string, or undefined when absent or storage is blocked. */
export function readRaw(kind: Area, key: string): string | undefined {
  try {
    return area(kind)?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/** Write a raw string; false when storage is blocked or full. */
export function writeRaw(kind: Area, key: string, value: string): boolean {
  try {
    const store = area(kind)
    if (!store) return false
    store.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Remove a key; never throws. */
export function removeKey(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // blocked storage: nothing to remove
  }
}

function readJSON<T>(kind: Area, key: string, fallback: T): T {
  const raw = readRaw(kind, key)
  if (raw === undefined) return fallback
  try {
    const value = JSON.parse(raw) as T
    return value ?? fallback
  } catch {
    return fallback
  }
}

function writeJSON(kind: Area, key: string, value: unknown): boolean {
  let text: string
  try {
    text = JSON.stringify(value)
  } catch {
    return false // cyclic or BigInt values
  }
  return writeRaw(kind, key, text)
}

/** Typed JSON access to localStorage: `local.get('columns', {})`, `local.set('columns', map)`. */
export const local = {
  /** The parsed value, or `fallback` when absent, unparsable, null or storage is blocked. */
  get: <T>(key: string, fallback: T): T => readJSON('local', key, fallback),
  /** Store a value as JSON; false when it could not be stored. */
  set: (key: string, value: unknown): boolean => writeJSON('local', key, value),
  /** Remove the key. */
  remove: (key: string): void => removeKey('local', key),
}

/** Typed JSON access to sessionStorage, same contract as `local`. */
export const session = {
  /** The parsed value, or `fallback` when absent, unparsable, null or storage is blocked. */
  get: <T>(key: string, fallback: T): T => readJSON('session', key, fallback),
  /** Store a value as JSON; false when it could not be stored. */
  set: (key: string, value: unknown): boolean => writeJSON('session', key, value),
  /** Remove the key. */
  remove: (key: string): void => removeKey('session', key),
}

/** The value a signed-in console writes to `codeArt`. */
export const SESSION_MARKER_VALUE = '1'

/**
 * Whether a session marker is present. Session end stores the text "null" (section 3), which
 * counts as no session, as do an empty value and blocked storage (decisions: Session marker).
 */
export function hasSessionMarker(): boolean {
  const value = readRaw('session', STORAGE_KEYS.codeArt)
  return value !== undefined && value !== '' && value !== 'null' && value !== 'undefined'
}

/** Mark the tab as signed in. */
export function setSessionMarker(): void {
  writeRaw('session', STORAGE_KEYS.codeArt, SESSION_MARKER_VALUE)
}

/** End the session marker: `codeArt` becomes the text "null" as section 3 says. */
export function clearSessionMarker(): void {
  writeRaw('session', STORAGE_KEYS.codeArt, 'null')
}

/** Options of `writeCookie`. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number
  path?: string
}

/**
 * Write a cookie readable by scripts, `path=/` and `SameSite=Lax` by default (decisions:
 * Long-token). The value is URI-encoded. Never throws (cookies can be disabled).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    if (typeof document === 'undefined') return false
    const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax']
    if (options.maxAge !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAge))}`)
    // biome-ignore lint/suspicious/noDocumentCookie: the long-token cookie must be script-written (decisions: Long-token)
    document.cookie = parts.join('; ')
    return true
  } catch {
    return false
  }
}

/** Read a cookie's decoded value, or undefined. */
export function readCookie(name: string): string | undefined {
  try {
    if (typeof document === 'undefined') return undefined
    for (const pair of document.cookie.split(';')) {
      const index = pair.indexOf('=')
      if (index < 0) continue
      if (pair.slice(0, index).trim() !== name) continue
      const raw = pair.slice(index + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
    return undefined
  } catch {
    return undefined
  }
}

/** Remove a cookie written by `writeCookie`. */
export function removeCookie(name: string, path = '/'): void {
  writeCookie(name, '', { maxAge: 0, path })
}
