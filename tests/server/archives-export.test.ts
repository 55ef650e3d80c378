import { describe, expect, it } from 'vitest'
import { finished, sheetRows } from './export-helpers'
import { DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/archives-management'

describe.each(DIALECTS)('archives exports on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  it('exports the filtered stations to an .xlsx with Chinese headers, labels and the same rows as the list', async () => {
    const query = { areaCode: '120116', sort: 'ratedPower,desc' }
    const list = await admin.get(`${BASE}/stations`, { query: { ...query, pageSize: 100 } })
    const started = await admin.post(`${BASE}/stations/export`, query)
    expect(started.code).toBe(200)
    const job = await finished(admin, started.data.id)
    expect(job).toMatchObject({ status: 'done', rows: list.data.total, total: list.data.total })
    const rows = await sheetRows(admin, job.url)
    expect(rows[0]).toContain('充电站名称')
    expect(rows[0]).toContain('站点状态')
    const body = rows.slice(1)
    expect(body).toHaveLength(list.data.total)
    const nameAt = rows[0].indexOf('充电站名称')
    const idAt = rows[0].indexOf('充电站编号')
    expect(body.slice(0, list.data.list.length).map((row) => row[idAt])).toEqual(
      list.data.list.map((row: { stationId: string }) => row.stationId),
    )
    expect(body[0][nameAt]).toBe(list.data.list[0].stationName)
    expect(body.map((row) => row[rows[0].indexOf('站点状态')])).toContain('正常使用')
    expect(body.every((row) => row[rows[0].indexOf('行政区域')] === '滨海新区')).toBe(true)
  })

  it('exports a year of a district’s orders in several batches, every order once', async () => {
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString()
    const started = await admin.post(`${BASE}/orders/export`, { areaCode: '120103', startTimeFrom: from })
    const job = await finished(admin, started.data.id)
    const expected = await server.db
      .selectFrom('charge_orders')
      .select('startChargeSeq')
      .where('areaCode', '=', '120103')
      .where('startTime', '>=', from)
      .execute()
    // More rows than one batch (2,000), so the keyset continuation is exercised.
    expect(expected.length).toBeGreaterThan(2000)
    expect(job).toMatchObject({ status: 'done', rows: expected.length })
    const rows = await sheetRows(admin, job.url)
    const seqAt = rows[0].indexOf('订单编号')
    expect(
      rows
        .slice(1)
        .map((row) => row[seqAt])
        .sort(),
    ).toEqual(expected.map((row) => row.startChargeSeq).sort())
    expect(rows.slice(1).every((row) => String(row[rows[0].indexOf('车牌号')]).endsWith('**'))).toBe(true)
    // The names are each row's own (read in the export's query on PostgreSQL, looked up by batch
    // on SQLite).
    const stations = new Map(
      (await server.db.selectFrom('stations').select(['stationId', 'stationName']).execute()).map(
        (station) => [station.stationId, station.stationName],
      ),
    )
    const operators = new Map(
      (await server.db.selectFrom('operators').select(['operatorId', 'operatorName']).execute()).map(
        (operator) => [operator.operatorId, operator.operatorName],
      ),
    )
    const at = (header: string) => rows[0].indexOf(header)
    const named = rows.slice(1).map((row) => [row[at('充电站名称')], row[at('运营商')]])
    expect(named).toEqual(
      rows
        .slice(1)
        .map((row) => [
          stations.get(String(row[at('充电站编号')])),
          operators.get(String(row[at('运营商ID')])),
        ]),
    )
    expect(new Set(named.map(([station]) => station)).size).toBeGreaterThan(1)
  })

  it('keeps an export to the user who started it, and refuses bad filters before starting', async () => {
    const started = await admin.post(`${BASE}/connectors/export`, { status: '255' })
    const job = await finished(admin, started.data.id)
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    expect((await tianjin.get(`/exports/${started.data.id}`)).code).toBe(400)
    expect((await tianjin.fetch(job.url)).headers.get('content-type')).toContain('json')
    expect(await admin.post(`${BASE}/connectors/export`, { colour: 'red' })).toMatchObject({
      code: 400,
      data: { colour: expect.any(String) },
    })
    const entry = await server.db
      .selectFrom('journal')
      .select('action')
      .where('action', '=', 'export.archives-management/connectors')
      .where('result', '=', 'success')
      .executeTakeFirst()
    expect(entry?.action).toBe('export.archives-management/connectors')
  })
})
