import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DIALECTS, ON_SQLITE } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('common calls and messages on %s', (dialect) => {
  const { server, admin, tianjin, stale } = signedIn(dialect, ['admin', 'tianjin', 'stale'], {
    config: { hostOrigins: ['https://portal.example.gov.cn'] },
  })

  it('tells the platform name and its short form without a session', async () => {
    const client = server.client()
    expect((await client.get('/common/platformName')).data).toEqual({
      platformName: '电动汽车充换电设施监管平台',
    })
    expect((await client.get('/common/platformNameMini')).data).toEqual({ platformName: '充换电监管' })
  })

  it('serves the public configuration with HOST_ORIGINS', async () => {
    const answer = await server.client().get('/common/config')
    expect(answer.data).toEqual({ hostOrigins: ['https://portal.example.gov.cn'], cityCode: '120100' })
  })

  it('lists regions under a parent, top regions without one', async () => {
    const top = await tianjin.get('/areaCode/queryAreaCodeList')
    expect(top.data).toEqual([
      { code: '120000', name: '天津市', level: 1 },
      { code: '130000', name: '河北省', level: 1 },
    ])
    const districts = await tianjin.get('/areaCode/queryAreaCodeList', { query: { parentCode: '120100' } })
    expect(districts.data).toHaveLength(16)
    expect(districts.data[0]).toEqual({ code: '120101', name: '和平区', level: 3 })
    expect(await tianjin.get('/areaCode/queryAreaCodeList', { query: { parentCode: '12' } })).toMatchObject({
      code: 400,
      data: { parentCode: '应为6位行政区划代码' },
    })
  })

  it('finds operators by name, pinyin and initials', async () => {
    const all = await tianjin.post('/base/operator_list_v1', {})
    expect(all.data.length).toBeGreaterThanOrEqual(10)
    expect(all.data[0]).toEqual({ operatorId: expect.any(String), operatorName: expect.any(String) })
    for (const keyword of ['特来电', 'telaidian', 'tld']) {
      const found = await tianjin.post('/base/operator_list_v1', { keyword })
      expect(found.data.map((item: { operatorName: string }) => item.operatorName)).toContain(
        '特来电新能源股份有限公司',
      )
    }
  })

  it('counts unread to-do items, lists them newest first and marks them read', async () => {
    const before = (await admin.get('/messageInfo/messageCount')).data.unreadCount
    expect(before).toBeGreaterThan(0)
    const unread = await admin.get('/messageInfo/list', { query: { pageNum: 1, pageSize: 5, read: false } })
    expect(unread.data).toMatchObject({ total: before, pageNum: 1, pageSize: 5 })
    const [first, second] = unread.data.list
    expect(first).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      type: expect.any(String),
      link: expect.any(String),
      read: false,
      done: false,
      createTime: expect.any(String),
    })
    expect(first.createTime >= second.createTime).toBe(true)
    expect((await admin.post('/messageInfo/read', { ids: [first.id] })).data).toEqual({ updated: 1 })
    expect((await admin.get('/messageInfo/messageCount')).data.unreadCount).toBe(before - 1)
    await admin.post('/messageInfo/read', { ids: [] })
    expect((await admin.get('/messageInfo/messageCount')).data.unreadCount).toBe(0)
  })

  it('refuses a page size over 100 at its field', async () => {
    expect(await stale.get('/messageInfo/list', { query: { pageSize: 500 } })).toMatchObject({
      code: 400,
      data: { pageSize: '每页最多100条' },
    })
    expect(await stale.get('/messageInfo/list', { query: { colour: 'red' } })).toMatchObject({
      code: 400,
      data: { colour: '不支持的字段' },
    })
  })

  it('never shows one user the messages of another', async () => {
    const adminIds = (await admin.get('/messageInfo/list', { query: { pageSize: 100 } })).data.list.map(
      (item: { id: number }) => item.id,
    )
    const answer = await stale.post('/messageInfo/read', { ids: adminIds })
    expect(answer.data.updated).toBe(0)
  })
})

// On SQLite's half only: what it checks does not depend on the database (helpers.ts: ON_SQLITE).
if (ON_SQLITE) {
  describe('compressed answers (issue 14)', () => {
    const { server, admin } = signedIn('sqlite', ['admin'])

    it('gzips JSON answers over 1 KB for a client that accepts it, and only then', async () => {
      const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      // Raw bytes through node:http (fetch asks for gzip itself and decodes it).
      const get = (path: string, extra: Record<string, string> = {}) =>
        new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
          const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest', ...extra }
          const req = request(`${server.url}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            )
          })
          req.on('error', reject)
          req.end()
        })
      const plain = await get('/api/user_info')
      expect(plain.encoding).toBeUndefined()
      expect(plain.body.length).toBeGreaterThan(1024)
      const zipped = await get('/api/user_info', { 'Accept-Encoding': 'gzip, deflate' })
      expect(zipped.encoding).toBe('gzip')
      expect(zipped.body.length).toBeLessThan(plain.body.length / 2)
      expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
        JSON.parse(plain.body.toString('utf8')),
      )
      const brotli = await get('/api/user_info', { 'Accept-Encoding': 'gzip, deflate, br' })
      expect(brotli.encoding).toBe('br')
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(
        JSON.parse(plain.body.toString('utf8')),
      )
      // A small answer stays as it is.
      const small = await get('/api/common/platformName', { 'Accept-Encoding': 'gzip' })
      expect(small.encoding).toBeUndefined()
    })
  })
}
