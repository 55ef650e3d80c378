/**
 * The HTTP client (section 7) on its own: what it sends, cancelling, the timeout and the loading
 * context. Sharing one call among several callers is in http-sharing.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '../../../src/contract/request-keys'
import { encrypt } from '../../../src/core/crypto'
import {
  ApiError,
  createHttpClient,
  createLoading,
  isCancelled,
  resetHttpClients,
} from '../../../src/core/http'
import { envelope, fakeFetch, never } from './http-fake-fetch'

// The clock stands still unless a test moves it: identical requests are shared within 50 ms
// (section 7), and a machine busy with other work must not let 50 ms pass between two calls of
// one test (issue 40: "shows the failure of a shared call once" called twice beside a CPU hog).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetHttpClients()
})

describe('requests', () => {
  it('sends JSON with the ajax header to /api followed by the path', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', { ok: true }))
    const http = createHttpClient({ fetch })
    await http.post('/menu/setting/order', { keys: ['a', 'b'] })
    expect(seen[0].url).toBe('/api/menu/setting/order')
    expect(seen[0].method).toBe('POST')
    expect(seen[0].headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(seen[0].headers['content-type']).toBe('application/json')
    expect(JSON.parse(String(seen[0].body))).toEqual({ keys: ['a', 'b'] })
  })

  it('sends each change with a key of its own, and a read without one (issue 43: request-keys.ts)', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch })
    await http.post('/menu/setting/order', { keys: ['a'] })
    await http.post('/menu/setting/order', { keys: ['b'] })
    await http.get('/user_info')
    const keys = seen.map((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()])
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY)
    expect(keys[1]).toMatch(IDEMPOTENCY_KEY)
    expect(keys[1]).not.toBe(keys[0])
    expect(keys[2]).toBeUndefined()
  })

  it('puts a configured base URL in front of paths written without it', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch, baseURL: 'https://platform.example/gateway/api/' })
    await http.get('/user_info', { params: { a: 1, b: null } })
    expect(seen[0].url).toBe('https://platform.example/gateway/api/user_info?a=1')
    expect(http.url('/exports/7/file')).toBe('https://platform.example/gateway/api/exports/7/file')
  })

  it('posts form-encoded fields when asked (login, change_pwd)', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch })
    await http.post('/login', { username: 'admin', password: 'p+w=d&', skipped: undefined }, { form: true })
    expect(seen[0].body).toBeInstanceOf(URLSearchParams)
    expect(String(seen[0].body)).toBe('username=admin&password=p%2Bw%3Dd%26')
    expect(seen[0].headers['content-type']).toBeUndefined()
  })

  it('encrypts the parameters it is asked to (section 7), loading the cipher for that call', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch })
    await http.get('/x', { params: { id: 7, phone: '13800000000' }, encryptParams: ['phone'] })
    const query = new URLSearchParams(seen[0].url.split('?')[1])
    expect(query.get('id')).toBe('7')
    expect(query.get('phone')).toBe(encrypt('13800000000'))
  })
})

describe('cancelling', () => {
  it('rejects a cancelled call as cancelled, aborts the request and shows nothing', async () => {
    const notify = vi.fn()
    const { fetch, seen } = fakeFetch(() => never())
    const http = createHttpClient({ fetch, notify })
    const controller = new AbortController()
    const call = http.get('/archives/stations', { signal: controller.signal })
    controller.abort()
    const error = await call.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(isCancelled(error)).toBe(true)
    expect(seen[0].signal?.aborted).toBe(true)
    expect(notify).not.toHaveBeenCalled()
  })

  it('rejects at once when the signal is already aborted, without a request', async () => {
    const { fetch } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch })
    await expect(http.get('/a', { signal: AbortSignal.abort() })).rejects.toSatisfy(isCancelled)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps a shared request going while another caller still waits for it', async () => {
    let answer: (response: Response) => void = () => undefined
    const { fetch, seen } = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const http = createHttpClient({ fetch })
    const controller = new AbortController()
    const cancelled = http.get('/a', { signal: controller.signal })
    const kept = http.get('/a')
    controller.abort()
    await expect(cancelled).rejects.toSatisfy(isCancelled)
    expect(seen[0].signal?.aborted).toBe(false)
    answer(envelope(200, '', 'data'))
    await expect(kept).resolves.toBe('data')
  })
})

describe('timeout', () => {
  it('fails with 请求超时 after 600000 ms, not before', async () => {
    vi.useFakeTimers()
    const notify = vi.fn()
    const { fetch, seen } = fakeFetch(() => never())
    const http = createHttpClient({ fetch, notify })
    let settled: unknown
    http.get('/reports/month-far').catch((error: unknown) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(599_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toMatchObject({ kind: 'timeout', msg: '请求超时' })
    expect(seen[0].signal?.aborted).toBe(true)
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '请求超时')
  })

  it('follows a per-call timeout', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch(() => never())
    const http = createHttpClient({ fetch })
    const call = http.get('/a', { timeout: 1000 })
    const check = expect(call).rejects.toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(1000)
    await check
  })
})

describe('loading context', () => {
  it('is active while counted calls are in flight and tells subscribers', async () => {
    const answers: ((response: Response) => void)[] = []
    const { fetch } = fakeFetch(() => new Promise<Response>((resolve) => answers.push(resolve)))
    const http = createHttpClient({ fetch })
    const loading = createLoading()
    const changes: boolean[] = []
    loading.subscribe((active) => changes.push(active))
    const one = http.get('/a', { loading })
    const two = http.get('/b', { loading })
    expect(loading.active).toBe(true)
    expect(loading.count).toBe(2)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[0](envelope(200, '', 1))
    await one
    expect(loading.active).toBe(true)
    answers[1](envelope(403, ''))
    await two.catch(() => undefined)
    expect(loading.active).toBe(false)
    expect(changes).toEqual([true, false])
  })

  it('stops counting a cancelled call', async () => {
    const { fetch } = fakeFetch(() => never())
    const http = createHttpClient({ fetch })
    const loading = createLoading()
    const controller = new AbortController()
    const call = http.get('/a', { loading, signal: controller.signal })
    expect(loading.active).toBe(true)
    controller.abort()
    await call.catch(() => undefined)
    expect(loading.active).toBe(false)
  })
})
