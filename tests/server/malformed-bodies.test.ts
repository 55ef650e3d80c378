import { describe, expect, it } from 'vitest'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BOUNDARY = '----evboundary'
const part = (name: string, value: string, file?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${value}\r\n`

/** Bodies a careless or hostile client sends as multipart (issue 23, item 2). */
const MALFORMED: Record<string, { type: string; body: string }> = {
  'broken boundary': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--other\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--other--\r\n`,
  },
  'no boundary': { type: 'multipart/form-data', body: part('username', 'admin') },
  'truncated part': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part('username', 'admin')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc`,
  },
  'garbage headers': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n\u0000\u0001garbage\r\n\r\n--${BOUNDARY}--`,
  },
}

const PATHS = ['/login', '/user/change_pwd', '/user/avatar', '/archives-management/files']

describe.each(DIALECTS)('malformed and oversized bodies on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  for (const path of PATHS) {
    for (const [name, { type, body }] of Object.entries(MALFORMED)) {
      it(`${path}: ${name} is a 400 with a message`, async () => {
        const response = await admin.fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'X-Requested-With': 'XMLHttpRequest' },
          body,
        })
        expect(response.status).toBe(200)
        const answer = await response.json()
        expect(answer.code).toBe(400)
        expect(answer.msg).toMatch(/[\u4e00-\u9fff]/)
        expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/)
      })
    }
  }

  it('reads an upload over the limit to the end and answers with the message the browser shows', async () => {
    const big = new Uint8Array(21 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const form = new FormData()
    form.append('file', new File([big], '超大文件.pdf', { type: 'application/pdf' }))
    const before = await server.db
      .selectFrom('archive_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const answer = await admin.post('/archives-management/files', form)
    expect(answer).toMatchObject({ code: 400, msg: '文件不能超过20MB', data: { file: '文件不能超过20MB' } })
    const after = await server.db
      .selectFrom('archive_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    const avatar = new FormData()
    avatar.append('file', new File([new Uint8Array(3 * 1024 * 1024)], 'a.png', { type: 'image/png' }))
    expect(await admin.post('/user/avatar', avatar)).toMatchObject({
      code: 400,
      data: { file: '图片不能超过2MB' },
    })
  })
})
