/**
 * Issue 23, items 5, 7 and 10: a password change ends the other sessions; a pending forced change
 * is enforced by the server; security headers and the Secure cookie; logout only with the ajax
 * header; slow clients and connection hoarders are cut off.
 */
import { createServer } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyHttpLimits } from '../../server/src/http/limits'
import { defaultConfig } from '../../server/src/kernel/config'
import { encrypt } from '../../src/core/crypto'
import { userWithRights } from './access-helpers'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const DEMO = resolve(import.meta.dirname, '../../demo')

describe.each(DIALECTS)('session hardening on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await bootServer(dialect, {
      config: {
        demoDir: DEMO,
        trustProxy: ['127.0.0.1'],
        hostOrigins: ['https://portal.example.gov.cn'],
        headersTimeoutMs: 1500,
        requestTimeoutMs: 3000,
      },
    })
    admin = await server.client().signIn('admin', PASSWORDS.admin)
  })
  afterAll(() => server?.close())

  it('ends the other sessions of an account that changes its own password', async () => {
    const { client, username } = await userWithRights(server, admin, ['station-archives-management/view'])
    const stolen = await server.client().signIn(username, 'Tester@2026ev')
    await client.get('/user_info') // takes the 419 notice of the second sign-in
    const changed = await client.post(
      '/user/change_pwd',
      { username, oldPwd: encrypt('Tester@2026ev'), newPwd: encrypt('Changed@2026ev') },
      { form: true },
    )
    expect(changed.code).toBe(200)
    expect((await stolen.get('/user_info')).code).toBe(401)
    expect((await client.get('/user_info')).code).toBe(200)
  })

  it('answers only the password change, the session and sign-out until a forced change is done', async () => {
    const client = await server.client().signIn('newuser', PASSWORDS.newuser)
    expect((await client.get('/user_info')).data.resetPwdFlag).toBe(true)
    const list = await client.get('/archives-management/stations', { query: { pageNum: 1, pageSize: 10 } })
    expect(list).toMatchObject({ code: 403, msg: '请先修改初始密码后再进行其他操作' })
    const exported = await client.post('/archives-management/stations/export', {})
    expect(exported.code).toBe(403)
    expect((await client.post('/sso/token')).code).toBe(403)
    const changed = await client.post(
      '/user/change_pwd',
      { username: 'newuser', oldPwd: encrypt(PASSWORDS.newuser), newPwd: encrypt('Newer@2026ev') },
      { form: true },
    )
    expect(changed.code).toBe(200)
    expect((await client.get('/user_info')).data.resetPwdFlag).toBe(false)
    expect((await client.post('/sso/token')).code).toBe(200)
    expect((await client.post('/new_logout')).code).toBe(200)
    expect((await client.get('/user_info')).code).toBe(401)
  })

  it('serves pages with a nonce CSP, frame-ancestors from HOST_ORIGINS and Referrer-Policy', async () => {
    const response = await fetch(`${server.url}/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] as string
    expect(nonce).toBeTruthy()
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self' https://portal.example.gov.cn")
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    const html = await response.text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(1)
    expect(scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true)
    expect(html).toContain(`{nonce:"${nonce}"}`)
    const again = await fetch(`${server.url}/`)
    expect(again.headers.get('content-security-policy')).not.toContain(nonce)
    const api = await fetch(`${server.url}/api/common/platformName`)
    expect(api.headers.get('referrer-policy')).toBe('same-origin')
  })

  it('marks the session cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const viaHttps = server.client()
    viaHttps.defaultHeaders['X-Forwarded-Proto'] = 'https'
    const response = await viaHttps.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ username: 'stale', password: encrypt(PASSWORDS.stale) }).toString(),
    })
    expect(response.headers.getSetCookie().find((line) => line.startsWith('ev_sid='))).toMatch(/;\s*Secure/i)
    const plain = await server.client().signIn('stale', PASSWORDS.stale)
    expect(plain.cookies.has('ev_sid')).toBe(true)
  })

  it('signs out only with the ajax header and never from a cross-site request', async () => {
    const client = await server.client().signIn('stale', PASSWORDS.stale)
    expect((await client.get('/new_logout', { ajax: false })).code).toBe(403)
    expect((await client.get('/new_logout', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).code).toBe(403)
    expect((await client.post('/new_logout', undefined, { ajax: false })).code).toBe(403)
    expect((await client.get('/user_info')).code).toBe(200)
    expect((await client.get('/new_logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).code).toBe(200)
    expect((await client.get('/user_info')).code).toBe(401)
  })

  it('closes a connection whose headers never finish', async () => {
    const socket = connect(server.port, '127.0.0.1')
    await new Promise((done) => socket.once('connect', done))
    socket.write('GET /api/user_info HTTP/1.1\r\nHost: x\r\n')
    const started = Date.now()
    const answer = await new Promise<string>((done) => {
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk
      })
      socket.once('close', () => done(text))
    })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/)
  })
})

describe('the per-client connection cap', () => {
  it('refuses more than 64 open connections from one address (not behind a trusted proxy)', async () => {
    const server = createServer((_request, response) => response.end('ok'))
    applyHttpLimits(server, defaultConfig('/nonexistent'))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as AddressInfo).port
    const sockets: Socket[] = []
    try {
      const closed: boolean[] = []
      for (let index = 0; index < 66; index += 1) {
        const socket = connect(port, '127.0.0.1')
        sockets.push(socket)
        closed.push(false)
        socket.once('close', () => {
          closed[index] = true
        })
        await new Promise((done) => socket.once('connect', done))
      }
      await expect.poll(() => closed.filter(Boolean).length).toBe(2)
      expect(closed.slice(0, 64).some(Boolean)).toBe(false)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((done) => server.close(done))
    }
  })
})
