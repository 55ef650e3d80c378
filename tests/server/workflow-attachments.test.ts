/**
 * The workflow engine's attachments (issue 15) through the universal-services calls: an upload
 * taken by its rules (type by content, not by name), previewed only once it belongs to a record
 * the user may see, and claimed by one record only.
 */
import { describe, expect, it } from 'vitest'
import { APPLY_STATUS } from '../../src/core/domain/enums'
import { PROOF } from './documents-helpers'
import { DIALECTS, serverWith } from './helpers'

const BASE = '/universal-services'

describe.each(DIALECTS)('workflow attachments on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator'])

  it('takes attachments by the upload rules and serves them only to who may see them', async () => {
    const exe = new FormData()
    exe.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0x90])]), 'tool.exe')
    expect((await session.operator.post(`${BASE}/attachments`, exe)).code).toBe(400)
    const fake = new FormData()
    fake.append('file', new Blob([new TextEncoder().encode('not a pdf')]), 'fake.pdf')
    expect((await session.operator.post(`${BASE}/attachments`, fake)).data).toHaveProperty('file')
    const form = new FormData()
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), '营业执照.pdf')
    const upload = await session.operator.post(`${BASE}/attachments`, form)
    expect(upload.code).toBe(200)
    const file = upload.data
    expect((await session.admin.get(file.previewUrl)).code).toBe(400)
    const created = await session.operator.post(`${BASE}/accessproof-applies`, {
      type: 'charging',
      fields: PROOF,
      attachmentIds: [file.id],
    })
    expect(created.data.attachments).toEqual([file])
    const preview = await session.admin.fetch(file.previewUrl)
    expect(preview.headers.get('content-type')).toBe('application/pdf')
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff')
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/)
    const reuse = await session.operator.post(`${BASE}/accessproof-applies`, {
      type: 'charging',
      fields: created.data.fields,
      attachmentIds: [file.id, 999_999],
    })
    expect(reuse.data).toHaveProperty('attachmentIds')
    expect(APPLY_STATUS.some((status) => status.value === created.data.status)).toBe(true)
  })
})
