/**
 * Issue 43: three server processes started at once on one PostgreSQL, as real processes
 * (spawn-server.ts). The database has a migration to run: it runs once, and the seed is left as
 * it was (the start lock: db/start-lock.ts). The simulator runs in one of them, the holder of its
 * advisory lock (live/leader.ts); killed with SIGKILL, another process takes it over and the
 * simulated changes go on.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../server/src/db/connect'
import * as exportLease from '../../server/src/db/migrations/0044-export-lease'
import { SIMULATOR_LOCK } from '../../server/src/live/leader'
import { createPgDatabase, DIALECTS } from './helpers'
import { spawnServer } from './spawn-server'

const MIGRATION = '0044-export-lease'

describe.runIf(DIALECTS.includes('postgres'))('three server processes started at once (issue 43)', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  let dataDir: string
  let handle: ReturnType<typeof openDatabase>
  let seededAt: string | undefined
  const processes: { child: ChildProcess; url: string }[] = []

  beforeAll(async () => {
    database = await createPgDatabase(inject('pgTemplate') || undefined)
    dataDir = await mkdtemp(join(tmpdir(), 'ev-cluster-start-'))
    handle = openDatabase({ dataDir, databaseUrl: database.url })
    // The seeded template with its newest migration undone: each process finds it to run.
    await exportLease.down(handle.db)
    await sql`delete from kysely_migration where name = ${MIGRATION}`.execute(handle.db)
    seededAt = (
      await handle.db.selectFrom('settings').select('value').where('key', '=', 'seededAt').executeTakeFirst()
    )?.value
  }, 120_000)
  afterAll(async () => {
    for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL')
    await handle?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('migrates once and keeps the seed when three start at once', async () => {
    const env = { SIMULATOR_INTERVAL_MS: '200' }
    processes.push(
      ...(await Promise.all([0, 1, 2].map(() => spawnServer(dataDir, database.url, { env, stderr: true })))),
    )
    const runs = await handle.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .where(sql<boolean>`name = ${MIGRATION}`)
      .execute()
    expect(runs).toHaveLength(1)
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'export_jobs' and column_name in ('owner', 'leaseUntil', 'sourceData', 'attempts')`.execute(
      handle.db,
    )
    expect(columns.rows).toHaveLength(4)
    const settings = await handle.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'seededAt')
      .execute()
    expect(settings.map((row) => row.value)).toEqual([seededAt])
  }, 600_000)

  /** The pid of the process holding the simulator's lock (its connection is named after it). */
  const leaderPid = async () => {
    const { rows } = await sql<{ name: string }>`
      select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objid = ${SIMULATOR_LOCK}
        and l.database = (select oid from pg_database where datname = current_database())`.execute(handle.db)
    return rows.length === 1 ? Number(rows[0].name.split(' ').pop()) : null
  }
  const changes = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from connector_status_history`.execute(handle.db))
        .rows[0].n,
    )

  it('runs the simulator in one process, and in another once that one is killed', async () => {
    await expect.poll(leaderPid, { timeout: 30_000, interval: 100 }).not.toBeNull()
    const leader = (await leaderPid()) as number
    const index = processes.findIndex(({ child }) => child.pid === leader)
    expect(index).toBeGreaterThanOrEqual(0)
    const exited = new Promise((resolve) => processes[index].child.once('exit', resolve))
    processes[index].child.kill('SIGKILL')
    await exited
    await expect
      .poll(leaderPid, { timeout: 30_000, interval: 100 })
      .toSatisfy((pid) => pid !== null && pid !== leader)
    const successor = (await leaderPid()) as number
    expect(processes.some(({ child }) => child.pid === successor && child.exitCode === null)).toBe(true)
    // The successor simulates: connectors keep changing status.
    const before = await changes()
    await expect.poll(changes, { timeout: 30_000, interval: 200 }).toBeGreaterThan(before)
  }, 120_000)
})
