import { describe, expect, it } from 'vitest'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/archives-management'

function pdfBytes(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`))
}

describe.each(DIALECTS)('archives actions on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  const stationState = (stationId: string) =>
    server.db
      .selectFrom('stations')
      .select(['ruralFlag', 'ruralTagAction', 'ruralTagStatus', 'ruralTagReason', 'ruralReviewer'])
      .where('stationId', '=', stationId)
      .executeTakeFirstOrThrow()

  it('tags a station as rural through request and review, refusing wrong steps with 409 and changing nothing', async () => {
    const { stationId } = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('ruralFlag', '=', 0)
      .where('ruralTagStatus', 'is', null)
      .where('areaCode', 'like', '1201%')
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
    const untouched = await stationState(stationId)

    const early = await admin.post(`${BASE}/rural-stations/${stationId}/approve`, { opinion: '同意' })
    expect(early.code).toBe(409)
    expect(await stationState(stationId)).toEqual(untouched)

    const noReason = await admin.post(`${BASE}/rural-stations/${stationId}/tag`, { reason: '  ' })
    expect(noReason).toMatchObject({ code: 400, data: { reason: expect.any(String) } })

    const untag = await admin.post(`${BASE}/rural-stations/${stationId}/untag`, { reason: '不是乡村站' })
    expect(untag.code).toBe(409)

    const tag = await admin.post(`${BASE}/rural-stations/${stationId}/tag`, {
      reason: '站点位于行政村范围内',
    })
    expect(tag.code).toBe(200)
    expect(await stationState(stationId)).toMatchObject({
      ruralFlag: 0,
      ruralTagAction: 'tag',
      ruralTagStatus: 'pending',
      ruralTagReason: '站点位于行政村范围内',
    })

    const again = await admin.post(`${BASE}/rural-stations/${stationId}/tag`, { reason: '重复申请' })
    expect(again.code).toBe(409)
    expect((await stationState(stationId)).ruralTagReason).toBe('站点位于行政村范围内')

    const approve = await admin.post(`${BASE}/rural-stations/${stationId}/approve`, { opinion: '情况属实' })
    expect(approve.code).toBe(200)
    expect(await stationState(stationId)).toMatchObject({
      ruralFlag: 1,
      ruralTagStatus: 'approved',
      ruralReviewer: 'admin',
    })

    await admin.post(`${BASE}/rural-stations/${stationId}/untag`, { reason: '已并入城区' })
    const reject = await admin.post(`${BASE}/rural-stations/${stationId}/reject`, { opinion: '材料不足' })
    expect(reject.code).toBe(200)
    expect(await stationState(stationId)).toMatchObject({
      ruralFlag: 1,
      ruralTagAction: 'untag',
      ruralTagStatus: 'rejected',
    })

    const journal = await server.db
      .selectFrom('journal')
      .select(['action', 'result'])
      .where('target', '=', `station:${stationId}`)
      .orderBy('id')
      .execute()
    expect(journal.filter((entry) => entry.result === 'success').map((entry) => entry.action)).toEqual([
      'rural.tag',
      'rural.approve',
      'rural.untag',
      'rural.reject',
    ])
    // The refused steps are journaled too, as failures.
    const refused = await server.db
      .selectFrom('journal')
      .select('message')
      .where('action', '=', 'rural.approve')
      .where('result', '=', 'failure')
      .execute()
    expect(refused.length).toBeGreaterThan(0)
  })

  it('lists the tagging state and refuses the steps to users without the action', async () => {
    const pending = await admin.get(`${BASE}/rural-stations`, {
      query: { ruralTagStatus: 'pending', pageSize: 100 },
    })
    expect(pending.data.total).toBeGreaterThan(0)
    for (const row of pending.data.list) expect(row.ruralTagStatus).toBe('pending')
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const station = pending.data.list[0].stationId
    expect((await tianjin.post(`${BASE}/rural-stations/${station}/approve`, { opinion: '同意' })).code).toBe(
      403,
    )
    expect((await stationState(station)).ruralTagStatus).toBe('pending')
  })

  it('uploads a document, previews and downloads the same bytes, and deletes it with a journal entry', async () => {
    const bytes = pdfBytes('充电设施检查报告')
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), '检查报告.pdf')
    form.append('remark', '年度检查')
    const upload = await admin.post(`${BASE}/files`, form)
    expect(upload.code).toBe(200)
    const id = upload.data.id
    const list = await admin.get(`${BASE}/files`, { query: { keyword: '检查报告' } })
    expect(list.data.list.map((row: { id: number }) => row.id)).toContain(id)
    for (const mode of ['preview', 'download']) {
      const response = await admin.fetch(`/api${BASE}/files/${id}/${mode}`)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toContain(
        mode === 'preview' ? 'inline' : 'attachment',
      )
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    }
    const removed = await admin.post(`${BASE}/files/${id}/delete`)
    expect(removed.code).toBe(200)
    expect((await admin.get(`${BASE}/files/${id}`)).code).toBe(400)
    const entry = await server.db
      .selectFrom('journal')
      .select(['action', 'beforeJson'])
      .where('target', '=', `file#${id}`)
      .where('action', '=', 'file.delete')
      .executeTakeFirstOrThrow()
    expect(entry.beforeJson).toContain('检查报告.pdf')
  })

  it('accepts a document of several megabytes, well under the 20 MB limit', async () => {
    const head = pdfBytes('大文件')
    const bytes = new Uint8Array(3 * 1024 * 1024)
    bytes.set(head)
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), '大文件.pdf')
    const upload = await admin.post(`${BASE}/files`, form)
    expect(upload.code).toBe(200)
    const response = await admin.fetch(`/api${BASE}/files/${upload.data.id}/download`)
    expect((await response.arrayBuffer()).byteLength).toBe(bytes.length)
  })

  it('refuses files of other types, files whose bytes do not match their name, and files over 20 MB', async () => {
    const exe = new FormData()
    exe.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0])]), 'tool.exe')
    expect(await admin.post(`${BASE}/files`, exe)).toMatchObject({
      code: 400,
      data: { file: expect.any(String) },
    })
    const fake = new FormData()
    fake.append('file', new Blob([new TextEncoder().encode('<html></html>')]), 'report.pdf')
    expect(await admin.post(`${BASE}/files`, fake)).toMatchObject({
      code: 400,
      data: { file: '文件内容与扩展名不符' },
    })
    const huge = new FormData()
    huge.append('file', new Blob([pdfBytes('x'), new Uint8Array(21 * 1024 * 1024)]), 'huge.pdf')
    expect((await admin.post(`${BASE}/files`, huge)).code).toBe(400)
    const before = await server.db.selectFrom('archive_files').select('id').execute()
    expect(before.every((row) => typeof row.id === 'number')).toBe(true)
  })

  it('serves the seeded documents', async () => {
    const list = await admin.get(`${BASE}/files`, { query: { fileType: 'png' } })
    expect(list.data.total).toBeGreaterThan(0)
    const row = list.data.list[0]
    const response = await admin.fetch(row.previewUrl)
    const body = new Uint8Array(await response.arrayBuffer())
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(body.length).toBe(row.size)
    expect([...body.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })
})
