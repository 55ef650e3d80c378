/**
 * Issue 23 (Also: backups): `npm run backup` copies the SQLite database consistently while the
 * server runs and writes; `npm run restore` refuses while it runs and, once it is stopped, puts
 * the copy back with every row. (PostgreSQL: pg_dump/pg_restore, README: Backups.)
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { TSX_IMPORT } from '../../scripts/lib/server-build.mjs'
import { verifyJournal } from '../../server/src/db/journal-chain'
import { startServer } from '../../server/src/server'
import { encrypt } from '../../src/core/crypto'
import { ApiClient, createStore, PASSWORDS } from './helpers'

const ROOT = resolve(import.meta.dirname, '../..')
const CLI = join(ROOT, 'server/src/db/backup-cli.ts')

function run(command: 'backup' | 'restore', file: string, dataDir: string) {
  return promisify(execFile)(process.execPath, [...TSX_IMPORT, CLI, command, file], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

/** Row count and a checksum of every table of a SQLite file. */
function contents(file: string): Record<string, string> {
  const db = new SQLite(file, { readonly: true })
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
    return Object.fromEntries(
      tables.map(({ name }) => {
        const rows = db.prepare(`SELECT * FROM "${name}"`).raw().all()
        const text = rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join('\n')
        return [name, `${rows.length}:${Buffer.from(text).toString('base64').length}:${hash(text)}`]
      }),
    )
  } finally {
    db.close()
  }
}

function hash(text: string): number {
  let value = 0
  for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) | 0
  return value
}

describe('backup and restore of the SQLite database', () => {
  const folders: string[] = []
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('backs up while the server writes, refuses to restore while it runs, restores every row', async () => {
    // On a copy of the run's seeded template, not a seed of its own (a seed is 10 s of CPU).
    const { dataDir } = await createStore('sqlite')
    const spare = await mkdtemp(join(tmpdir(), 'ev-backup-file-'))
    folders.push(dataDir, spare)
    const file = join(spare, 'copy.sqlite')
    let server = await startServer({ port: 0, dataDir })
    const admin = await new ApiClient(server.url).signIn('admin', PASSWORDS.admin)
    const create = (name: string) =>
      admin.post('/sso/post/api/register/create', {
        username: name,
        password: encrypt('Backup@2026ev'),
        name: '备份',
      })
    for (let index = 0; index < 5; index += 1) expect((await create(`before${index}`)).code).toBe(200)
    // Writes go on during the backup.
    let writing = true
    const writer = (async () => {
      for (let index = 0; writing; index += 1) await create(`during${index}`)
    })()
    const backup = await run('backup', file, dataDir)
    writing = false
    await writer
    expect(backup.code).toBe(0)
    const refused = await run('restore', file, dataDir)
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/running/)
    for (let index = 0; index < 3; index += 1) expect((await create(`after${index}`)).code).toBe(200)
    await server.close()

    const restored = await run('restore', file, dataDir)
    expect(restored.code).toBe(0)
    expect(contents(join(dataDir, 'ev-console.sqlite'))).toEqual(contents(file))
    server = await startServer({ port: 0, dataDir, seed: false })
    try {
      const names = (await server.db.selectFrom('users').select('username').execute()).map(
        (row) => row.username,
      )
      for (let index = 0; index < 5; index += 1) expect(names).toContain(`before${index}`)
      expect(names).not.toContain('after0')
      // The copy holds the journal and its anchored head as of one moment: the chain checks whole.
      const chain = await verifyJournal(server.db)
      expect(chain).toMatchObject({ intact: true, missing: 0, head: { count: chain.checked } })
      expect((await new ApiClient(server.url).login('before0', 'Backup@2026ev')).code).toBe(200)
    } finally {
      await server.close()
    }
  }, 360_000)
})
