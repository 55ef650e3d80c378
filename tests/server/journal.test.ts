import { describe, expect, it } from 'vitest'
import { JOURNAL_ACTIONS } from '../../src/contract/journal-actions'
import { encrypt } from '../../src/core/crypto'
import { labelOf } from '../../src/core/domain/enums'
import { dayjs } from '../../src/core/format'
import { finished, sheetRows } from './export-helpers'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const JOURNAL = '/system-management/journal'

describe.each(DIALECTS)('the audit journal on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  it('records a change with who, what, before, after, client IP and result', async () => {
    await admin.post('/sso/post/api/role/createRole', { roleName: '审计角色', description: '第一版' })
    const page = await admin.get(JOURNAL, { query: { action: 'role.createRole', pageSize: 5 } })
    expect(page.data).toMatchObject({ pageNum: 1, pageSize: 5 })
    expect(page.data.list[0]).toMatchObject({
      username: 'admin',
      action: 'role.createRole',
      target: 'role:审计角色',
      before: null,
      after: { roleName: '审计角色', description: '第一版' },
      ip: '127.0.0.1',
      result: 'success',
    })
  })

  it('records refused changes as failures, with the reason, and keeps nothing of them', async () => {
    await admin.post('/sso/post/api/role/createRole', { roleName: '平台管理员' })
    const page = await admin.get(JOURNAL, { query: { action: 'role.createRole', result: 'failure' } })
    expect(page.data.list[0]).toMatchObject({ result: 'failure', message: '角色名称已存在' })
  })

  it('never keeps a password in the journal', async () => {
    await admin.post('/sso/post/api/register/create', {
      username: 'journaled',
      password: encrypt('Secret@2026ev'),
      name: '记',
    })
    const page = await admin.get(JOURNAL, { query: { action: 'register.create' } })
    const text = JSON.stringify(page.data.list)
    expect(text).not.toContain('Secret@2026ev')
    expect(text).not.toContain(encrypt('Secret@2026ev'))
  })

  it('records sign-ins, including failed ones', async () => {
    await server.client().login('stale', 'Wrong@2026ev')
    const page = await admin.get(JOURNAL, { query: { action: 'session.login', username: 'stale' } })
    expect(page.data.list[0]).toMatchObject({
      username: 'stale',
      result: 'failure',
      message: '用户名或密码错误',
    })
  })

  it('filters by user, time range and result, newest first, paginated', async () => {
    const all = await admin.get(JOURNAL, { query: { pageSize: 100 } })
    expect(all.data.total).toBeGreaterThan(60)
    const times = all.data.list.map((row: { time: string }) => row.time)
    expect([...times].sort().reverse()).toEqual(times)
    const second = await admin.get(JOURNAL, { query: { pageSize: 10, pageNum: 2 } })
    expect(second.data.list[0].id).toBe(all.data.list[10].id)
    const start = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const recent = await admin.get(JOURNAL, { query: { timeFrom: start, pageSize: 100 } })
    expect(recent.data.list.every((row: { time: string }) => row.time >= start)).toBe(true)
    expect(recent.data.total).toBeLessThan(all.data.total)
    const failures = await admin.get(JOURNAL, { query: { result: 'failure', pageSize: 100 } })
    expect(failures.data.list.every((row: { result: string }) => row.result === 'failure')).toBe(true)
    expect(await admin.get(JOURNAL, { query: { timeFrom: '2026-02-30x' } })).toMatchObject({
      code: 400,
      data: { timeFrom: '时间格式不正确' },
    })
    expect(
      await admin.get(JOURNAL, { query: { timeFrom: '2026-03-02', timeTo: '2026-03-01' } }),
    ).toMatchObject({ code: 400, data: { timeTo: '结束时间不能早于开始时间' } })
    expect(await admin.get(JOURNAL, { query: { result: 'maybe' } })).toMatchObject({
      code: 400,
      data: { result: '取值不在允许范围内' },
    })
  })

  it('exports the filtered journal as an .xlsx job', async () => {
    const started = await admin.post(`${JOURNAL}/export`, { result: 'success' })
    expect(started.data.id).toMatch(/^[0-9a-f]{24}$/)
    // Until it ends, however long a busy machine takes (a bound of 400 tries of 25 ms failed
    // beside other work: the job was still running).
    const job = await finished(admin, started.data.id)
    expect(job).toMatchObject({
      status: 'done',
      url: expect.stringContaining(`/api/exports/${started.data.id}/`),
    })
    expect(job.rows).toBe(job.total)
    const file = await admin.fetch(job.url)
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b])
    // Issue 42, item 25: the file shows what the screen shows — 时间 in Beijing time, 操作 and
    // 结果 by their labels — row for row with the list.
    const sheet = await sheetRows(admin, job.url)
    expect(sheet[0].slice(0, 3)).toEqual(['时间', '用户', '操作'])
    const listed = (await admin.get(JOURNAL, { query: { result: 'success', pageSize: 5 } })).data.list
    for (const [index, row] of listed.entries()) {
      const cells = sheet[index + 1]
      // The tests run with TZ=Asia/Shanghai (vitest.config.ts): dayjs formats as the screen does.
      expect(cells[0]).toBe(dayjs(row.time).format('YYYY-MM-DD HH:mm:ss'))
      expect(cells[2]).toBe(labelOf(JOURNAL_ACTIONS, row.action, row.action))
      expect(cells[4]).toBe('成功')
    }
    expect(sheet.slice(1).some((cells) => cells[2] === '登录')).toBe(true)
    expect(sheet.slice(1).every((cells) => !/^[a-z]+\./.test(String(cells[2])))).toBe(true)
    // Another user cannot see or download the job.
    const other = await server.client().signIn('stale', PASSWORDS.stale)
    expect((await other.get(`/exports/${started.data.id}`)).code).toBe(400)
  })

  it('is only for those with the journal permission', async () => {
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    expect((await tianjin.get(JOURNAL)).code).toBe(403)
    expect((await tianjin.post(`${JOURNAL}/export`, {})).code).toBe(403)
  })
})
