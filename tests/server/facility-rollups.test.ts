/**
 * The rollups kept by triggers (migrations 0048 and 0049, issue 43): the facility rollups and the
 * charge measures' coarser levels stay equal to a count of their sources after every kind of
 * write, on SQLite and PostgreSQL, and the dashboards read them.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { FACILITY_ROLLUPS } from '../../server/src/db/migrations/0048-facility-rollups'
import { CHARGE_LEVEL_ROLLUPS } from '../../server/src/db/migrations/0049-charge-levels'
import { CONNECTOR_ROLLUPS } from '../../server/src/db/migrations/0052-connector-status-rollup'
import { fillRollups, type Rollup } from '../../server/src/db/migrations/rollup-triggers'
import type { Db } from '../../server/src/db/types'
import { recordOrder } from '../../server/src/stats/aggregate'
import { chinaDay } from '../../server/src/stats/days'
import { LEVEL_ROLLUPS } from '../../server/src/stats/levels'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

/** Every rollup's rows with anything in them, in key order. */
async function rollupRows(db: Db, rollups: readonly Rollup[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {}
  for (const rollup of rollups) {
    const measures = rollup.measures.map(([name]) => `"${name}" <> 0`).join(' or ')
    const columns = 2 + rollup.keys.length + rollup.measures.length
    const order = Array.from({ length: columns }, (_, index) => index + 1).join(', ')
    const { rows: found } = await sql
      .raw(`select * from "${rollup.table}" where ${measures} order by ${order}`)
      .execute(db)
    rows[rollup.table] = found.map((row) =>
      Object.fromEntries(Object.entries(row as object).map(([key, value]) => [key, String(value)])),
    )
  }
  return rows
}

/** The rollups as the triggers left them, then as counted anew from the archives. */
async function keptAndCounted(db: Db, rollups: readonly Rollup[] = LEVEL_ROLLUPS) {
  const kept = await rollupRows(db, rollups)
  await fillRollups(db, rollups)
  return { kept, counted: await rollupRows(db, rollups) }
}

describe.each(DIALECTS)('facility rollups on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  it('hold what the seed built, at the four levels', async () => {
    const { kept, counted } = await keptAndCounted(server.db)
    expect(kept).toEqual(counted)
    const stations = await server.db
      .selectFrom('stations')
      .select([sql<number>`count(*)`.as('n'), sql<number>`sum("connectorCount")`.as('c')])
      .executeTakeFirstOrThrow()
    const country = (kept.station_facility_stats as Record<string, string>[]).filter(
      (row) => row.areaCode === '' && row.operatorId === '',
    )
    expect(country.reduce((sum, row) => sum + Number(row.stations), 0)).toBe(Number(stations.n))
    expect(country.reduce((sum, row) => sum + Number(row.connectors), 0)).toBe(Number(stations.c))
  })

  it('follow a station and a pile added, moved, changed and deleted', async () => {
    const db = server.db
    const station = await db.selectFrom('stations').selectAll().limit(1).executeTakeFirstOrThrow()
    const pile = await db.selectFrom('equipment').selectAll().limit(1).executeTakeFirstOrThrow()
    const stationId = 'ROLLUP0000001'
    const equipmentId = 'ROLLUPPILE0000001'
    await db
      .insertInto('stations')
      .values({ ...station, stationId, officialRunTime: '2019-03-04 08:00:00', ratedPower: 123.45 })
      .execute()
    await db
      .insertInto('equipment')
      .values({ ...pile, equipmentId, stationId, power: 7.01, createTime: '2019-03-05 08:00:00' })
      .execute()
    let { kept, counted } = await keptAndCounted(db, FACILITY_ROLLUPS)
    expect(kept).toEqual(counted)

    await db
      .updateTable('stations')
      .set({ areaCode: '120116', operatorId: 'MA0000001', equipmentCount: 9, ratedPower: 60 })
      .where('stationId', '=', stationId)
      .execute()
    await db
      .updateTable('equipment')
      .set({ equipmentType: 2, power: 240, areaCode: '120116', createTime: '2020-01-01 00:00:00' })
      .where('equipmentId', '=', equipmentId)
      .execute()
    ;({ kept, counted } = await keptAndCounted(db, FACILITY_ROLLUPS))
    expect(kept).toEqual(counted)

    await db.deleteFrom('equipment').where('equipmentId', '=', equipmentId).execute()
    await db.deleteFrom('stations').where('stationId', '=', stationId).execute()
    ;({ kept, counted } = await keptAndCounted(db, FACILITY_ROLLUPS))
    expect(kept).toEqual(counted)
  })

  it("follow a connector's status and district", async () => {
    const db = server.db
    const connector = await db.selectFrom('connectors').selectAll().limit(1).executeTakeFirstOrThrow()
    await db
      .updateTable('connectors')
      .set({ status: 255 })
      .where('connectorId', '=', connector.connectorId)
      .execute()
    await db
      .updateTable('connectors')
      .set({ areaCode: '120116', operatorId: 'MA0000001' })
      .where('connectorId', '=', connector.connectorId)
      .execute()
    const { kept, counted } = await keptAndCounted(db, CONNECTOR_ROLLUPS)
    expect(kept).toEqual(counted)
    const faulty = (kept.connector_status_stats as Record<string, string>[]).find(
      (row) => row.areaCode === '120116' && row.operatorId === '' && row.status === '255',
    )
    expect(Number(faulty?.connectors)).toBeGreaterThan(0)
    await db
      .updateTable('connectors')
      .set(connector)
      .where('connectorId', '=', connector.connectorId)
      .execute()
  })

  it('follow an order recorded at its district, operator and day', async () => {
    const db = server.db
    const order = await db.selectFrom('charge_orders').selectAll().limit(1).executeTakeFirstOrThrow()
    const at = new Date(Date.now() - 3_600_000)
    await recordOrder(db, {
      ...order,
      startChargeSeq: 'ROLLUPORDER00000000000001',
      startTime: at.toISOString(),
      endTime: new Date(at.getTime() + 1_800_000).toISOString(),
    })
    const { kept, counted } = await keptAndCounted(db, CHARGE_LEVEL_ROLLUPS)
    expect(kept).toEqual(counted)
    const today = (kept.charge_level_daily_stats as Record<string, string>[]).find(
      (row) => row.areaCode === '' && row.operatorId === '' && row.day === chinaDay(at),
    )
    expect(Number(today?.orders)).toBeGreaterThan(0)
  })

  it('answer the facility dashboard as the archives count it', async () => {
    const answer = await admin.get(
      '/operating-services/elec-charging-facility-statistics/stats?period=last30Days',
    )
    const counts = await server.db
      .selectFrom('stations')
      .select([
        sql<number>`count(*)`.as('stations'),
        sql<number>`sum("equipmentCount")`.as('piles'),
        sql<number>`sum("ratedPower")`.as('power'),
      ])
      .executeTakeFirstOrThrow()
    const totals = Object.fromEntries(
      (answer.data.totals as { key: string; value: number }[]).map((item) => [item.key, item.value]),
    )
    expect(totals.stations).toBe(Number(counts.stations))
    expect(totals.piles).toBe(Number(counts.piles))
    expect(totals.power).toBeCloseTo(Number(counts.power), 2)
    const piles = await server.db
      .selectFrom('equipment')
      .select(['equipmentType', sql<number>`count(*)`.as('n')])
      .groupBy('equipmentType')
      .execute()
    const byType = answer.data.groups.byType as { code: string; values: { piles: number } }[]
    for (const row of piles)
      expect(byType.find((item) => item.code === String(row.equipmentType))?.values.piles).toBe(Number(row.n))
  })
})
