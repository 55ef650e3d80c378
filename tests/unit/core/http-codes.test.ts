import { describe, expect, it, vi } from 'vitest'
import { ApiError, createHttpClient, fieldErrors, isHiddenMessage } from '../../../src/core/http'
import { envelope, fakeFetch, json } from './http-fake-fetch'

/** A client whose every call gets `answer`, with recorded toasts and session-invalid calls. */
function setup(answer: () => Response | Promise<Response>) {
  const log: string[] = []
  const notify = vi.fn((type: string, text: string) => log.push(`toast:${type}:${text}`))
  const onSessionInvalid = vi.fn((code: number) => log.push(`invalid:${code}`))
  const { fetch, seen } = fakeFetch(answer)
  const http = createHttpClient({ fetch, notify, onSessionInvalid })
  return { http, notify, onSessionInvalid, log, seen }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const NULL_POINTER_AND_EMPTY = [
  '',
  '   ',
  'null',
  'NULL',
  'undefined',
  'NullPointerException',
  'java.lang.NullPointerException',
  'java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null',
  'Cannot invoke "com.ev.User.getName()" because "user" is null',
  'null pointer',
  '空指针异常',
]

describe('response codes (section 8)', () => {
  it('resolves with data on code 200 and on code 0', async () => {
    const ok = setup(() => envelope(200, '成功', { a: 1 }))
    await expect(ok.http.get('/x')).resolves.toEqual({ a: 1 })
    const zero = setup(() => envelope(0, '', [1, 2]))
    await expect(zero.http.get('/x')).resolves.toEqual([1, 2])
    expect(ok.notify).not.toHaveBeenCalled()
  })

  it('treats 419 as OK: resolves with the data and shows nothing', async () => {
    const { http, notify, onSessionInvalid } = setup(() =>
      envelope(419, '您的账号已在其他设备登录', { list: [] }),
    )
    await expect(http.get('/x')).resolves.toEqual({ list: [] })
    expect(notify).not.toHaveBeenCalled()
    expect(onSessionInvalid).not.toHaveBeenCalled()
  })

  it('shows the 403 message as an error toast and fails with code 403', async () => {
    const { http, notify, onSessionInvalid } = setup(() => envelope(403, '没有操作权限'))
    const error = await failure(http.get('/x'))
    expect(error.code).toBe(403)
    expect(error.msg).toBe('没有操作权限')
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '没有操作权限')
    expect(onSessionInvalid).not.toHaveBeenCalled()
  })

  it('fails on 302 without a toast', async () => {
    const { http, notify } = setup(() => envelope(302, '重定向'))
    expect((await failure(http.get('/x'))).code).toBe(302)
    expect(notify).not.toHaveBeenCalled()
  })

  it('shows the message of any other code and fails', async () => {
    const { http, notify } = setup(() => envelope(409, '当前状态不允许该操作'))
    expect((await failure(http.post('/x/1/approve', {}))).code).toBe(409)
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '当前状态不允许该操作')
  })

  it('passes the field errors of a 400 in data', async () => {
    const { http } = setup(() => envelope(400, 'mobile 格式不正确', { mobile: '请输入正确的手机号' }))
    const error = await failure(http.post('/user/profile', { mobile: '123' }))
    expect(error.data).toEqual({ mobile: '请输入正确的手机号' })
    expect(fieldErrors(error)).toEqual({ mobile: '请输入正确的手机号' })
  })

  it.each(NULL_POINTER_AND_EMPTY)('never shows the message %j, for 403, 607 or another code', async (msg) => {
    for (const code of [403, 607, 500, 409]) {
      const { http, notify } = setup(() => envelope(code, msg))
      const error = await failure(http.get('/x'))
      expect(error.code).toBe(code)
      expect(error.msg).toBe('')
      expect(notify).not.toHaveBeenCalled()
    }
    expect(isHiddenMessage(msg)).toBe(true)
  })

  it('still shows ordinary messages that merely mention null', () => {
    expect(isHiddenMessage('字段不能为null')).toBe(false)
    expect(isHiddenMessage('用户名或密码错误')).toBe(false)
  })

  it('calls onSessionInvalid exactly once when ten calls answer 401 together, with no toast', async () => {
    const { http, notify, onSessionInvalid } = setup(() => envelope(401, '登录已过期'))
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => http.get(`/list/${i}`)))
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    expect(onSessionInvalid).toHaveBeenCalledExactlyOnceWith(401)
    expect(notify).not.toHaveBeenCalled()
  })

  it('shows the 607 message first, then calls onSessionInvalid once for ten calls', async () => {
    const { http, log } = setup(() => envelope(607, '账号已被管理员停用'))
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => http.get(`/list/${i}`)))
    expect(results.map((result) => result.status)).toEqual(Array(10).fill('rejected'))
    expect(log).toEqual(['toast:error:账号已被管理员停用', 'invalid:607'])
  })

  it('calls onSessionInvalid again only after resetSessionInvalid (a new sign-in)', async () => {
    const { http, onSessionInvalid } = setup(() => envelope(401, ''))
    await Promise.allSettled([http.get('/a'), http.get('/b')])
    await Promise.allSettled([http.get('/c')])
    expect(onSessionInvalid).toHaveBeenCalledTimes(1)
    http.resetSessionInvalid()
    await Promise.allSettled([http.get('/d')])
    expect(onSessionInvalid).toHaveBeenCalledTimes(2)
  })

  it('treats a bare HTTP 401 like code 401 and a bare HTTP 403 like code 403 (decisions: HTTP status)', async () => {
    const unauthorised = setup(() => new Response('Unauthorized', { status: 401 }))
    expect((await failure(unauthorised.http.get('/x'))).code).toBe(401)
    expect(unauthorised.onSessionInvalid).toHaveBeenCalledExactlyOnceWith(401)
    const forbidden = setup(() => json({ msg: '禁止访问' }, 403))
    expect((await failure(forbidden.http.get('/x'))).code).toBe(403)
    expect(forbidden.notify).toHaveBeenCalledExactlyOnceWith('error', '禁止访问')
  })

  it('shows 服务器繁忙，请稍后再试 for HTTP 500, whatever the body says', async () => {
    const { http, notify } = setup(() =>
      json({ code: 500, msg: 'java.lang.IllegalStateException at Foo.bar' }, 500),
    )
    const error = await failure(http.get('/x'))
    expect(error.kind).toBe('server')
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '服务器繁忙，请稍后再试')
  })

  it('shows 服务器繁忙，请稍后再试 for an answer that is not the envelope', async () => {
    const { http, notify } = setup(() => new Response('<!doctype html><title>x</title>', { status: 200 }))
    expect((await failure(http.get('/x'))).kind).toBe('server')
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '服务器繁忙，请稍后再试')
  })

  it('shows 网络异常，请检查网络连接 when the network fails', async () => {
    const { http, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failure(http.get('/x'))
    expect(error.kind).toBe('network')
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '网络异常，请检查网络连接')
  })

  it('shows no toast for a silent call, but still fails', async () => {
    const { http, notify } = setup(() => envelope(500, '查询失败'))
    expect((await failure(http.get('/common/platformName', { silent: true }))).msg).toBe('查询失败')
    expect(notify).not.toHaveBeenCalled()
  })
})
