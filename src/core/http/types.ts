/** The HTTP client's types: its options, a request's options, the client, a shared call. */
import type { ApiError } from './errors'
import type { SessionLatch } from './latch'
import type { LoadingContext } from './loading'
import type { QueryValue } from './query'
import type { HttpMethod } from './transport'

/** Toast kinds the client asks for; the shell maps them onto antd's message API. */
export type NotifyType = 'success' | 'info' | 'warning' | 'error'

/** Shows a toast. Injected so that src/core stays free of React and antd. */
export type Notify = (type: NotifyType, text: string) => void

export interface HttpClientOptions {
  /** Put in front of every path (decisions: API prefix). Default `/api`. */
  baseURL?: string
  /** Milliseconds before a call fails with 请求超时 (section 7). Default 600000. */
  timeout?: number
  /** Identical calls started within this many milliseconds share one request (section 7). Default 50; 0 turns sharing off. */
  dedupeMs?: number
  /** Show a toast. Default: none. */
  notify?: Notify
  /** End the session (section 4: session invalid); called once per latch trip. */
  onSessionInvalid?: (code: number) => void
  /** The latch that makes `onSessionInvalid` fire once; clients sharing a session share one. */
  latch?: SessionLatch
  /** Headers added to every call. */
  headers?: Record<string, string>
  /** Send cookies to a cross-site `baseURL` too (decisions: Cross-site API). Default true. */
  withCredentials?: boolean
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch
}

export interface RequestOptions {
  /** Query parameters; null and undefined are skipped. */
  params?: Readonly<Record<string, QueryValue>>
  /** Encrypt query values (all, or the listed keys) with src/core/crypto.ts. */
  encryptParams?: boolean | readonly string[]
  /** Cancels the call; a cancelled call rejects with a cancelled ApiError and shows nothing. */
  signal?: AbortSignal
  /** Counted in flight while this call waits. */
  loading?: LoadingContext
  /** Show no toast for this call's failure (for calls whose failure is ignored, section 8). */
  silent?: boolean
  /** Send the body form-encoded instead of JSON (login, change_pwd). */
  form?: boolean
  /** Extra headers for this call. */
  headers?: Record<string, string>
  /** Timeout for this call, overriding the client's. */
  timeout?: number
  /**
   * Never share an identical call started within the window: for a call made right after the
   * credentials changed (a long-token hand-off), whose answer an earlier call cannot give.
   */
  fresh?: boolean
}

export interface RequestConfig extends RequestOptions {
  method?: HttpMethod
  /** Path without the base URL, e.g. `/user_info`. */
  path: string
  body?: unknown
}

/** The console's HTTP client: resolves to the envelope's `data`, rejects with {@link ApiError}. */
export interface HttpClient {
  readonly baseURL: string
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  request<T = unknown>(config: RequestConfig): Promise<T>
  /**
   * Start a GET now whose answer a later identical GET (same URL) takes instead of asking again,
   * if it comes within `keepMs` (default 10 s): a screen's first data, asked for while the shell
   * still loads (issue 14). Shows nothing if it fails; a failed or unclaimed answer is dropped.
   * Resolves once it has answered: true when it succeeded (never rejects). Asking again while it
   * waits to be claimed starts nothing and resolves with the same answer.
   */
  prefetch(path: string, options?: Pick<RequestOptions, 'params'> & { keepMs?: number }): Promise<boolean>
  /**
   * The data of a prefetched GET that has already succeeded, taken now (it is then claimed, like a
   * `get` would), or undefined: a first render can draw an answer that is in without waiting for
   * an effect and a promise (issue 14).
   */
  take<T = unknown>(path: string, options?: Pick<RequestOptions, 'params'>): { data: T } | undefined
  /** The full URL of a path (base URL and query), e.g. for download links. */
  url(path: string, params?: Readonly<Record<string, QueryValue>>): string
  /** Re-arm `onSessionInvalid` (after a successful sign-in). */
  resetSessionInvalid(): void
}

export type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError }

/** One request on the wire, possibly shared by several identical calls. */
export interface SharedCall {
  started: number
  /** Callers still waiting (not cancelled). */
  waiting: number
  /** True once every caller that joined asked for no toast. */
  silent: boolean
  settled: boolean
  /** Set once the request was aborted (every caller cancelled, or timed out). */
  aborted: boolean
  abort: (reason: 'cancelled' | 'timeout') => void
  outcome: Promise<Outcome>
  /** Settled with a failure. */
  failed?: boolean
  /** The outcome, once settled (read synchronously by `take`). */
  answer?: Outcome
  /** Asked for ahead (`prefetch`) and not yet claimed: its failure ends no session and shows nothing. */
  ahead?: boolean
}
