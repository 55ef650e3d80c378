/**
 * Migration 0059 (issue 43): on PostgreSQL every text column of the schema compares byte by byte
 * (collation "C"), as SQLite's BINARY does. A later migration that adds a text column without it
 * fails here; `bytewiseText` (0059) gives it.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/src/db/connect'
import { down, textColumnsNotOf, up } from '../../server/src/db/migrations/0059-bytewise-text'
import type { Db } from '../../server/src/db/types'
import { createStore, DIALECTS, type TestStore } from './helpers'

describe.runIf(DIALECTS.includes('postgres'))('text collation on postgres', () => {
  let store: TestStore
  let db: Db
  let close: () => Promise<void>

  beforeAll(async () => {
    store = await createStore('postgres')
    const handle = openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl })
    db = handle.db
    close = () => handle.close()
  }, 120_000)
  afterAll(async () => {
    await close?.()
    await store?.drop()
  })

  const sorted = async () =>
    (
      await sql<{ id: string }>`select "stationId" as id from stations
        where "stationId" in ('x-b', 'x_a', 'X-c', 'xé', 'x中') order by "stationId"`.execute(db)
    ).rows.map((row) => row.id)

  it('gives every text column of the migrated schema the collation "C", and takes it back down', async () => {
    expect(await textColumnsNotOf(db, 'C')).toEqual([])
    const partitions = await sql<{ n: number }>`select count(*)::int as n from pg_attribute a
      join pg_class c on c.oid = a.attrelid where c.relispartition and a.attnum > 0
      and a.atttypid = 'varchar'::regtype and a.attcollation <> '"C"'::regcollation`.execute(db)
    expect(partitions.rows[0].n).toBe(0)

    const stations = await db.selectFrom('stations').selectAll().limit(1).executeTakeFirstOrThrow()
    await db
      .insertInto('stations')
      .values(['x-b', 'x_a', 'X-c', 'xé', 'x中'].map((stationId) => ({ ...stations, stationId })))
      .execute()
    // Bytes: 'X' (0x58) < 'x'; '-' (0x2d) < '_' (0x5f); 'é' (0xc3…) < '中' (0xe4…): SQLite's order.
    expect(await sorted()).toEqual(['X-c', 'x-b', 'x_a', 'xé', 'x中'])

    await down(db)
    expect((await textColumnsNotOf(db, 'default')).length).toBe(0)
    expect((await textColumnsNotOf(db, 'C')).length).toBeGreaterThan(500)
    await up(db)
    expect(await textColumnsNotOf(db, 'C')).toEqual([])
    expect(await sorted()).toEqual(['X-c', 'x-b', 'x_a', 'xé', 'x中'])
  }, 120_000)
})
