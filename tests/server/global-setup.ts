/**
 * Seeded templates for the server suite: the demo seed is built once per run (SQLite file and,
 * with TEST_DATABASE_URL, a PostgreSQL database), and every test server that wants the default
 * seed starts from a copy of it (tests/server/helpers.ts: bootServer) instead of seeding again —
 * a seed takes seconds, a copy milliseconds, and some 60 test servers start in one run. Only the
 * templates of the run's DIALECTS are built (a half of the suite: tests/server/helpers.ts). The
 * SQLite one is the run's shared seed (tests/fixtures/shared-seed.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { lowerHashCostForTests } from '../../server/src/auth/passwords'
import { sqliteFileOf } from '../../server/src/db/backup'
import { startServer } from '../../server/src/server'
import { pointAtBuiltExportWorker } from '../fixtures/export-worker-bundle'
import { seededSqliteFile } from '../fixtures/shared-seed'
import { createPgDatabase, DIALECTS } from './helpers'
import { dropCopiesOf } from './pg-databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded SQLite file test servers copy. */
    sqliteTemplate: string
    /** The seeded PostgreSQL database test databases are created from, or '' without PostgreSQL. */
    pgTemplate: string
  }
}

export default async function setup(project: TestProject) {
  // The templates' accounts hashed at the suite's low cost, as the files' own (setup.ts).
  lowerHashCostForTests()
  await pointAtBuiltExportWorker()
  const dataDir = await mkdtemp(join(tmpdir(), 'ev-server-template-'))
  // The run's shared seed: made here, or the file another suite of the run made first.
  project.provide(
    'sqliteTemplate',
    DIALECTS.includes('sqlite') ? await seededSqliteFile(dataDir) : sqliteFileOf(dataDir),
  )
  let pg: Awaited<ReturnType<typeof createPgDatabase>> | null = null
  let pgTemplate = ''
  if (DIALECTS.includes('postgres')) {
    pg = await createPgDatabase()
    const scratch = await mkdtemp(join(tmpdir(), 'ev-server-template-pg-'))
    const server = await startServer({ port: 0, dataDir: scratch, databaseUrl: pg.url })
    await server.close()
    await rm(scratch, { recursive: true, force: true })
    pgTemplate = new URL(pg.url).pathname.slice(1)
  }
  project.provide('pgTemplate', pgTemplate)
  return async () => {
    // The copies the workers left (their spares, drops their end cut short): pg-databases.ts.
    if (pgTemplate) await dropCopiesOf(pgTemplate)
    await pg?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
