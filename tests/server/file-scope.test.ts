import { describe, expect, it } from 'vitest'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const FILES = '/archives-management/files'

describe.each(DIALECTS)('archive documents carry their area on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])

  const upload = (client: ApiClient, name: string, areaCode?: string) => {
    const form = new FormData()
    form.append('file', new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }))
    if (areaCode) form.append('areaCode', areaCode)
    return client.post(FILES, form)
  }

  it('lets a city user list, preview and download only the documents of its area', async () => {
    const hebei = await upload(admin, '石家庄市充电设施规划.pdf', '130100')
    expect(hebei.code).toBe(200)
    const everything = await admin.get(FILES, { query: { pageSize: 100 } })
    expect(everything.data.list.map((row: { areaCode: string }) => row.areaCode)).toContain('130100')
    const mine = await tianjin.get(FILES, { query: { pageSize: 100 } })
    expect(mine.code).toBe(200)
    expect(mine.data.list.length).toBeGreaterThan(0)
    expect(mine.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
    expect(mine.data.total).toBeLessThan(everything.data.total)
    for (const mode of ['download', 'preview']) {
      const refused = await tianjin.get(`${FILES}/${hebei.data.id}/${mode}`)
      expect(refused).toMatchObject({ code: 400, data: { id: '记录不存在' } })
    }
    const own = mine.data.list[0]
    const response = await tianjin.fetch(`/api${FILES}/${own.id}/download`)
    expect(response.headers.get('content-disposition')).toContain('attachment')
  })

  it('files an upload under the area asked for, else the uploader area, and refuses an unknown area', async () => {
    const platform = await upload(admin, '平台通知.pdf')
    expect(platform.code).toBe(200)
    const row = await server.db
      .selectFrom('archive_files')
      .select('areaCode')
      .where('id', '=', platform.data.id)
      .executeTakeFirstOrThrow()
    expect(row.areaCode).toBe('120000')
    expect(await upload(admin, '未知.pdf', '999999')).toMatchObject({
      code: 400,
      data: { areaCode: '所属区域不在您的数据范围内' },
    })
    const district = await upload(admin, '区级.pdf', '120103')
    const seen = await tianjin.get(FILES, { query: { pageSize: 100 } })
    expect(seen.data.list.map((item: { id: number }) => item.id)).toContain(district.data.id)
    expect(seen.data.list.map((item: { id: number }) => item.id)).not.toContain(platform.data.id)
  })
})
