/**
 * Exports read by COPY and written from its bytes (server/src/db/copy-out.ts,
 * resources/export-copy.ts; issue 43) give the very sheet the rows read through a cursor give:
 * every cell of the orders' file — enumeration labels, Beijing time, region names, masked plates,
 * looked-up names, numbers — with text that COPY escapes or XML cannot hold, numbers PostgreSQL
 * writes otherwise than JavaScript, and a name that is not found. Parameters written into the
 * COPY as literals keep quotes and backslashes as they were; the connection goes back to the pool
 * after a whole read, a read stopped half-way and a failed one.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ordersResource } from '../../server/src/archives-management/orders'
import { openReader, poolOf } from '../../server/src/db/connect'
import { inlineParameters, openCopy } from '../../server/src/db/copy-out'
import type { Db } from '../../server/src/db/types'
import type { NextBatch } from '../../server/src/exports/readers'
import { XlsxWriter } from '../../server/src/exports/xlsx'
import { exportBatches } from '../../server/src/resources/export-batches'
import { exportColumns } from '../../server/src/resources/rows'
import { createStore, DIALECTS, type TestStore } from './helpers'
import { principalOf } from './principal'

/** Text COPY escapes (backslash, tab, newline, return), XML escapes, drops, and four-byte UTF-8. */
const ODD_NAME = 'A&B<"c">\\d\te\nf\rg\u0001h\ufffei😀 站'

/** The longest window the order list takes: the 366 days to today (Beijing time). */
function yearWindow() {
  const day = (daysAgo: number) =>
    new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)
  return { startTimeFrom: `${day(365)} 00:00:00`, startTimeTo: `${day(0)} 23:59:59` }
}

describe.runIf(DIALECTS.includes('postgres'))('exports read by COPY (PostgreSQL)', () => {
  let store: TestStore
  let reader: ReturnType<typeof openReader>
  let db: Db
  let folder: string
  beforeAll(async () => {
    store = await createStore('postgres')
    reader = openReader({ dataDir: store.dataDir, databaseUrl: store.databaseUrl })
    db = reader.db
    folder = await mkdtemp(join(tmpdir(), 'ev-export-copy-'))
  })
  afterAll(async () => {
    await reader?.close()
    await store?.drop()
    await rm(folder, { recursive: true, force: true })
  })

  /** The export of the orders of `params` read one way: its sheet's rows, and whether COPY wrote them. */
  async function exported(read: 'copy' | 'cursor', params: Record<string, string>) {
    const principal = await principalOf(db, 'admin')
    const context = { db, postgres: true, now: new Date(), principal }
    const next: NextBatch = exportBatches(db, ordersResource, params, context, read)
    const file = join(folder, `${read}.xlsx`)
    const writer = await XlsxWriter.open(file, '充电订单档案', exportColumns(ordersResource))
    let fromBytes = true
    try {
      for (let batch = await next(); batch; batch = await next()) {
        fromBytes &&= !Array.isArray(batch)
        await writer.addRows(batch)
      }
      await writer.close()
    } finally {
      await next.close?.()
    }
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(file)
    const rows: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    return { rows, fromBytes }
  }

  it('writes the sheet the cursor writes, cell for cell, odd text and numbers included', async () => {
    const [order] = (
      await sql<{ startChargeSeq: string; startTime: string; stationId: string }>`select "startChargeSeq",
        "startTime", "stationId" from charge_orders order by "startTime" desc limit 1`.execute(db)
    ).rows
    await sql`update stations set "stationName" = ${ODD_NAME} where "stationId" = ${order.stationId}`.execute(
      db,
    )
    // Numbers PostgreSQL writes otherwise than String() (1e-07, 1.2345678901234568e+20), or as text.
    const odd = [
      ['ODD1', 0.1 + 0.2, 1e-7, 1.2345678901234568e20, 'NaN', '-Infinity', '京A1', '', 99, 'NOSTATION'],
      ['ODD2', -0.5, 12345.678, 0, 'Infinity', 3, '沪B12345', '2026-13-01T00:00:00.000Z', 0, order.stationId],
      ['ODD3', 1, 2, 3, '4', 5, '粤C', '2026-11-01 08:00:00', 1, order.stationId],
    ]
    for (const [seq, total, tip, peak, flat, valley, plate, endTime, stopReason, stationId] of odd)
      await sql`insert into charge_orders select ${seq} || "startChargeSeq", "connectorId", "equipmentId",
          ${stationId}, "operatorId", "areaCode", "startTime", ${endTime}, ${total}, ${tip}, ${peak},
          ${flat}::float8, ${valley}::float8, "totalElecMoney", "totalServiceMoney", "totalMoney", ${stopReason},
          "vin", ${plate}, "startSoc", "endSoc", "confirmResult", "chargeDetails"
        from charge_orders where "startChargeSeq" = ${order.startChargeSeq}`.execute(db)
    const params = yearWindow()
    const byCopy = await exported('copy', params)
    const byCursor = await exported('cursor', params)
    expect(byCopy.fromBytes).toBe(true)
    expect(byCursor.fromBytes).toBe(false)
    expect(byCopy.rows.length).toBeGreaterThan(100)
    expect(byCopy.rows).toEqual(byCursor.rows)
    // The odd rows are in it as the cursor gives them.
    const flat = byCopy.rows.flat()
    // (An XML reader reads a return as a line feed; the control characters are dropped.)
    expect(flat).toContain('A&B<"c">\\d\te\nf\nghi😀 站')
    expect(flat).toContain(1.2345678901234568e20)
    expect(flat).toContain('NaN')
    expect(flat).toContain('沪B123**')
  })

  it('writes parameters in as the literals they were, and filters by them', async () => {
    const text = 'select $1::text as a, $2::text as b, $3::int as c, $10::text as d'
    const values = ["it's", 'back\\slash $2', 7, null, null, null, null, null, null, 'x']
    const inlined = inlineParameters(text, values)
    const { rows } = await sql.raw<Record<string, unknown>>(inlined).execute(db)
    expect(rows).toEqual([{ a: "it's", b: 'back\\slash $2', c: 7, d: 'x' }])
    // A keyword with a quote narrows the COPY as it narrows the list (nothing matches it).
    const none = await exported('copy', { ...yearWindow(), keyword: "ODD'1" })
    expect(none.rows).toHaveLength(1)
  })

  it('gives the connection back after a whole read, one stopped half-way, a failed one and a refused one', async () => {
    const pool = poolOf(db)!
    const query = CompiledQuery.raw('select "startChargeSeq" from charge_orders order by 1', [])
    for (let round = 0; round < 3; round += 1) {
      const whole = (await openCopy(pool, query, 100))!
      let rows = 0
      for (let batch = await whole.next(); batch; batch = await whole.next()) rows += batch.length
      await whole.close()
      expect(rows).toBeGreaterThan(1000)
      const half = (await openCopy(pool, query, 100))!
      expect((await half.next())?.length).toBe(100)
      await half.close()
      await half.close()
      const failing = (await openCopy(
        pool,
        CompiledQuery.raw('select 1 / (random() * 0)::int as x', []),
        100,
      ))!
      await expect(failing.next()).rejects.toThrow(/division by zero/)
      await failing.close()
      // Columns refused (a resource whose rows need more): nothing read, the connection back.
      expect(await openCopy(pool, query, 100, {}, () => null)).toBeNull()
    }
    expect(pool.totalCount - pool.idleCount).toBe(0)
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db)
    expect(rows).toEqual([{ n: 1 }])
  })

  it('reads with its settings, in a read-only transaction, the same query text again with others', async () => {
    const pool = poolOf(db)!
    const query = CompiledQuery.raw(
      "select current_setting('work_mem') as w, current_setting('jit') as j, current_setting('transaction_read_only') as r, $1::int as n",
      [5],
    )
    const read = async (settings: Record<string, string>, parameter: number) => {
      const described: string[][] = []
      const copy = (await openCopy(pool, { ...query, parameters: [parameter] }, 10, settings, (columns) => {
        described.push(columns.map((column) => column.name))
        return true
      }))!
      const batch = (await copy.next())!
      const line = batch.bytes.subarray(0, batch.ends[0]).toString('utf8')
      await copy.close()
      return { line, described }
    }
    expect(await read({ work_mem: '77MB', jit: 'off' }, 5)).toEqual({
      line: '77MB\toff\ton\t5\n',
      described: [['w', 'j', 'r', 'n']],
    })
    // The same text again: the same columns, the settings of this read, the new parameter.
    expect(await read({ work_mem: '3MB', jit: 'on' }, 6)).toEqual({
      line: '3MB\ton\ton\t6\n',
      described: [['w', 'j', 'r', 'n']],
    })
    // Local to the transaction: the connection goes back with the server's settings.
    const { rows } = await sql<{ w: string }>`select current_setting('work_mem') as w`.execute(db)
    expect(rows[0].w).not.toBe('3MB')
  })
})
