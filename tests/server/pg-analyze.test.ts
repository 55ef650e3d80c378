/**
 * The seed's planner statistics on PostgreSQL (server/src/archives-management/seed/index.ts:
 * analyzeSchema): every table of the schema, partitions included, and not one warning. A bare
 * ANALYZE, run by a role that does not own the system catalogs (as the servers' does), warned once
 * for each of them in every seed (~50 lines in the PostgreSQL log, issue 43).
 */
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeSchema } from '../../server/src/archives-management/seed'
import type { Db } from '../../server/src/db/types'
import { createStore, DIALECTS, type TestStore } from './helpers'

describe.runIf(DIALECTS.includes('postgres'))('the seed’s ANALYZE on postgres', () => {
  let store: TestStore
  let db: Db
  const notices: string[] = []

  beforeAll(async () => {
    store = await createStore('postgres')
    const pool = new pg.Pool({ connectionString: store.databaseUrl, max: 1 })
    pool.on('connect', (client) =>
      client.on('notice', (notice) => notices.push(notice.message ?? String(notice))),
    )
    db = new Kysely({ dialect: new PostgresDialect({ pool }) }) as unknown as Db
  }, 120_000)
  afterAll(async () => {
    await db?.destroy()
    await store?.drop()
  })

  it('analyzes every table of the schema, partitions included, without a warning', async () => {
    const superuser = await sql<{ yes: boolean }>`select rolsuper as yes from pg_roles
      where rolname = current_user`.execute(db)
    // What the test is about: a role that may not analyze the catalogs (.ci/run's `ev`).
    expect(superuser.rows[0].yes).toBe(false)
    await analyzeSchema(db)
    expect(notices).toEqual([])
    const missed = await sql<{ name: string }>`select c.relname as "name" from pg_class c
      left join pg_stat_user_tables s on s.relid = c.oid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and s.last_analyze is null`.execute(
      db,
    )
    expect(missed.rows.map((row) => row.name)).toEqual([])
  })
})
