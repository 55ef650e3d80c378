import { describe, expect, it } from 'vitest'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const JOURNAL = '/system-management/journal'

describe.each(DIALECTS)('appearance settings on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('keeps each user its own theme mode, journaled', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: null })

    expect(await tianjin.post('/appearance/theme/save', { theme: 'dark' })).toMatchObject({
      code: 200,
      data: { theme: 'dark' },
    })
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: 'dark' })
    // Another user keeps its own.
    expect((await operator.get('/appearance/theme')).data).toEqual({ theme: null })
    await operator.post('/appearance/theme/save', { theme: 'compact' })
    await tianjin.post('/appearance/theme/save', { theme: 'light' })
    expect((await operator.get('/appearance/theme')).data).toEqual({ theme: 'compact' })
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: 'light' })
    // A new session finds it again; null follows the page again.
    const again = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    expect((await again.get('/appearance/theme')).data).toEqual({ theme: 'light' })
    await again.post('/appearance/theme/save', { theme: null })
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: null })

    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const page = await admin.get(JOURNAL, { query: { action: 'appearance.theme', username: 'tianjin' } })
    expect(page.data.list.length).toBe(3)
    expect(page.data.list[0]).toMatchObject({ username: 'tianjin', result: 'success' })
  })

  it('refuses an unknown mode naming the field, and anyone signed out', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const bad = await tianjin.post('/appearance/theme/save', { theme: 'purple' })
    expect(bad.code).toBe(400)
    expect(Object.keys(bad.data)).toEqual(['theme'])
    expect((await tianjin.post('/appearance/theme/save', { theme: 'dark', extra: 1 })).code).toBe(400)
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: null })
    expect((await server.client().get('/appearance/theme')).code).toBe(401)
    expect((await server.client().post('/appearance/theme/save', { theme: 'dark' })).code).toBe(401)
  })

  it('lets the platform administrator plan grey days and the watermark; everyone reads them', async () => {
    const anonymous = server.client()
    expect((await anonymous.get('/appearance/platform')).data).toEqual({
      greyFrom: null,
      greyTo: null,
      watermark: false,
    })
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const saved = await admin.post('/appearance/platform/save', {
      greyFrom: '2026-12-13',
      greyTo: '2026-12-14',
      watermark: true,
    })
    expect(saved).toMatchObject({
      code: 200,
      data: { greyFrom: '2026-12-13', greyTo: '2026-12-14', watermark: true },
    })
    expect((await anonymous.get('/appearance/platform')).data).toEqual({
      greyFrom: '2026-12-13',
      greyTo: '2026-12-14',
      watermark: true,
    })
    const page = await admin.get(JOURNAL, { query: { action: 'appearance.platform' } })
    expect(page.data.list[0]).toMatchObject({ username: 'admin', result: 'success' })

    // Cleared again.
    await admin.post('/appearance/platform/save', { greyFrom: null, greyTo: null, watermark: false })
    expect((await anonymous.get('/appearance/platform')).data).toEqual({
      greyFrom: null,
      greyTo: null,
      watermark: false,
    })
  })

  it('refuses a city or operator user, a reversed or half range, and a day that does not exist', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    const body = { greyFrom: '2026-12-13', greyTo: '2026-12-14', watermark: true }
    expect((await tianjin.post('/appearance/platform/save', body)).code).toBe(403)
    expect((await operator.post('/appearance/platform/save', body)).code).toBe(403)
    expect((await server.client().post('/appearance/platform/save', body)).code).toBe(401)

    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    expect(await admin.post('/appearance/platform/save', { ...body, greyFrom: '2026-12-15' })).toMatchObject({
      code: 400,
      data: { greyTo: '结束日期不能早于开始日期' },
    })
    expect(await admin.post('/appearance/platform/save', { ...body, greyTo: null })).toMatchObject({
      code: 400,
      data: { greyTo: '开始和结束日期应同时填写或同时清空' },
    })
    const missing = await admin.post('/appearance/platform/save', { ...body, greyFrom: '2026-13-40' })
    expect(missing.code).toBe(400)
    expect(Object.keys(missing.data)).toEqual(['greyFrom'])
    // Nothing half-written.
    expect((await admin.get('/appearance/platform')).data).toEqual({
      greyFrom: null,
      greyTo: null,
      watermark: false,
    })
  })
})
