import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DIALECTS, serverWith } from './helpers'
import { stationToRecommend } from './mobile-helpers'

const BASE = '/mobile-management'
const XSS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>']

/** A PNG header of the given size and nothing after it: the size reads, the image does not decode. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

/** A real PNG of the given size (sharp), half blue and half transparent. */
async function realPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const left = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 4, background: '#1677ff' },
  })
    .png()
    .toBuffer()
  const image = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer()
  return new Uint8Array(image)
}

describe.each(DIALECTS)('mobile management on %s', (dialect) => {
  const session = serverWith(dialect, ['admin'])

  const journal = (target: string) =>
    session.server.db
      .selectFrom('journal')
      .select(['action', 'result'])
      .where('target', '=', target)
      .orderBy('id')
      .execute()

  it('creates, edits and deletes columns, refusing a duplicate name', async () => {
    const created = await session.admin.post(`${BASE}/columns`, {
      columnName: XSS[0],
      sortOrder: 9,
      status: 1,
    })
    expect(created.code).toBe(200)
    const duplicate = await session.admin.post(`${BASE}/columns`, {
      columnName: '政策法规',
      sortOrder: 1,
      status: 1,
    })
    expect(duplicate).toMatchObject({ code: 400, data: { columnName: '栏目名称已存在' } })
    const edited = await session.admin.post(`${BASE}/columns/${created.data.id}`, {
      columnName: '充电地图',
      sortOrder: 0,
      status: 1,
    })
    expect(edited).toMatchObject({ code: 400, data: { sortOrder: expect.any(String) } })
    expect(
      (
        await session.admin.post(`${BASE}/columns/${created.data.id}`, {
          columnName: '充电地图',
          sortOrder: 7,
          status: 0,
        })
      ).code,
    ).toBe(200)
    expect((await session.admin.post(`${BASE}/columns/${created.data.id}/delete`)).code).toBe(200)
    expect((await session.admin.get(`${BASE}/columns/${created.data.id}`)).code).toBe(400)
  })

  it('recommends only stations in service, with a future validity, and saves a new order', async () => {
    const closed = await session.server.db
      .selectFrom('stations')
      .select('stationId')
      .where('stationStatus', '=', 5)
      .executeTakeFirstOrThrow()
    const open = await stationToRecommend(session.server.db)
    const period = { validFrom: '2020-01-01 00:00:00', validTo: '2099-01-01 00:00:00' }
    expect(
      await session.admin.post(`${BASE}/recommend-stations`, { stationId: closed.stationId, ...period }),
    ).toMatchObject({
      code: 400,
      data: { stationId: '只能推荐正常使用的充电站' },
    })
    const past = { stationId: open.stationId, validFrom: '2020-01-01', validTo: '2020-02-01' }
    expect(await session.admin.post(`${BASE}/recommend-stations`, past)).toMatchObject({
      code: 400,
      data: { validTo: '失效时间不能早于当前时间' },
    })
    const added = await session.admin.post(`${BASE}/recommend-stations`, {
      stationId: open.stationId,
      ...period,
    })
    expect(added.code).toBe(200)
    const list = await session.admin.get(`${BASE}/recommend-stations`, { query: { pageSize: 100 } })
    const ids: number[] = list.data.list.map((row: { id: number }) => row.id)
    expect(ids.at(-1)).toBe(added.data.id)
    const reversed = [...ids].reverse()
    expect((await session.admin.post(`${BASE}/recommend-stations/order`, { ids: ids.slice(1) })).code).toBe(
      400,
    )
    expect((await session.admin.post(`${BASE}/recommend-stations/order`, { ids: reversed })).code).toBe(200)
    const after = await session.admin.get(`${BASE}/recommend-stations`, { query: { pageSize: 100 } })
    expect(after.data.list.map((row: { id: number }) => row.id)).toEqual(reversed)
    expect((await journal('app-recommend:order')).at(-1)).toMatchObject({
      action: 'app-recommend.order',
      result: 'success',
    })
  })

  it('seeds brands with logos, served with their thumbnails', async () => {
    const { data } = await session.admin.get(`${BASE}/brands`, { query: { pageSize: 100 } })
    const withLogo = data.list.filter((row: { logo: string | null }) => row.logo)
    expect(withLogo.length).toBeGreaterThan(data.list.length / 2)
    expect(withLogo.length).toBeLessThan(data.list.length)
    const logo = Buffer.from(await (await session.admin.fetch(withLogo[0].logo)).arrayBuffer())
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 })
    const thumb = Buffer.from(await (await session.admin.fetch(withLogo[0].logoThumb)).arrayBuffer())
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'png', width: 128, height: 128 })
  })

  it('accepts a logo only when its bytes are an image of the allowed size, and serves it with nosniff', async () => {
    const { operatorId } = await session.server.db
      .selectFrom('app_operators')
      .select('operatorId')
      .orderBy('operatorId')
      .executeTakeFirstOrThrow()
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData()
      form.set('file', new File([bytes], name, { type: 'image/png' }))
      return session.admin.post(`${BASE}/brands/${operatorId}/logo`, form)
    }
    const fake = await upload(
      new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>,
      'logo.png',
    )
    expect(fake).toMatchObject({ code: 400, data: { file: expect.stringContaining('jpg') } })
    expect((await upload(png(20, 20), 'tiny.png')).data.file).toMatch(/64/)
    expect((await upload(png(4000, 300), 'wide.png')).code).toBe(400)
    // A header that reads over bytes that do not decode: refused, nothing stored.
    const before = await session.server.db
      .selectFrom('app_operators')
      .select(['logoPath', 'updateTime'])
      .where('operatorId', '=', operatorId)
      .executeTakeFirstOrThrow()
    const broken = await upload(png(256, 128), 'broken.png')
    expect(broken).toMatchObject({ code: 400, data: { file: expect.stringContaining('损坏') } })
    expect(
      await session.server.db
        .selectFrom('app_operators')
        .select(['logoPath', 'updateTime'])
        .where('operatorId', '=', operatorId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before)
    const original = await realPng(512, 256)
    const good = await upload(original, 'logo.png')
    expect(good.code).toBe(200)
    const file = await session.admin.fetch(good.data.logo)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(original)
    const brand = await session.admin.get(`${BASE}/brands/${operatorId}`)
    expect(brand.data.logo).toBe(good.data.logo)
    // The thumbnail the list shows: made by the server, within 128 px, proportions and transparency kept.
    expect(brand.data.logoThumb).toBe(good.data.logo.replace('/logo?', '/logo?size=thumb&'))
    const thumb = await session.admin.fetch(brand.data.logoThumb)
    expect(thumb.headers.get('content-type')).toBe('image/png')
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff')
    const thumbBytes = Buffer.from(await thumb.arrayBuffer())
    expect(await sharp(thumbBytes).metadata()).toMatchObject({
      format: 'png',
      width: 128,
      height: 64,
      hasAlpha: true,
    })
    const { data } = await sharp(thumbBytes).raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 4)]).toEqual([0x16, 0x77, 0xff, 255]) // top left: the blue half
    expect(data[(64 * 128 - 1) * 4 + 3]).toBe(0) // bottom right: transparent
    expect(thumbBytes.length).toBeLessThan(original.length)
    const list = await session.admin.get(`${BASE}/brands`, { query: { pageSize: 100 } })
    const row = list.data.list.find((item: { operatorId: string }) => item.operatorId === operatorId)
    expect(row.logoThumb).toBe(brand.data.logoThumb)
    expect(
      (await session.admin.get(`${BASE}/brands/${operatorId}/logo`, { query: { size: 'huge' } })).code,
    ).toBe(400)
    // A small logo is not enlarged.
    const small = await upload(await realPng(80, 64), 'small.png')
    const smallThumb = await session.admin.fetch(small.data.logo.replace('/logo?', '/logo?size=thumb&'))
    expect(await sharp(Buffer.from(await smallThumb.arrayBuffer())).metadata()).toMatchObject({
      width: 80,
      height: 64,
    })
    const renamed = await session.admin.post(`${BASE}/brands/${operatorId}`, { brandName: XSS[1] })
    expect(renamed.code).toBe(200)
    expect(
      (await session.admin.post(`${BASE}/operators/${operatorId}`, { shown: 0, sortOrder: 3 })).code,
    ).toBe(200)
  })
})
