import { createHttpClient, type HttpClient, type HttpClientOptions, type Notify } from './client'
import { createSessionLatch } from './latch'

/** What the shell injects once for every shared client on the page. */
export interface HttpConfiguration {
  notify?: Notify
  onSessionInvalid?: (code: number) => void
  /** Overrides for new shared clients (timeout, dedupeMs, headers, withCredentials, fetch). */
  defaults?: Omit<HttpClientOptions, 'baseURL' | 'notify' | 'onSessionInvalid' | 'latch'>
}

// Several custom elements on one page share one session (architecture.md: Session and state), so
// they share one client per base URL, one latch and the handlers the shell configured.
const configuration: HttpConfiguration = {}
const sharedLatch = createSessionLatch()
const clients = new Map<string, HttpClient>()

/** Set the toast and session-invalid handlers used by every shared client (late-bound). */
export function configureHttp(next: HttpConfiguration): void {
  if ('notify' in next) configuration.notify = next.notify
  if ('onSessionInvalid' in next) configuration.onSessionInvalid = next.onSessionInvalid
  if ('defaults' in next) configuration.defaults = next.defaults
}

/** The page's shared client for a base URL (default `/api`), created on first use. */
export function getHttpClient(baseURL = '/api'): HttpClient {
  let client = clients.get(baseURL)
  if (!client) {
    client = createHttpClient({
      ...configuration.defaults,
      baseURL,
      latch: sharedLatch,
      notify: (type, text) => configuration.notify?.(type, text),
      onSessionInvalid: (code) => configuration.onSessionInvalid?.(code),
    })
    clients.set(baseURL, client)
  }
  return client
}

/** Re-arm the shared `onSessionInvalid` (after a successful sign-in). */
export function resetSessionInvalid(): void {
  sharedLatch.reset()
}

/** Forget every shared client and handler (tests, or a host that unmounts the console). */
export function resetHttpClients(): void {
  clients.clear()
  sharedLatch.reset()
  configuration.notify = undefined
  configuration.onSessionInvalid = undefined
  configuration.defaults = undefined
}
