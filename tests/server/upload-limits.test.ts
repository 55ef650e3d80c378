/**
 * Issue 38, item 7: every upload goes through one upload service (server/src/http/upload-service.ts)
 * that streams it to disk within its route's limit — refused from Content-Length before the body
 * is sent, else as soon as the streamed file passes the limit — and lets one account have at most
 * `maxUploadsPerUser` uploads in progress (409 with a message beyond). Memory under 40 parallel
 * maximum-size uploads is upload-memory.test.ts.
 */
import { readdir } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { uploadsInProgress } from '../../server/src/http/upload-service'
import { type ApiClient, DIALECTS, type TestServer } from './helpers'
import { signedIn } from './signed-in'

const BOUNDARY = '----evupload'
const MB = 1024 * 1024
const head = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`
const tail = `\r\n--${BOUNDARY}--\r\n`

/** A multipart upload sent by hand: `send` more of the body, `finish` it, `answer` the envelope. */
function rawUpload(
  server: TestServer,
  client: ApiClient,
  path: string,
  headers: Record<string, string> = {},
) {
  const url = new URL(`/api${path}`, server.url)
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      ...headers,
    },
  })
  // Null when the server closed the connection before its answer could be read (a body sent on
  // past the point where the server stops reading ends so: TCP resets what is still in flight).
  const answer = new Promise<{ code: number; msg: string; data: unknown } | null>((resolve) => {
    req.on('error', () => resolve(null))
    req.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
      response.on('error', () => resolve(null))
    })
  })
  req.flushHeaders()
  return {
    answer,
    send: (data: string | Uint8Array) =>
      new Promise<void>((resolve) => {
        if (req.destroyed) resolve()
        else req.write(data, () => resolve())
      }),
    finish: (data: string | Uint8Array) => req.end(data),
    abort: () => req.destroy(),
  }
}

/** A PNG's first bytes: enough for the avatar's signature check. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

describe.each(DIALECTS)('upload limits on %s', (dialect) => {
  const incoming = async () => readdir(join(server.dataDir, 'uploads', '.incoming')).catch(() => [])
  const archived = async () =>
    Number(
      (
        await server.db
          .selectFrom('archive_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])
  // A second server in this process (as the e2e suite runs one per worker): its slots are its own.
  const other = signedIn(dialect, ['admin'])

  it('refuses an upload whose Content-Length passes the limit before its body is sent', async () => {
    const upload = rawUpload(server, admin, '/archives-management/files', {
      'content-length': String(100 * MB),
    })
    await upload.send(head('大文件.pdf'))
    // Nothing more is sent: the answer comes from the declared length alone.
    const answer = await upload.answer
    upload.abort()
    expect(answer).toMatchObject({ code: 400, msg: '文件不能超过20MB', data: { file: '文件不能超过20MB' } })
  })

  it('refuses a streamed upload as soon as its file passes the limit, storing nothing', async () => {
    const before = await archived()
    const upload = rawUpload(server, admin, '/archives-management/files')
    await upload.send(head('流式.pdf'))
    await upload.send('%PDF-1.4\n')
    // An endless body: the server stops at the limit and answers within its discard bound.
    const chunk = new Uint8Array(MB)
    let answered = false
    const answering = upload.answer.then((answer) => {
      answered = true
      return answer
    })
    // Once the server stops reading, a write may never complete: the answer ends the loop.
    let sent = 0
    while (!answered && sent < 200) {
      await Promise.race([upload.send(chunk), answering])
      sent += 1
    }
    const answer = await answering
    upload.abort()
    // It stopped reading within the limit and its discard bound (20 + 64 MB), far before 200 MB,
    // and answered with the field's message unless the close reset the answer on its way.
    expect(sent).toBeLessThan(120)
    if (answer) expect(answer).toMatchObject({ code: 400, data: { file: '文件不能超过20MB' } })
    expect(await archived()).toBe(before)
    expect(await incoming()).toEqual([])
  })

  it('lets one account have at most four uploads in progress, with a clear 409 beyond, and others go on', async () => {
    const held = [0, 1, 2, 3].map(() => rawUpload(server, admin, '/user/avatar'))
    for (const upload of held) await upload.send(head('a.png'))
    await expect.poll(() => uploadsInProgress(), { timeout: 60_000 }).toBe(4)
    const form = () => {
      const body = new FormData()
      body.set('file', new File([PNG], 'b.png', { type: 'image/png' }))
      return body
    }
    const refused = await admin.post('/user/avatar', form())
    expect(refused.code).toBe(409)
    expect(refused.msg).toMatch(/同时进行的上传不能超过4个/)
    // Another account is not held by them, nor the same account on another server.
    expect((await tianjin.post('/user/avatar', form())).code).toBe(200)
    expect((await other.admin.post('/user/avatar', form())).code).toBe(200)
    for (const upload of held) upload.finish(Buffer.concat([Buffer.from(PNG), Buffer.from(tail)]))
    for (const upload of held) expect((await upload.answer)?.code).toBe(200)
    // Every slot is free again, and nothing is left half-received.
    expect(uploadsInProgress()).toBe(0)
    expect(await incoming()).toEqual([])
    expect((await admin.post('/user/avatar', form())).code).toBe(200)
  })

  it('frees the slot of an upload whose client went away', async () => {
    const upload = rawUpload(server, admin, '/user/avatar')
    await upload.send(head('a.png'))
    await upload.send(PNG)
    await expect.poll(() => uploadsInProgress(), { timeout: 60_000 }).toBe(1)
    upload.abort()
    await expect.poll(() => uploadsInProgress(), { timeout: 60_000 }).toBe(0)
    await expect.poll(incoming, { timeout: 60_000 }).toEqual([])
  })
})
