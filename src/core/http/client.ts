import { CLIENT_CODES, CLIENT_MESSAGES, ruleFor, shownMessage } from './codes'
import { readAnswer } from './envelope'
import { ApiError, cancelledError } from './errors'
import { createSessionLatch, type SessionLatch } from './latch'
import type { LoadingContext } from './loading'
import { type AppendQueryOptions, appendQuery, type QueryValue, toFormBody } from './query'
import { bodyKey, joinURL } from './request-key'
import { type HttpMethod, send, type TransportResponse } from './transport'

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
   */
  prefetch(path: string, options?: Pick<RequestOptions, 'params'> & { keepMs?: number }): void
  /** The full URL of a path (base URL and query), e.g. for download links. */
  url(path: string, params?: Readonly<Record<string, QueryValue>>): string
  /** Re-arm `onSessionInvalid` (after a successful sign-in). */
  resetSessionInvalid(): void
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError }

/** One request on the wire, possibly shared by several identical calls. */
interface SharedCall {
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
  /** Asked for ahead (`prefetch`) and not yet claimed: its failure ends no session and shows nothing. */
  ahead?: boolean
}

const DEFAULTS = { baseURL: '/api', timeout: 600_000, dedupeMs: 50 }

/**
 * Create an HTTP client (section 7 and the catalogue of section 8).
 *
 * @example
 * const http = createHttpClient({ baseURL: '/api', notify, onSessionInvalid })
 * const info = await http.get<UserInfo>('/user_info', { silent: true })
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseURL = options.baseURL ?? DEFAULTS.baseURL
  const timeout = options.timeout ?? DEFAULTS.timeout
  const dedupeMs = options.dedupeMs ?? DEFAULTS.dedupeMs
  const latch = options.latch ?? createSessionLatch()
  const recent = new Map<string, SharedCall>()

  const notify = (text: string) => {
    if (!text) return
    try {
      options.notify?.('error', text)
    } catch {
      // A broken toast must not turn a handled failure into an unhandled one.
    }
  }

  /** Section 8 applied once per request on the wire, whatever the number of callers sharing it. */
  const judge = (response: TransportResponse, call: SharedCall): Outcome => {
    const answer = readAnswer(response)
    if (answer.generic) {
      if (!call.silent) notify(answer.generic)
      return { ok: false, error: new ApiError(answer.code, answer.generic, null, 'server') }
    }
    const rule = ruleFor(answer.code)
    if (rule.outcome === 'ok') return { ok: true, data: answer.data }
    const msg = shownMessage(answer.msg)
    if (rule.sessionInvalid && call.ahead) {
      // Nobody has asked for this answer yet: the session check (user_info) decides.
    } else if (rule.sessionInvalid) {
      // Section 4 / 8: ten calls failing together end the session once; 607 shows its message
      // first — even for a silent call, because it tells the user why the session ended.
      if (latch.trip()) {
        if (rule.toast) notify(msg)
        try {
          options.onSessionInvalid?.(answer.code)
        } catch {
          // The caller still gets its rejection.
        }
      }
    } else if (rule.toast && !call.silent) {
      notify(msg)
    }
    return { ok: false, error: new ApiError(answer.code, msg, answer.data) }
  }

  const start = (key: string, config: RequestConfig, url: string, body: unknown): SharedCall => {
    const controller = new AbortController()
    let reason: 'cancelled' | 'timeout' | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const call: SharedCall = {
      started: Date.now(),
      waiting: 0,
      silent: config.silent === true,
      settled: false,
      aborted: false,
      abort: (why) => {
        if (call.settled || reason) return
        reason = why
        call.aborted = true
        if (recent.get(key) === call) recent.delete(key)
        controller.abort()
      },
      outcome: Promise.resolve({ ok: true, data: null }),
    }
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
    })
    const effectiveTimeout = config.timeout ?? timeout
    if (effectiveTimeout > 0 && Number.isFinite(effectiveTimeout)) {
      timer = setTimeout(() => call.abort('timeout'), effectiveTimeout)
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
      ...config.headers,
    }
    const wire = send({
      method: config.method ?? 'GET',
      url,
      body,
      headers,
      signal: controller.signal,
      withCredentials: options.withCredentials ?? true,
      fetch: options.fetch,
    })
    // A fetch that ignores its signal must not keep a cancelled or timed-out call waiting.
    call.outcome = Promise.race([wire, aborted]).then(
      (response) => {
        try {
          return judge(response, call)
        } catch {
          return {
            ok: false,
            error: new ApiError(CLIENT_CODES.server, CLIENT_MESSAGES.server, null, 'server'),
          }
        }
      },
      (): Outcome => {
        if (reason === 'cancelled') return { ok: false, error: cancelledError() }
        if (reason === 'timeout') {
          if (!call.silent) notify(CLIENT_MESSAGES.timeout)
          return {
            ok: false,
            error: new ApiError(CLIENT_CODES.timeout, CLIENT_MESSAGES.timeout, null, 'timeout'),
          }
        }
        if (!call.silent) notify(CLIENT_MESSAGES.network)
        return {
          ok: false,
          error: new ApiError(CLIENT_CODES.network, CLIENT_MESSAGES.network, null, 'network'),
        }
      },
    )
    call.outcome.then((outcome) => {
      call.failed = !outcome.ok
    })
    call.outcome.finally(() => {
      call.settled = true
      if (timer !== undefined) clearTimeout(timer)
    })
    wire.catch(() => undefined)
    return call
  }

  /** The shared call for an identical request started within `dedupeMs`, else a new one. */
  const callFor = (config: RequestConfig, url: string, body: unknown): SharedCall => {
    const now = Date.now()
    for (const [key, call] of recent) {
      if (now - call.started >= dedupeMs) recent.delete(key)
    }
    const key = `${config.method ?? 'GET'} ${url} ${bodyKey(body)}`
    const early = config.fresh ? null : claimPrefetched(key, now)
    if (early) {
      if (!config.silent) early.silent = false
      return early
    }
    const existing = recent.get(key)
    // Sharing also covers a call that already answered, as long as it started within the window.
    if (existing && !existing.aborted && !config.fresh) {
      if (!config.silent) existing.silent = false
      return existing
    }
    const call = start(key, config, url, body)
    if (dedupeMs > 0) recent.set(key, call)
    return call
  }

  /** Prefetched GETs by key, each until its time runs out or an identical call claims it. */
  const prefetched = new Map<string, { call: SharedCall; until: number }>()

  /** The prefetched call of `key`, once, unless it is stale, aborted or failed already. */
  const claimPrefetched = (key: string, now: number): SharedCall | null => {
    for (const [other, early] of prefetched) {
      if (now > early.until || early.call.aborted || early.call.failed) prefetched.delete(other)
    }
    const early = prefetched.get(key)
    if (!early) return null
    prefetched.delete(key)
    early.call.ahead = false
    return early.call
  }

  const prefetch: HttpClient['prefetch'] = (path, prefetchOptions = {}) => {
    const url = joinURL(baseURL, appendQuery(path, prefetchOptions.params))
    const key = `GET ${url} ${bodyKey(undefined)}`
    if (prefetched.has(key)) return
    const call = start(key, { method: 'GET', path, silent: true }, url, undefined)
    call.ahead = true
    prefetched.set(key, { call, until: Date.now() + (prefetchOptions.keepMs ?? 10_000) })
  }

  const request = <T>(config: RequestConfig): Promise<T> => {
    if (config.signal?.aborted) return Promise.reject(cancelledError())
    // crypto-js is loaded by the first call that encrypts its parameters, not with the client.
    if (config.encryptParams) {
      return import('../crypto').then(({ encrypt }) =>
        sendRequest<T>(config, { encrypt: config.encryptParams, cipher: encrypt }),
      )
    }
    return sendRequest<T>(config, {})
  }

  const sendRequest = <T>(config: RequestConfig, query: AppendQueryOptions): Promise<T> => {
    if (config.signal?.aborted) return Promise.reject(cancelledError())
    const url = joinURL(baseURL, appendQuery(config.path, config.params, query))
    const body = config.form ? toFormBody(config.body) : config.body
    const call = callFor(config, url, body)
    call.waiting += 1
    const end = config.loading?.begin()
    return new Promise<T>((resolve, reject) => {
      let done = false
      const finish = () => {
        done = true
        end?.()
        config.signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        if (done) return
        finish()
        call.waiting -= 1
        // The request on the wire stops only when nobody else is waiting for it.
        if (call.waiting === 0) call.abort('cancelled')
        reject(cancelledError())
      }
      config.signal?.addEventListener('abort', onAbort, { once: true })
      call.outcome.then((outcome) => {
        if (done) return
        finish()
        call.waiting -= 1
        if (outcome.ok) resolve(outcome.data as T)
        else reject(outcome.error)
      })
    })
  }

  return {
    baseURL,
    request,
    get: (path, requestOptions) => request({ ...requestOptions, method: 'GET', path }),
    post: (path, body, requestOptions) => request({ ...requestOptions, method: 'POST', path, body }),
    prefetch,
    url: (path, params) => joinURL(baseURL, appendQuery(path, params)),
    resetSessionInvalid: () => latch.reset(),
  }
}
