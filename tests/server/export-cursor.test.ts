/**
 * The export's cursor reads on PostgreSQL (server/src/db/cursor.ts, resources/export-batches.ts;
 * issue 43): every row once, in the query's order, in batches; one snapshot for the whole read
 * (a change made meanwhile is not in it); the connection and its transaction given back by
 * `close()` — after the last batch, half-way, after a failure, and before the first batch —
 * so that the worker's pool of two serves reads after any number of exports.
 */
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openReader } from '../../server/src/db/connect'
import { openCursor } from '../../server/src/db/cursor'
import type { Db } from '../../server/src/db/types'
import { createStore, DIALECTS, type TestStore } from './helpers'

type Order = { startChargeSeq: string; startTime: string }

const ORDERS = CompiledQuery.raw(
  `select "startChargeSeq", "startTime" from charge_orders where "areaCode" = $1
   order by "startTime" desc, "startChargeSeq" desc`,
  ['120103'],
)

describe.runIf(DIALECTS.includes('postgres'))('export cursor reads (PostgreSQL)', () => {
  let store: TestStore
  let reader: ReturnType<typeof openReader>
  let db: Db
  beforeAll(async () => {
    store = await createStore('postgres')
    // The export worker's own connection: a pool of two.
    reader = openReader({ dataDir: store.dataDir, databaseUrl: store.databaseUrl })
    db = reader.db
  })
  afterAll(async () => {
    await reader?.close()
    await store?.drop()
  })

  /** The sessions of this database that are inside a transaction. */
  async function inTransaction(): Promise<number> {
    const { rows } = await sql<{ count: string }>`select count(*) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`.execute(db)
    return Number(rows[0].count)
  }

  async function readAll(batch: number): Promise<Order[][]> {
    const cursor = await openCursor<Order>(db, ORDERS, batch)
    const batches: Order[][] = []
    try {
      for (let rows = await cursor.next(); rows; rows = await cursor.next()) batches.push(rows)
    } finally {
      await cursor.close()
    }
    return batches
  }

  it('reads every row once, in order, in batches, and gives the connection back', async () => {
    const expected = (await db.executeQuery<Order>(ORDERS)).rows
    expect(expected.length).toBeGreaterThan(1000)
    const batches = await readAll(300)
    expect(batches.slice(0, -1).every((rows) => rows.length === 300)).toBe(true)
    expect(batches.flat()).toEqual(expected)
    // An exact multiple of the batch ends with an empty fetch, not an empty batch.
    expect((await readAll(expected.length)).map((rows) => rows.length)).toEqual([expected.length])
    expect(await inTransaction()).toBe(0)
  })

  it('reads the database as it was at the first batch, without JIT', async () => {
    const cursor = await openCursor<Order>(db, ORDERS, 100)
    try {
      const first = await cursor.next()
      const { rows: settings } = await sql<{ jit: string }>`show jit`.execute(cursor.connection)
      expect(settings).toEqual([{ jit: 'off' }])
      const last = (await db.executeQuery<Order>(ORDERS)).rows.at(-1) as Order
      // Another connection (the pool's second) removes the last row and adds one.
      await sql`delete from charge_orders where "startChargeSeq" = ${last.startChargeSeq}`.execute(db)
      const seq = first?.[0].startChargeSeq
      await sql`insert into charge_orders select * from jsonb_populate_record(null::charge_orders,
        (select to_jsonb(o) || jsonb_build_object('startChargeSeq', o."startChargeSeq" || 'X')
         from charge_orders o where "startChargeSeq" = ${seq}))`.execute(db)
      const rest: Order[] = []
      for (let rows = await cursor.next(); rows; rows = await cursor.next()) rest.push(...rows)
      expect(rest.at(-1)).toEqual(last)
      expect(rest.some((row) => row.startChargeSeq.endsWith('X'))).toBe(false)
    } finally {
      await cursor.close()
    }
    const now = (await db.executeQuery<Order>(ORDERS)).rows
    expect(now.some((row) => row.startChargeSeq.endsWith('X'))).toBe(true)
  })

  it('gives the connection back when closed half-way, before the first batch, or after a failure', async () => {
    // More reads left open than the pool holds would wait for ever if one were not given back.
    for (let round = 0; round < 3; round += 1) {
      const cursor = await openCursor<Order>(db, ORDERS, 50)
      expect(await cursor.next()).toHaveLength(50)
      await cursor.close()
      await cursor.close()
    }
    for (let round = 0; round < 3; round += 1) await (await openCursor<Order>(db, ORDERS, 50)).close()
    const failing = await openCursor(
      db,
      CompiledQuery.raw('select 1 / (3 - x) as y from generate_series(1, 5) x', []),
      2,
    )
    // The first batch is fine; the second divides by zero (read ahead: the failure waits for it).
    expect(await failing.next()).toEqual([{ y: 0 }, { y: 1 }])
    await expect(failing.next()).rejects.toThrow(/division by zero/)
    await failing.close()
    await expect(openCursor(db, CompiledQuery.raw('select nothing from nowhere', []), 2)).rejects.toThrow(
      /nowhere/,
    )
    const [a, b] = await Promise.all([openCursor<Order>(db, ORDERS, 10), openCursor<Order>(db, ORDERS, 10)])
    await Promise.all([a.close(), b.close()])
    expect(await inTransaction()).toBe(0)
  })
})
