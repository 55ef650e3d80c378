import { IDEMPOTENCY_HEADER, newRequestKey } from '../../contract/request-keys'
import { callStarted } from './activity'
import { CLIENT_CODES, CLIENT_MESSAGES, ruleFor, shownMessage } from './codes'
import { readAnswer } from './envelope'
import { ApiError, cancelledError } from './errors'
import { createSessionLatch } from './latch'
import { type AppendQueryOptions, appendQuery, toFormBody } from './query'
import { bodyKey, joinURL } from './request-key'
import { send, type TransportResponse } from './transport'
import type {
  HttpClient,
  HttpClientOptions,
  Outcome,
  RequestConfig,
  RequestOptions,
  SharedCall,
} from './types'

export type {
  HttpClient,
  HttpClientOptions,
  Notify,
  NotifyType,
  RequestConfig,
  RequestOptions,
} from './types'

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
    const method = config.method ?? 'GET'
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      // Issue 43: a change the proxy sends again is carried out once (src/contract/request-keys.ts).
      ...(method === 'GET' ? {} : { [IDEMPOTENCY_HEADER]: newRequestKey() }),
      ...options.headers,
      ...config.headers,
    }
    const wire = send({
      method,
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
      call.answer = outcome
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

  const prefetchKey = (path: string, params?: RequestConfig['params']) =>
    `GET ${joinURL(baseURL, appendQuery(path, params))} ${bodyKey(undefined)}`

  const prefetch: HttpClient['prefetch'] = (path, prefetchOptions = {}) => {
    const key = prefetchKey(path, prefetchOptions.params)
    const known = prefetched.get(key)
    if (known) return known.call.outcome.then((outcome) => outcome.ok)
    const url = joinURL(baseURL, appendQuery(path, prefetchOptions.params))
    const call = start(key, { method: 'GET', path, silent: true }, url, undefined)
    call.ahead = true
    prefetched.set(key, { call, until: Date.now() + (prefetchOptions.keepMs ?? 10_000) })
    return call.outcome.then((outcome) => outcome.ok)
  }

  const take: HttpClient['take'] = <T>(path: string, takeOptions: Pick<RequestOptions, 'params'> = {}) => {
    const key = prefetchKey(path, takeOptions.params)
    const early = prefetched.get(key)
    const answer = early?.call.answer
    if (!early || !answer?.ok || Date.now() > early.until) return undefined
    prefetched.delete(key)
    return { data: answer.data as T }
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
    const ended = callStarted()
    return new Promise<T>((resolve, reject) => {
      let done = false
      const finish = () => {
        done = true
        end?.()
        ended()
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
    take,
    url: (path, params) => joinURL(baseURL, appendQuery(path, params)),
    resetSessionInvalid: () => latch.reset(),
  }
}
