import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/mobile-management'
const XSS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>']
const DAY = 86_400_000

const doc = (title: string) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: title }] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: XSS[0] }] }] },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: XSS[1] }] },
  ],
})

describe.each(DIALECTS)('app articles on %s', (dialect) => {
  let columnId: number

  const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])
  beforeAll(async () => {
    columnId = (
      await server.db.selectFrom('app_columns').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id
  })
  afterEach(() => setClockOffsetMs(0))

  const body = (title: string) => ({ title, columnId, summary: XSS[0], content: doc(title) })

  it('lists the seeded articles of each kind with every status, the detail rendered from the document', async () => {
    for (const name of ['news', 'information', 'contents']) {
      const page = await admin.get(`${BASE}/${name}`, { query: { pageSize: 50 } })
      expect(page.code, name).toBe(200)
      expect(page.data.total, name).toBeGreaterThanOrEqual(12)
      const states = new Set(page.data.list.map((row: { state: string }) => row.state))
      for (const state of ['draft', 'published', 'withdrawn', 'scheduled'])
        expect(states, `${name} ${state}`).toContain(state)
      expect(page.data.list[0].content).toBeUndefined()
      expect(page.data.list[0].columnName).toEqual(expect.any(String))
      const detail = await admin.get(`${BASE}/${name}/${page.data.list[0].id}`)
      expect(detail.data.content.type).toBe('doc')
      expect(detail.data.html).toMatch(/^<h2>/)
    }
    const published = await admin.get(`${BASE}/news`, { query: { state: 'published', pageSize: 100 } })
    for (const row of published.data.list) expect(row.state).toBe('published')
    expect((await admin.get(`${BASE}/news`, { query: { state: 'gone' } })).code).toBe(400)
  })

  it('writes a draft, refuses bad input at the field and writes nothing', async () => {
    const before = await server.db
      .selectFrom('app_articles')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body('x'), title: ' ' }, 'title'],
      [{ ...body('x'), columnId: 999_999 }, 'columnId'],
      [{ ...body('x'), content: '<p>x</p><script>alert(1)</script>' }, 'content'],
      [{ ...body('x'), content: { type: 'doc', content: [{ type: 'script', content: [] }] } }, 'content'],
      [{ ...body('x'), coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
      [{ ...body('x'), coverUrl: 'http://example.org/a.png' }, 'coverUrl'],
    ]
    for (const [payload, field] of cases) {
      const answer = await admin.post(`${BASE}/news`, payload)
      expect(answer.code, field).toBe(400)
      expect(answer.data[field], field).toEqual(expect.any(String))
    }
    const after = await server.db
      .selectFrom('app_articles')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('goes draft → published → withdrawn → edited → published; refuses steps the status does not allow', async () => {
    const created = await admin.post(`${BASE}/news`, {
      ...body(XSS[1]),
      coverUrl: 'https://example.org/cover.png',
    })
    expect(created.code).toBe(200)
    const id = created.data.id
    const stored = await server.db
      .selectFrom('app_articles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ kind: 'news', status: 'draft', title: XSS[1], summary: XSS[0] })
    expect(JSON.parse(stored.content).type).toBe('doc')
    // The rendered HTML has the payloads as text only.
    const detail = await admin.get(`${BASE}/news/${id}`)
    expect(detail.data.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(detail.data.html).not.toMatch(/<script|<img src=x/)
    // Another kind does not see it.
    expect((await admin.get(`${BASE}/information/${id}`)).code).toBe(400)
    expect((await admin.post(`${BASE}/news/${id}/withdraw`)).code).toBe(409)
    expect((await admin.post(`${BASE}/news/${id}/publish`, {})).data.state).toBe('published')
    expect((await admin.post(`${BASE}/news/${id}`, body('改'))).code).toBe(409)
    expect((await admin.post(`${BASE}/news/${id}/delete`)).code).toBe(409)
    expect((await admin.post(`${BASE}/news/${id}/publish`, {})).code).toBe(409)
    const listed = await admin.get(`${BASE}/news`, { query: { state: 'published', keyword: '<script>' } })
    expect(listed.data.list.map((row: { id: number }) => row.id)).toContain(id)
    expect((await admin.post(`${BASE}/news/${id}/withdraw`)).data.state).toBe('withdrawn')
    expect((await admin.post(`${BASE}/news/${id}`, body('修改后的标题'))).code).toBe(200)
    expect((await admin.post(`${BASE}/news/${id}/delete`)).code).toBe(200)
    expect((await admin.get(`${BASE}/news/${id}`)).code).toBe(400)
    const entries = await server.db
      .selectFrom('journal')
      .select(['action', 'result'])
      .where('target', '=', `app-article:${id}`)
      .orderBy('id')
      .execute()
    expect(entries.filter((entry) => entry.result === 'success').map((entry) => entry.action)).toEqual([
      'app-article.create',
      'app-article.publish',
      'app-article.withdraw',
      'app-article.update',
      'app-article.delete',
    ])
  })

  it('publishes at a scheduled time that follows the server clock and refuses a time in the past', async () => {
    const { data } = await admin.post(`${BASE}/information`, body('定时发布的资讯'))
    const past = new Date(Date.now() - DAY).toISOString()
    const refused = await admin.post(`${BASE}/information/${data.id}/publish`, { publishTime: past })
    expect(refused).toMatchObject({ code: 400, data: { publishTime: expect.stringContaining('早于') } })
    const ahead = new Date(Date.now() + 2 * DAY).toISOString()
    const scheduled = await admin.post(`${BASE}/information/${data.id}/publish`, { publishTime: ahead })
    expect(scheduled.data.state).toBe('scheduled')
    const ids = async (state: string) =>
      (await admin.get(`${BASE}/information`, { query: { state, pageSize: 100 } })).data.list.map(
        (row: { id: number }) => row.id,
      )
    expect(await ids('scheduled')).toContain(data.id)
    expect(await ids('published')).not.toContain(data.id)
    setClockOffsetMs(3 * DAY)
    expect(await ids('published')).toContain(data.id)
    expect(await ids('scheduled')).not.toContain(data.id)
    expect((await admin.get(`${BASE}/information/${data.id}`)).data.state).toBe('published')
  })

  it('keeps the steps to accounts with the page permission', async () => {
    const row = await server.db
      .selectFrom('app_articles')
      .select('id')
      .where('kind', '=', 'content')
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow()
    for (const client of [tianjin, operator]) {
      expect((await client.post(`${BASE}/contents`, body('x'))).code).toBe(403)
      expect((await client.post(`${BASE}/contents/${row.id}/publish`, {})).code).toBe(403)
      expect((await client.post(`${BASE}/contents/${row.id}/delete`)).code).toBe(403)
    }
    const stored = await server.db
      .selectFrom('app_articles')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('draft')
  })

  it('accepts an article image only when its bytes are an image, and serves it with nosniff', async () => {
    const png = new Uint8Array(64)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(png.buffer).setUint32(16, 320)
    new DataView(png.buffer).setUint32(20, 200)
    const upload = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.set('file', new File([bytes], 'a.png', { type: 'image/png' }))
      return admin.post(`${BASE}/article-images`, form)
    }
    const fake = await upload(new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>)
    expect(fake).toMatchObject({ code: 400, data: { file: expect.any(String) } })
    const good = await upload(png)
    expect(good.code).toBe(200)
    const file = await admin.fetch(good.data.url)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    const withImage = { ...body('带图片'), coverUrl: good.data.url }
    withImage.content.content.push({ type: 'image', attrs: { src: good.data.url } } as never)
    expect((await admin.post(`${BASE}/news`, withImage)).code).toBe(200)
    expect((await admin.get(`${BASE}/article-images/secret.png`)).code).toBe(400)
  })
})
