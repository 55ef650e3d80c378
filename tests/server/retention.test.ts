/**
 * Issue 23, item 9: retention (exports 7 days, expired sessions and long-tokens, sign-in history
 * 180 days; the journal kept), a per-user cap of pending and running exports, and export files
 * half-written by a crash removed at start. Issue 38, item 8: stored uploads nothing refers to
 * (unattached attachments, unused article images, replaced avatars, logos and thumbnails) go after
 * the grace period, moved on the server's clock; what is referred to stays.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportFolder } from '../../server/src/exports/write-job'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { defaultConfig } from '../../server/src/kernel/config'
import { sweep } from '../../server/src/retention'
import { startServer } from '../../server/src/server'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

describe.each(DIALECTS)('retention on %s', (dialect) => {
  let adminId: number
  const { server, admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    adminId = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id
  })

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

  it('removes stored uploads nothing refers to after the grace period, and keeps the rest', async () => {
    const uploads = join(server.dataDir, 'uploads')
    const post = async (path: string, bytes: Uint8Array, name: string) => {
      const form = new FormData()
      form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
      const answer = await admin.post(path, form)
      expect(answer.code, `${path}: ${answer.msg}`).toBe(200)
      return answer.data
    }
    const image = (hue: number) =>
      sharp({ create: { width: 96, height: 96, channels: 3, background: { r: hue, g: 80, b: 160 } } })
        .png()
        .toBuffer()
    // Rows of files stored before this test (the migration's unattached files) are left out.
    const earlier = (await server.db.selectFrom('stored_files').select('id').execute()).map((row) => row.id)
    const rows = () =>
      server.db
        .selectFrom('stored_files')
        .select(['path', 'kind'])
        .where('id', 'not in', [0, ...earlier])
        .execute()
    const onDisk = (path: string) => existsSync(join(uploads, path))
    try {
      // Avatars and logos: each replaced one loses its reference at once.
      const avatars = [
        (await post('/user/avatar', await image(1), 'a.png')).avatar,
        (await post('/user/avatar', await image(2), 'b.png')).avatar,
      ].map((url: string) => `avatars/${url.split('/').pop()}`)
      const { operatorId } = await server.db
        .selectFrom('app_operators')
        .select('operatorId')
        .orderBy('operatorId')
        .executeTakeFirstOrThrow()
      for (const hue of [3, 4, 5])
        await post(`/mobile-management/brands/${operatorId}/logo`, await image(hue), 'l.png')
      const logos = (await rows()).filter((row) => row.kind === 'logo').map((row) => row.path)
      expect(logos).toHaveLength(6) // three logos, each with its thumbnail
      const { logoPath } = await server.db
        .selectFrom('app_operators')
        .select('logoPath')
        .where('operatorId', '=', operatorId)
        .executeTakeFirstOrThrow()
      const currentLogo = [`brands/${logoPath}`, `brands/${logoPath}.thumb.png`]
      // Article images: one shown by an article, one never used.
      const shown = (await post('/mobile-management/article-images', await image(6), 'c.png')).url as string
      const unused = (await post('/mobile-management/article-images', await image(7), 'd.png')).url as string
      const article = await server.db
        .selectFrom('app_articles')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
      await server.db
        .updateTable('app_articles')
        .set({ coverUrl: shown })
        .where('id', '=', article.id)
        .execute()
      // Attachments: one attached to an application, one never attached; an archived file.
      const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
      const attached = await post('/universal-services/attachments', pdf, '营业执照.pdf')
      const loose = await post('/universal-services/attachments', pdf, '草稿.pdf')
      const { applyId } = await server.db
        .selectFrom('applications')
        .select('applyId')
        .executeTakeFirstOrThrow()
      await server.db
        .updateTable('application_files')
        .set({ applyId })
        .where('id', '=', attached.id)
        .execute()
      await post('/archives-management/files', pdf, '档案.pdf')
      const pathOf = async (id: number) =>
        (
          await server.db
            .selectFrom('application_files')
            .select('path')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).path
      const attachedPath = await pathOf(attached.id)
      const loosePath = await pathOf(loose.id)
      const all = (await rows()).map((row) => row.path)
      expect(all).toHaveLength(13)
      for (const path of all) expect(onDisk(path), path).toBe(true)

      // Within the grace period nothing goes.
      setClockOffsetMs(23 * 3_600_000)
      await sweep(server.db, defaultConfig(server.dataDir))
      expect(await rows()).toHaveLength(13)
      // After it, what nothing refers to goes from disk and table; the rest stays.
      setClockOffsetMs(25 * 3_600_000)
      await sweep(server.db, defaultConfig(server.dataDir))
      const gone = [
        avatars[0],
        ...logos.filter((path) => !currentLogo.includes(path)),
        `articles/${unused.split('/').pop()}`,
        loosePath,
      ]
      expect(gone).toHaveLength(7)
      const kept = (await rows()).map((row) => row.path).sort()
      expect(kept).toEqual(all.filter((path) => !gone.includes(path)).sort())
      expect(kept).toEqual(
        expect.arrayContaining([
          avatars[1],
          ...currentLogo,
          attachedPath,
          `articles/${shown.split('/').pop()}`,
        ]),
      )
      for (const path of gone) expect(onDisk(path), path).toBe(false)
      for (const path of kept) expect(onDisk(path), path).toBe(true)
      const looseRow = await server.db
        .selectFrom('application_files')
        .select('id')
        .where('id', '=', loose.id)
        .execute()
      expect(looseRow).toEqual([])
    } finally {
      setClockOffsetMs(0)
    }
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
