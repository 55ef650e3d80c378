/**
 * The workbench's quick links (issue 41 item 3): kept per user beside the theme mode, only pages
 * the user may open (a refused page → 400 naming `pages`, nothing written), journaled.
 */
import { describe, expect, it } from 'vitest'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const PATH = '/appearance/quick-links'

describe.each(DIALECTS)('quick links on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it('keeps each user its own pages, beside its theme, journaled', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    expect((await tianjin.get(PATH)).data).toEqual({ pages: null })
    await tianjin.post('/appearance/theme/save', { theme: 'dark' })
    const pages = ['enterprise-record', 'trouble-monitor']
    expect(await tianjin.post(`${PATH}/save`, { pages })).toMatchObject({ code: 200, data: { pages } })
    expect((await tianjin.get(PATH)).data).toEqual({ pages })
    expect((await tianjin.get('/appearance/theme')).data).toEqual({ theme: 'dark' })
    // The theme's save leaves the links; another user keeps its own.
    await tianjin.post('/appearance/theme/save', { theme: 'light' })
    expect((await tianjin.get(PATH)).data).toEqual({ pages })
    expect((await operator.get(PATH)).data).toEqual({ pages: null })
    await operator.post(`${PATH}/save`, { pages: ['enterprise-apply'] })
    expect((await operator.get(PATH)).data).toEqual({ pages: ['enterprise-apply'] })
    expect((await tianjin.get(PATH)).data).toEqual({ pages })

    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const journal = await admin.get('/system-management/journal', {
      query: { action: 'appearance.quickLinks', username: 'tianjin' },
    })
    expect(journal.data.list.length).toBe(1)
    expect(journal.data.list[0]).toMatchObject({ username: 'tianjin', result: 'success' })
  })

  it('refuses a page the user may not open, a repeat or a bad name, naming the field, writing nothing', async () => {
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    const before = (await operator.get(PATH)).data
    const refused = await operator.post(`${PATH}/save`, {
      pages: ['enterprise-apply', 'sso-user-management'],
    })
    expect(refused.code).toBe(400)
    expect(refused.data).toEqual({ pages: '无权访问的页面：sso-user-management' })
    const repeated = await operator.post(`${PATH}/save`, { pages: ['enterprise-apply', 'enterprise-apply'] })
    expect(repeated.code).toBe(400)
    expect(Object.keys(repeated.data)).toEqual(['pages'])
    expect((await operator.post(`${PATH}/save`, { pages: ['../x'] })).code).toBe(400)
    expect((await operator.get(PATH)).data).toEqual(before)
    expect((await server.client().get(PATH)).code).toBe(401)
  })
})
