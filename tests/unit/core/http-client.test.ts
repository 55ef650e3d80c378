import { afterEach, describe, expect, it, vi } from 'vitest'
import { encrypt } from '../../../src/core/crypto'
import {
  ApiError,
  configureHttp,
  createHttpClient,
  createLoading,
  getHttpClient,
  isCancelled,
  resetHttpClients,
  resetSessionInvalid,
} from '../../../src/core/http'
import { envelope, fakeFetch, never } from './http-fake-fetch'

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

describe('sharing identical requests (section 7: debounce 50 ms)', () => {
  it('shares one call for a request repeated within 50 ms and makes a second call after 50 ms', async () => {
    vi.useFakeTimers()
    let n = 0
    const { fetch } = fakeFetch(() => envelope(200, '', { n: ++n }))
    const http = createHttpClient({ fetch })
    const first = http.get('/messageInfo/messageCount', { params: { a: 1 } })
    await vi.advanceTimersByTimeAsync(49)
    const second = http.get('/messageInfo/messageCount', { params: { a: 1 } })
    expect(await first).toEqual({ n: 1 })
    expect(await second).toEqual({ n: 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await http.get('/messageInfo/messageCount', { params: { a: 1 } })).toEqual({ n: 2 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('does not share requests that differ in method, URL, params or body', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch })
    await Promise.all([
      http.get('/a'),
      http.get('/b'),
      http.get('/a', { params: { page: 2 } }),
      http.post('/a', { x: 1 }),
      http.post('/a', { x: 2 }),
      http.post('/a', { x: 2 }),
    ])
    expect(fetch).toHaveBeenCalledTimes(5)
  })

  it('sends a fresh call on its own, even within 50 ms of an identical one (credentials changed)', async () => {
    vi.useFakeTimers()
    let n = 0
    const { fetch } = fakeFetch(() => envelope(200, '', { n: ++n }))
    const http = createHttpClient({ fetch })
    expect(await http.get('/user_info')).toEqual({ n: 1 })
    await vi.advanceTimersByTimeAsync(10)
    expect(await http.get('/user_info', { fresh: true })).toEqual({ n: 2 })
    // Later identical calls within the window share the fresh one's answer.
    expect(await http.get('/user_info')).toEqual({ n: 2 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('follows a configured dedupeMs', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch(() => envelope(200, '', null))
    const http = createHttpClient({ fetch, dedupeMs: 200 })
    await http.get('/a')
    await vi.advanceTimersByTimeAsync(150)
    await http.get('/a')
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(50)
    await http.get('/a')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shows the failure of a shared call once', async () => {
    const notify = vi.fn()
    const { fetch } = fakeFetch(() => envelope(500, '查询失败'))
    const http = createHttpClient({ fetch, notify })
    await Promise.allSettled([http.get('/a'), http.get('/a'), http.get('/a')])
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '查询失败')
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

describe('shared clients (several elements, one session)', () => {
  it('gives one client per base URL', () => {
    expect(getHttpClient()).toBe(getHttpClient('/api'))
    expect(getHttpClient('/other')).not.toBe(getHttpClient('/api'))
    expect(getHttpClient().baseURL).toBe('/api')
  })

  it('uses the handlers configured later and ends the session once across clients', async () => {
    const { fetch } = fakeFetch(() => envelope(607, '会话已被管理员终止'))
    vi.stubGlobal('fetch', fetch)
    const one = getHttpClient('/api')
    const two = getHttpClient('/gateway/api')
    const notify = vi.fn()
    const onSessionInvalid = vi.fn()
    configureHttp({ notify, onSessionInvalid })
    await Promise.allSettled([one.get('/a'), two.get('/b'), one.get('/c')])
    expect(onSessionInvalid).toHaveBeenCalledExactlyOnceWith(607)
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '会话已被管理员终止')
    resetSessionInvalid()
    await Promise.allSettled([two.get('/d')])
    expect(onSessionInvalid).toHaveBeenCalledTimes(2)
  })
})

describe('prefetch (issue 14: a screen asks for its first data while the shell loads)', () => {
  const page = { list: [{ id: 1 }], total: 1 }

  it('answers a later identical GET with the prefetched answer: one request on the wire', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', page))
    const http = createHttpClient({ fetch })
    http.prefetch('/archives-management/stations', { params: { pageNum: 1, pageSize: 10 } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await http.get('/archives-management/stations', { params: { pageNum: 1, pageSize: 10 } })).toEqual(
      page,
    )
    expect(seen).toHaveLength(1)
    // Claimed once: the next identical call (a reload) asks again.
    await http.get('/archives-management/stations', { params: { pageNum: 1, pageSize: 10 }, fresh: true })
    await new Promise((resolve) => setTimeout(resolve, 60))
    await http.get('/archives-management/stations', { params: { pageNum: 1, pageSize: 10 } })
    expect(seen).toHaveLength(3)
  })

  it('is not taken by another query, nor after its time, nor by a call that wants a fresh answer', async () => {
    const { fetch, seen } = fakeFetch(() => envelope(200, '', page))
    const http = createHttpClient({ fetch, dedupeMs: 0 })
    http.prefetch('/x', { params: { pageNum: 1 }, keepMs: 30 })
    await http.get('/x', { params: { pageNum: 2 } })
    expect(seen).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await http.get('/x', { params: { pageNum: 1 } })
    expect(seen).toHaveLength(3)
    http.prefetch('/y')
    await http.get('/y', { fresh: true })
    expect(seen).toHaveLength(5)
  })

  it('ends no session and shows nothing when nobody has claimed it; a claimed one does', async () => {
    const notify = vi.fn()
    const onSessionInvalid = vi.fn()
    const { fetch, seen } = fakeFetch(() => envelope(401, '未登录'))
    const http = createHttpClient({ fetch, notify, onSessionInvalid })
    http.prefetch('/x')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onSessionInvalid).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
    // Its failure is dropped: the screen's own call asks again and that one ends the session.
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError)
    expect(seen).toHaveLength(2)
    expect(onSessionInvalid).toHaveBeenCalledExactlyOnceWith(401)

    const slow = fakeFetch(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(401, '未登录')), 30)),
    )
    const invalid = vi.fn()
    const second = createHttpClient({ fetch: slow.fetch, onSessionInvalid: invalid })
    second.prefetch('/x')
    // Claimed before the answer came: the answer is the caller's, with the usual handling.
    await expect(second.get('/x')).rejects.toBeInstanceOf(ApiError)
    expect(slow.seen).toHaveLength(1)
    expect(invalid).toHaveBeenCalledExactlyOnceWith(401)
  })
})
