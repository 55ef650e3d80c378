/**
 * Two server processes' worth of servers on one PostgreSQL database, as the cluster runs them
 * (issue 43): booted before the enclosing block's first test, each with its own data folder,
 * closed and dropped after its last. PostgreSQL only (the caller's describe.runIf).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type RunningServer, startServer } from '../../server/src/server'
import { createStore, type TestStore } from './helpers'

/** The servers (filled by the block's `beforeAll`) and the database they share. */
export function twoServersOnOneDatabase(): { servers: RunningServer[]; store: () => TestStore } {
  let store: TestStore | undefined
  const servers: RunningServer[] = []
  const folders: string[] = []
  beforeAll(async () => {
    store = await createStore('postgres')
    folders.push(store.dataDir)
    servers.push(await startServer({ port: 0, dataDir: store.dataDir, databaseUrl: store.databaseUrl }))
    const dataDir = await mkdtemp(join(tmpdir(), 'ev-second-'))
    folders.push(dataDir)
    servers.push(await startServer({ port: 0, dataDir, databaseUrl: store.databaseUrl }))
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await store?.drop()
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })
  return {
    servers,
    store: () => {
      if (!store) throw new Error('the servers are booted in the block’s beforeAll')
      return store
    },
  }
}
