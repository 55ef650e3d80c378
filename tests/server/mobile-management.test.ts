/**
 * Mobile management's lists and steps: every resource with seeded rows and masked phones, the
 * exports, a city user's limits, app users, versions, evaluations and feedback. Columns,
 * recommendations and logos are in mobile-content.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { finished, sheetRows } from './export-helpers'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/mobile-management'
const MASKED = /^1\d{2}\*{4}\d{4}$/
const XSS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>']

/** Wait for an export job (polling its progress as the console does), then read its sheet. */
async function exported(client: ApiClient, id: string): Promise<unknown[][]> {
  const progress = await finished(client, id)
  expect(progress.status, JSON.stringify(progress)).toBe('done')
  return sheetRows(client, progress.url)
}

describe.each(DIALECTS)('mobile management on %s', (dialect) => {
  const { server, admin, tianjin } = signedIn(dialect, ['admin', 'tianjin'])

  const journal = (target: string) =>
    server.db
      .selectFrom('journal')
      .select(['action', 'result'])
      .where('target', '=', target)
      .orderBy('id')
      .execute()

  it('lists every resource of the area with seeded rows, phones masked in lists, details and exports', async () => {
    for (const name of [
      'users',
      'operators',
      'brands',
      'orders',
      'columns',
      'feedback',
      'versions',
      'recommend-stations',
      'evaluations',
    ]) {
      const page = await admin.get(`${BASE}/${name}`, { query: { pageSize: 20 } })
      expect(page.code, name).toBe(200)
      expect(page.data.total, name).toBeGreaterThan(0)
    }
    const users = await admin.get(`${BASE}/users`, { query: { pageSize: 100 } })
    for (const user of users.data.list) expect(user.phoneMasked).toMatch(MASKED)
    const detail = await admin.get(`${BASE}/users/${users.data.list[0].id}`)
    expect(detail.data.phoneMasked).toMatch(MASKED)
    expect(JSON.stringify(detail.data)).not.toMatch(/1\d{10}/)
    const feedback = await admin.get(`${BASE}/feedback`, { query: { pageSize: 100 } })
    for (const item of feedback.data.list) expect(item.phoneMasked).toMatch(MASKED)
    // The keyword matches the last four digits.
    const tail = String(users.data.list[0].phoneMasked).slice(-4)
    const found = await admin.get(`${BASE}/users`, { query: { keyword: tail } })
    for (const user of found.data.list) expect(user.phoneMasked.endsWith(tail)).toBe(true)
    expect(found.data.total).toBeGreaterThan(0)
    // Unknown filters are refused.
    expect((await admin.get(`${BASE}/users`, { query: { phone: '138' } })).code).toBe(400)
  })

  it('exports every list, phones masked in the sheets', async () => {
    for (const name of [
      'users',
      'operators',
      'brands',
      'orders',
      'columns',
      'feedback',
      'versions',
      'recommend-stations',
      'evaluations',
    ]) {
      const started = await admin.post(`${BASE}/${name}/export`, name === 'users' ? { status: '1' } : {})
      expect(started.code, name).toBe(200)
      const rows = await exported(admin, started.data.id)
      expect(rows.length, name).toBeGreaterThan(1)
      const phone = rows[0].indexOf('手机号')
      if (name === 'users' || name === 'feedback') {
        expect(phone, name).toBeGreaterThanOrEqual(0)
        for (const row of rows.slice(1)) expect(String(row[phone])).toMatch(MASKED)
      }
    }
    // A city user exports too (the export is not taken for an update of a record named "export").
    const city = await tianjin.post(`${BASE}/operators/export`, {})
    expect(city.code).toBe(200)
  })

  it('keeps a city user to its own area and away from the actions', async () => {
    const evaluations = await tianjin.get(`${BASE}/evaluations`, { query: { pageSize: 100 } })
    expect(evaluations.code).toBe(200)
    expect(evaluations.data.total).toBeGreaterThan(0)
    for (const row of evaluations.data.list) expect(row.areaCode).toMatch(/^1201/)
    const all = await admin.get(`${BASE}/evaluations`, { query: { pageSize: 10 } })
    expect(all.data.total).toBeGreaterThan(evaluations.data.total)
    const other = await server.db
      .selectFrom('app_evaluations')
      .select('id')
      .where('areaCode', 'not like', '1201%')
      .executeTakeFirstOrThrow()
    expect((await tianjin.get(`${BASE}/evaluations/${other.id}`)).code).toBe(400)
    const row = evaluations.data.list[0]
    expect((await tianjin.post(`${BASE}/evaluations/${row.id}/hide`, { reason: '不文明' })).code).toBe(403)
    expect((await tianjin.post(`${BASE}/users/1/disable`, { reason: '测试' })).code).toBe(403)
  })

  it('disables and enables an app user with a reason, journaled, refusing a repeated step with 409', async () => {
    const user = await server.db
      .selectFrom('app_users')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const noReason = await admin.post(`${BASE}/users/${user.id}/disable`, { reason: ' ' })
    expect(noReason).toMatchObject({ code: 400, data: { reason: expect.any(String) } })
    expect((await admin.post(`${BASE}/users/${user.id}/enable`, { reason: '恢复' })).code).toBe(409)
    const done = await admin.post(`${BASE}/users/${user.id}/disable`, { reason: XSS[0] })
    expect(done.code).toBe(200)
    const stored = await server.db
      .selectFrom('app_users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 0, statusReason: XSS[0], statusOperator: expect.any(String) })
    expect((await admin.post(`${BASE}/users/${user.id}/disable`, { reason: '再次停用' })).code).toBe(409)
    expect((await admin.post(`${BASE}/users/${user.id}/enable`, { reason: '申诉通过' })).code).toBe(200)
    const entries = await journal(`app-user:${user.id}`)
    expect(entries.filter((entry) => entry.result === 'success').map((entry) => entry.action)).toEqual([
      'app-user.disable',
      'app-user.enable',
    ])
  })

  it('releases versions that increase per platform and refuses a lower or malformed one', async () => {
    const current = await server.db
      .selectFrom('app_versions')
      .select(['version', 'versionCode'])
      .where('platform', '=', 'android')
      .orderBy('versionCode', 'desc')
      .executeTakeFirstOrThrow()
    const before = await server.db.selectFrom('app_versions').select('id').execute()
    const body = { platform: 'android', forceUpdate: 0, releaseNotes: XSS[1] }
    const lower = await admin.post(`${BASE}/versions`, { ...body, version: '1.0.0' })
    expect(lower).toMatchObject({ code: 400, data: { version: expect.stringContaining(current.version) } })
    const same = await admin.post(`${BASE}/versions`, { ...body, version: current.version })
    expect(same.code).toBe(400)
    const malformed = await admin.post(`${BASE}/versions`, { ...body, version: 'v9' })
    expect(malformed).toMatchObject({ code: 400, data: { version: expect.any(String) } })
    expect(await server.db.selectFrom('app_versions').select('id').execute()).toHaveLength(before.length)
    const released = await admin.post(`${BASE}/versions`, { ...body, version: '99.0.0' })
    expect(released.code).toBe(200)
    const listed = await admin.get(`${BASE}/versions`, { query: { platform: 'android' } })
    expect(listed.data.list[0]).toMatchObject({ version: '99.0.0', releaseNotes: XSS[1] })
    // Another platform keeps its own sequence.
    expect(
      (await admin.post(`${BASE}/versions`, { ...body, platform: 'harmony', version: '3.6.0' })).code,
    ).toBe(200)
  })

  it('approves and hides evaluations, a hide needing a reason', async () => {
    const pending = await server.db
      .selectFrom('app_evaluations')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(2)
      .execute()
    const [first, second] = pending
    expect((await admin.post(`${BASE}/evaluations/${first.id}/hide`, {})).code).toBe(400)
    expect((await admin.post(`${BASE}/evaluations/${first.id}/hide`, { reason: '包含广告' })).code).toBe(200)
    expect((await admin.post(`${BASE}/evaluations/${first.id}/hide`, { reason: '再次' })).code).toBe(409)
    expect((await admin.post(`${BASE}/evaluations/${second.id}/approve`)).code).toBe(200)
    const rows = await server.db
      .selectFrom('app_evaluations')
      .select(['id', 'status', 'hideReason'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: first.id, status: 'hidden', hideReason: '包含广告' },
      { id: second.id, status: 'approved', hideReason: null },
    ])
    const words = await admin.get(`${BASE}/sensitive-words`)
    expect(words.data.words.length).toBeGreaterThan(0)
    const saved = await admin.post(`${BASE}/sensitive-words`, { words: ['垃圾', '垃圾', '骗子'] })
    expect(saved.data.words).toEqual(['垃圾', '骗子'])
  })

  it('replies to feedback and closes it only once replied', async () => {
    const item = await server.db
      .selectFrom('app_feedback')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await admin.post(`${BASE}/feedback/${item.id}/close`)).code).toBe(409)
    expect((await admin.post(`${BASE}/feedback/${item.id}/reply`, { reply: '' })).code).toBe(400)
    expect((await admin.post(`${BASE}/feedback/${item.id}/reply`, { reply: '已修复，感谢反馈' })).code).toBe(
      200,
    )
    expect((await admin.post(`${BASE}/feedback/${item.id}/close`)).code).toBe(200)
    expect((await admin.post(`${BASE}/feedback/${item.id}/reply`, { reply: '补充' })).code).toBe(409)
  })
})
