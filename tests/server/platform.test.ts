import { randomUUID } from 'node:crypto'
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encrypt } from '../../src/core/crypto'
import { DIALECTS, ON_SQLITE, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

/** A GET's bytes as sent (fetch would decompress them on its own). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status?: number; encoding?: string; type?: string; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part) => parts.push(part))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'],
            type: response.headers['content-type'],
            body: Buffer.concat(parts),
          }),
        )
      }).on('error', reject)
    },
  )
}

describe.each(DIALECTS)('the platform on %s', (dialect) => {
  const script = `export const hello = ${JSON.stringify('x'.repeat(5000))}\n`
  // The site's folders are named now and written before the first test: the server reads its files when asked.
  const site = join(tmpdir(), `ev-site-${randomUUID()}`)
  const { server, stale } = signedIn(dialect, ['stale'], {
    config: { distDir: join(site, 'dist'), demoDir: join(site, 'demo') },
  })
  beforeAll(async () => {
    await mkdir(join(site, 'dist', 'chunks'), { recursive: true })
    await mkdir(join(site, 'demo'), { recursive: true })
    await writeFile(join(site, 'dist', 'ev-console.js'), script)
    await writeFile(join(site, 'dist', 'chunks', 'a-123.js'), 'export default 1\n')
    await writeFile(join(site, 'demo', 'index.html'), '<!doctype html><title>demo</title>')
    await writeFile(join(site, 'demo', 'iframe-host.html'), '<!doctype html><title>iframe</title>')
  })
  afterAll(() => rm(site, { recursive: true, force: true }))

  it('publishes the contract as OpenAPI, every call of the specification included', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/api/login',
      '/api/user_info',
      '/api/menu/backMenuList',
      '/api/sso/post/api/role/getRoleStgs',
      '/api/sso/post/api/stg/editStg',
      '/api/exports/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(
      doc.paths['/api/login'].post.requestBody.content['application/x-www-form-urlencoded'],
    ).toBeDefined()
  })

  it('answers an unknown API path with the envelope', async () => {
    const answer = await server.client().get('/no/such/call')
    expect(answer).toMatchObject({ status: 200, code: 404, msg: '接口不存在' })
  })

  it('refuses a malformed JSON body and an oversized body with 400', async () => {
    const bad = await stale.fetch('/api/messageInfo/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: '{"ids": [',
    })
    expect(await bad.json()).toMatchObject({ code: 400, msg: '请求体不是合法的JSON' })
    const huge = await stale.post('/messageInfo/read', { ids: [], pad: 'x'.repeat(400 * 1024) })
    expect(huge).toMatchObject({ status: 200, code: 400, msg: '请求内容过大' })
  })

  it('marks API answers, errors included, as not to be stored or sniffed', async () => {
    for (const response of [
      await stale.fetch('/user_info'),
      await stale.fetch('/messageInfo/read', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await fetch(`${server.url}/api/user_info`),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-type')).toContain('application/json')
    }
  })

  it('names the field of a wrongly typed value', async () => {
    expect(await stale.post('/messageInfo/read', { ids: ['one'] })).toMatchObject({
      code: 400,
      data: { 'ids.0': '类型不正确' },
    })
    expect(await stale.post('/messageInfo/read', {})).toMatchObject({ code: 400, data: { ids: '不能为空' } })
  })

  it('serves the demo page at /, the console and its chunks, gzip-compressed for text', async () => {
    const home = await fetch(`${server.url}/`)
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await home.text()).toContain('<title>demo</title>')
    expect(await (await fetch(`${server.url}/iframe-host.html`)).text()).toContain('iframe')
    const raw = await rawGet(`${server.url}/ev-console.js`, 'gzip')
    expect(raw.type).toBe('text/javascript; charset=utf-8')
    expect(raw.encoding).toBe('gzip')
    expect(raw.body.length).toBeLessThan(script.length / 10)
    expect(gunzipSync(raw.body).toString()).toBe(script)
    const chunk = await fetch(`${server.url}/chunks/a-123.js`)
    expect(chunk.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${server.url}/../package.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404)
  })
})

// On SQLite's half only: what it checks does not depend on the database (helpers.ts: ON_SQLITE).
if (ON_SQLITE) {
  describe('the build’s compressed files (scripts/precompress.ts)', () => {
    const site = join(tmpdir(), `ev-site-${randomUUID()}`)
    const chunk = join(site, 'dist', 'chunks', 'b-456.js')
    const { server } = signedIn('sqlite', [], { config: { distDir: join(site, 'dist'), demoDir: null } })
    beforeAll(async () => {
      await mkdir(join(site, 'dist', 'chunks'), { recursive: true })
      await writeFile(chunk, `export const b = ${JSON.stringify('b'.repeat(2000))}\n`)
      // Bodies the server would not make from the file: what it sends is what it found.
      await writeFile(`${chunk}.br`, brotliCompressSync('from the build'))
      await writeFile(`${chunk}.gz`, gzipSync('from the build'))
    })
    afterAll(() => rm(site, { recursive: true, force: true }))

    it('are sent as they are, and are not files of their own', async () => {
      const br = await rawGet(`${server.url}/chunks/b-456.js`, 'br')
      expect(br).toMatchObject({ status: 200, encoding: 'br', type: 'text/javascript; charset=utf-8' })
      expect(br.body).toEqual(brotliCompressSync('from the build'))
      const gz = await rawGet(`${server.url}/chunks/b-456.js`, 'gzip')
      expect(gunzipSync(gz.body).toString()).toBe('from the build')
      expect((await fetch(`${server.url}/chunks/b-456.js.br`)).status).toBe(404)
      expect((await fetch(`${server.url}/chunks/b-456.js.gz`)).status).toBe(404)
    })

    it('are left aside when older than the file', async () => {
      const other = join(site, 'dist', 'chunks', 'c-789.js')
      const text = `export const c = ${JSON.stringify('c'.repeat(2000))}\n`
      await writeFile(`${other}.gz`, gzipSync('an older build'))
      await utimes(`${other}.gz`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
      await writeFile(other, text)
      const gz = await rawGet(`${server.url}/chunks/c-789.js`, 'gzip')
      expect(gunzipSync(gz.body).toString()).toBe(text)
    })
  })

  describe('a cross-site console (CORS_ORIGINS)', () => {
    const { server } = signedIn('sqlite', [], { config: { corsOrigins: ['https://console.example.cn'] } })

    it('switches the cookie to SameSite=None; Secure and allows only the configured origin', async () => {
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: {
          origin: 'https://console.example.cn',
          'content-type': 'application/x-www-form-urlencoded',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: new URLSearchParams({ username: 'admin', password: encrypt(PASSWORDS.admin) }).toString(),
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('https://console.example.cn')
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ev_sid=')) as string
      expect(cookie).toMatch(/SameSite=None/i)
      expect(cookie).toMatch(/Secure/i)
      const stranger = await fetch(`${server.url}/api/common/platformName`, {
        headers: { origin: 'https://evil.example.com' },
      })
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    })
  })
}
