/**
 * Issue 38, item 15: a server started on a data folder that does not exist yet creates it, on
 * PostgreSQL as on SQLite (it holds the pid file, uploads and exports). Before, on PostgreSQL the
 * start seeded and then failed with ENOENT on `server.pid`.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pidFileOf } from '../../server/src/db/pid-file'
import { startServer } from '../../server/src/server'
import { createStore, DIALECTS } from './helpers'

describe.each(DIALECTS)('a missing DATA_DIR (%s)', (dialect) => {
  it('is created before the database is prepared, and the server starts and answers', async () => {
    const store = await createStore(dialect)
    const dataDir = join(store.dataDir, 'not', 'yet')
    try {
      expect(existsSync(dataDir)).toBe(false)
      // SQLite keeps its file in the folder: a fresh one is migrated and seeded there (small scale).
      const server = await startServer({
        port: 0,
        dataDir,
        databaseUrl: store.databaseUrl,
        ...(dialect === 'sqlite' ? { seed: false } : {}),
      })
      try {
        expect(existsSync(pidFileOf(dataDir))).toBe(true)
        const answer = await fetch(`${server.url}/api/common/platformName`)
        expect(answer.status).toBe(200)
      } finally {
        await server.close()
      }
    } finally {
      await store.drop()
    }
  }, 360_000)
})
