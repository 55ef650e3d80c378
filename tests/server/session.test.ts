import { describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('signs in with the encrypted password and sets an HttpOnly SameSite=Lax cookie', async () => {
    const client = server.client()
    const response = await client.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ username: 'admin', password: encrypt(PASSWORDS.admin) }).toString(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 200, data: { resetPwdFlag: false } })
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ev_sid='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await server.client().login('nobody', 'Whatever@2026')
    const wrong = await server.client().login('stale', 'Wrong@2026ev')
    expect(unknown).toMatchObject({ status: 200, code: 400, msg: '用户名或密码错误' })
    expect(wrong).toMatchObject({ status: 200, code: 400, msg: '用户名或密码错误' })
  })

  it('answers 400 naming the field when the username is missing', async () => {
    const answer = await server.client().post('/login', { password: encrypt('x') }, { form: true })
    expect(answer.code).toBe(400)
    expect(answer.data).toEqual({ username: expect.any(String) })
  })

  it('refuses a state-changing call without the ajax header with 403', async () => {
    const answer = await server
      .client()
      .post('/login', { username: 'admin', password: encrypt(PASSWORDS.admin) }, { form: true, ajax: false })
    expect(answer).toMatchObject({ status: 200, code: 403 })
  })

  it('answers 401 without a session, and again after logout', async () => {
    const client = server.client()
    expect((await client.get('/user_info')).code).toBe(401)
    await client.signIn('stale', PASSWORDS.stale)
    expect((await client.get('/user_info')).code).toBe(200)
    expect((await client.get('/new_logout')).code).toBe(200)
    expect(client.cookies.has('ev_sid')).toBe(false)
    expect((await client.get('/user_info')).code).toBe(401)
  })

  it('ends the cookie of a logged-out session for good, even if replayed', async () => {
    const client = await server.client().signIn('stale', PASSWORDS.stale)
    const sid = client.cookies.get('ev_sid') as string
    await client.get('/new_logout')
    const replay = server.client()
    replay.cookies.set('ev_sid', sid)
    expect((await replay.get('/user_info')).code).toBe(401)
  })

  it('answers 419 once, with normal data, to the older session when the account signs in elsewhere', async () => {
    const first = await server.client().signIn('operator', PASSWORDS.operator)
    await server.client().signIn('operator', PASSWORDS.operator)
    const notice = await first.get('/user_info')
    expect(notice.code).toBe(419)
    expect(notice.data.name).toBe('operator')
    const next = await first.get('/user_info')
    expect(next.code).toBe(200)
  })

  it('hands a session over with a long-token that works once', async () => {
    const owner = await server.client().signIn('admin', PASSWORDS.admin)
    const issued = await owner.post('/sso/token')
    expect(issued.code).toBe(200)
    expect(issued.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const embedded = server.client()
    embedded.cookies.set('long-token', issued.data.token)
    const info = await embedded.get('/user_info')
    expect(info).toMatchObject({ code: 200, data: { name: 'admin' } })
    expect(embedded.cookies.has('ev_sid')).toBe(true)
    const again = server.client()
    again.cookies.set('long-token', issued.data.token)
    expect((await again.get('/user_info')).code).toBe(401)
  })

  it('refuses an expired long-token', async () => {
    const owner = await server.client().signIn('admin', PASSWORDS.admin)
    const issued = await owner.post('/sso/token')
    await server.db
      .updateTable('long_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const embedded = server.client()
    embedded.cookies.set('long-token', issued.data.token)
    expect((await embedded.get('/user_info')).code).toBe(401)
  })

  it('needs a session to issue a long-token', async () => {
    expect((await server.client().post('/sso/token')).code).toBe(401)
  })

  it('records sign-ins in the login history', async () => {
    const client = await server.client().signIn('stale', PASSWORDS.stale)
    const history = await client.get('/user/loginHistory')
    expect(history.code).toBe(200)
    expect(history.data[0]).toMatchObject({ result: 'success', ip: '127.0.0.1' })
    expect(history.data.length).toBeGreaterThan(1)
  })
})
