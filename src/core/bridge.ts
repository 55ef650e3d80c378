/**
 * Talking to a host page that frames the console (architecture.md: Talking to the host;
 * decisions: SESSION_EXPIRED, Bridge origins). No React.
 */

/** Namespace and version of the console's structured messages. */
export const BRIDGE_NS = 'ev-console'
export const BRIDGE_VERSION = 1

/** The plain string host portals already listen for (section 4). */
export const SESSION_EXPIRED = 'SESSION_EXPIRED'

/** A structured message between the console and its host. */
export interface BridgeMessage<P = unknown> {
  ns: typeof BRIDGE_NS
  v: typeof BRIDGE_VERSION
  type: string
  payload: P
}

/** What the console does with the host's messages. */
export interface HostHandlers {
  /** `SET_SHOW_MODE`: 0 shows the chrome, any other value hides it (section 1). */
  onShowMode?: (showMode: number) => void
  /** `NAVIGATE`: open a console path (always starting with '/'). */
  onNavigate?: (path: string) => void
}

/** Allowed origins, or a function giving the current list (the attribute or config may change). */
export type OriginSource = readonly string[] | (() => readonly string[])

/** Whether the console runs inside a frame. */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.parent !== window
  } catch {
    return true
  }
}

/** The page's own origin: the default allow-list (decisions: Bridge origins). */
export function ownOrigins(): string[] {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? [location.origin]
    : []
}

/**
 * Normalise a list of origins (`host-origins` attribute: separated by spaces or commas, or the
 * server's `hostOrigins`), dropping anything that is not an http(s) origin — `'*'` included.
 */
export function parseOrigins(input: string | readonly string[] | null | undefined): string[] {
  const items = typeof input === 'string' ? input.split(/[\s,]+/) : [...(input ?? [])]
  const out: string[] = []
  for (const item of items) {
    try {
      const url = new URL(item.trim())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !out.includes(url.origin))
        out.push(url.origin)
    } catch {
      // Not an origin: ignored.
    }
  }
  return out
}

/**
 * The allow-list of decisions: Bridge origins — the element's `host-origins` where given, else the
 * server's `hostOrigins` (`GET /api/common/config`), else the page's own origin.
 */
export function resolveAllowedOrigins(
  attribute?: string | null,
  serverOrigins?: readonly string[] | null,
): string[] {
  const fromAttribute = parseOrigins(attribute)
  if (fromAttribute.length) return fromAttribute
  const fromServer = parseOrigins(serverOrigins)
  if (fromServer.length) return fromServer
  return ownOrigins()
}

function originsOf(source: OriginSource | undefined): readonly string[] {
  const list = typeof source === 'function' ? source() : source
  return list?.length ? list : ownOrigins()
}

/**
 * Tell a framing host that the session ended: the plain string 'SESSION_EXPIRED', target '*'
 * (it carries nothing, so any portal origin may receive it). Does nothing when not framed.
 */
export function postSessionExpired(): void {
  if (!isFramed()) return
  try {
    window.parent.postMessage(SESSION_EXPIRED, '*')
  } catch {
    // A host that went away must not break the session-end flow.
  }
}

/**
 * Post `{ ns: 'ev-console', v: 1, type, payload }` to the framing host, once per allowed origin;
 * the browser delivers it only if the parent's origin is one of them. Never uses '*'.
 */
export function postToHost(type: string, payload: unknown, allowedOrigins?: OriginSource): void {
  if (!isFramed()) return
  const message: BridgeMessage = { ns: BRIDGE_NS, v: BRIDGE_VERSION, type, payload }
  for (const origin of originsOf(allowedOrigins)) {
    if (origin === '*') continue
    try {
      window.parent.postMessage(message, origin)
    } catch {
      // Malformed origin or a closed parent: skipped.
    }
  }
}

function isStructured(data: unknown): data is BridgeMessage<Record<string, unknown>> {
  if (!data || typeof data !== 'object') return false
  const message = data as Partial<BridgeMessage>
  return (
    message.ns === BRIDGE_NS &&
    message.v === BRIDGE_VERSION &&
    typeof message.type === 'string' &&
    !!message.payload &&
    typeof message.payload === 'object'
  )
}

/** Whether a NAVIGATE path is a console path: starts with one '/', no scheme, reasonable length. */
function isConsolePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    path.length <= 2048
  )
}

/**
 * Listen to the framing host: `SET_SHOW_MODE` (`payload.showMode`, a number) and `NAVIGATE`
 * (`payload.path`, starting with '/'), accepted only from `window.parent` and an allowed origin
 * (default: the page's own), in exactly that shape; anything else is ignored.
 * Returns the unsubscribe function.
 */
export function listenToHost(handlers: HostHandlers, allowedOrigins?: OriginSource): () => void {
  if (typeof window === 'undefined') return () => undefined
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return
    if (!originsOf(allowedOrigins).includes(event.origin)) return
    const data = event.data
    if (!isStructured(data)) return
    if (data.type === 'SET_SHOW_MODE') {
      const showMode = data.payload.showMode
      if (typeof showMode === 'number' && Number.isFinite(showMode)) handlers.onShowMode?.(showMode)
    } else if (data.type === 'NAVIGATE') {
      const path = data.payload.path
      if (isConsolePath(path)) handlers.onNavigate?.(path)
    }
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
