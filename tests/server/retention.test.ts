/**
 * Issue 23, item 9: retention (exports 7 days, expired sessions and long-tokens, sign-in history
 * 180 days; the journal kept), a per-user cap of pending and running exports, and export files
 * half-written by a crash removed at start.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultConfig } from '../../server/src/config'
import { exportFolder } from '../../server/src/exports/jobs'
import { sweep } from '../../server/src/retention'
import { startServer } from '../../server/src/server'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

describe.each(DIALECTS)('retention on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let adminId: number
  beforeAll(async () => {
    server = await bootServer(dialect)
    admin = await server.client().signIn('admin', PASSWORDS.admin)
    adminId = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => server?.close())

  async function job(id: string, status: string, createTime: string, filePath: string | null = null) {
    await server.db
      .insertInto('export_jobs')
      .values({
        id,
        userId: adminId,
        resource: 'test',
        paramsJson: '{}',
        status,
        rows: 0,
        total: 0,
        fileName: `${id}.xlsx`,
        filePath,
        error: null,
        createTime,
        finishTime: null,
      })
      .execute()
  }

  it('removes old exports, expired sessions and tokens and old sign-in history, and keeps the journal', async () => {
    const folder = exportFolder(server.dataDir)
    await mkdir(folder, { recursive: true })
    const oldFile = join(folder, 'old-job.xlsx')
    await writeFile(oldFile, 'x')
    await job('old-job', 'done', ago(8 * DAY), oldFile)
    await job('new-job', 'done', ago(6 * DAY))
    await server.db
      .insertInto('sessions')
      .values({
        id: 'expired-session',
        userId: adminId,
        createdAt: ago(DAY),
        lastSeen: ago(DAY),
        expiresAt: ago(60_000),
        ip: '',
        userAgent: '',
        endedReason: null,
        endedAt: null,
        notify419: 0,
      })
      .execute()
    await server.db
      .insertInto('long_tokens')
      .values({
        tokenHash: 'expired',
        userId: adminId,
        createdAt: ago(DAY),
        expiresAt: ago(60_000),
        usedAt: null,
      })
      .execute()
    for (const [time, result] of [
      [ago(181 * DAY), 'old'],
      [ago(179 * DAY), 'kept'],
    ])
      await server.db
        .insertInto('login_history')
        .values({ userId: adminId, username: 'admin', time, ip: '', userAgent: '', result })
        .execute()
    const journalBefore = await server.db
      .selectFrom('journal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()

    const removed = await sweep(server.db, defaultConfig(server.dataDir))
    expect(removed).toMatchObject({ exports: 1, files: 1, longTokens: 1 })
    expect(existsSync(oldFile)).toBe(false)
    const jobs = await server.db
      .selectFrom('export_jobs')
      .select('id')
      .where('id', 'in', ['old-job', 'new-job'])
      .execute()
    expect(jobs.map((row) => row.id)).toEqual(['new-job'])
    expect(
      await server.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', 'expired-session')
        .executeTakeFirst(),
    ).toBeUndefined()
    const history = await server.db
      .selectFrom('login_history')
      .select('result')
      .where('result', 'in', ['old', 'kept'])
      .execute()
    expect(history.map((row) => row.result)).toEqual(['kept'])
    const journalAfter = await server.db
      .selectFrom('journal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(journalAfter.n)).toBe(Number(journalBefore.n))
    // The signed-in session is untouched.
    expect((await admin.get('/user_info')).code).toBe(200)
  })

  it('refuses a fourth export while three of the user are pending or running, with a clear message', async () => {
    for (const id of ['busy-1', 'busy-2', 'busy-3']) await job(id, 'running', ago(60_000))
    const refused = await admin.post('/archives-management/stations/export', {})
    expect(refused).toMatchObject({ code: 409, msg: '您已有3个导出任务正在进行或排队，请等待完成后再导出' })
    await server.db
      .updateTable('export_jobs')
      .set({ status: 'done' })
      .where('id', 'in', ['busy-1', 'busy-2', 'busy-3'])
      .execute()
    expect((await admin.post('/archives-management/stations/export', {})).code).toBe(200)
  })

  it('removes export files a crash left half-written when the server starts again', async () => {
    if (dialect !== 'sqlite') return
    const folder = exportFolder(server.dataDir)
    const partial = join(folder, 'crashed-job.xlsx')
    const orphan = join(folder, 'orphan.xlsx')
    await writeFile(partial, 'PK half')
    await writeFile(orphan, 'PK half')
    await job('crashed-job', 'running', ago(30_000))
    const again = await startServer({ port: 0, dataDir: server.dataDir, seed: false })
    try {
      expect(existsSync(partial)).toBe(false)
      expect(existsSync(orphan)).toBe(false)
      const row = await again.db
        .selectFrom('export_jobs')
        .select('status')
        .where('id', '=', 'crashed-job')
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
    } finally {
      await again.close()
    }
  })
})
