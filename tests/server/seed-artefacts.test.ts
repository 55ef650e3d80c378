/**
 * Seed data an official would take for real (issue 42 item 20): order numbers the simulator
 * writes look like the seeded ones (no "SIM"), its orders' vehicles too (a plate and a VIN with
 * a valid check digit, not one placeholder for every order), application ids have one length whether seeded or
 * made now, article titles carry no counters and do not repeat, and 特来电's filings quote the
 * unified social credit code of its archive.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { finishSession } from '../../server/src/live/simulator-orders'
import { DIALECTS, ENTERPRISE_FIELDS } from './helpers'
import { signedIn } from './signed-in'

const VIN_LETTERS = 'ABCDEFGH.JKLMN.P.R.STUVWXYZ'
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** ISO 3779: 17 characters without I, O, Q; position 9 the weighted sum's remainder by 11 (10 is X). */
function validVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const char = vin[index]
    const value = /\d/.test(char) ? Number(char) : (VIN_LETTERS.indexOf(char) % 9) + 1
    sum += value * VIN_WEIGHTS[index]
  }
  return vin[8] === (sum % 11 === 10 ? 'X' : String(sum % 11))
}

describe.each(DIALECTS)('seed artefacts on %s', (dialect) => {
  const { server, operator } = signedIn(dialect, ['operator'])

  it("quotes the archive's unified social credit code in every filing of 特来电", async () => {
    const { operatorUscc } = await server.db
      .selectFrom('operator_profiles')
      .select('operatorUscc')
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .executeTakeFirstOrThrow()
    const filings = await server.db
      .selectFrom('applications')
      .select(['applyId', 'fieldsJson'])
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .where('flow', 'in', ['enterprise', 'certification'])
      .execute()
    // Before any test files one of its own.
    const quoted = filings.map((row) => JSON.parse(row.fieldsJson).uscc).filter(Boolean)
    expect(quoted.length).toBeGreaterThan(3)
    expect(new Set(quoted)).toEqual(new Set([operatorUscc]))
  })

  it('writes simulated orders as the seeded ones: number of operator ID, start time and serial; a real-looking vehicle', async () => {
    const connector = await server.db
      .selectFrom('connectors')
      .innerJoin('equipment', 'equipment.equipmentId', 'connectors.equipmentId')
      .select([
        'connectors.connectorId',
        'connectors.equipmentId',
        'connectors.stationId',
        'connectors.operatorId',
        'connectors.areaCode',
        'equipment.power',
      ])
      .where('connectors.operatorId', '=', DEMO_OPERATOR_ID)
      .executeTakeFirstOrThrow()
    const end = new Date()
    for (let session = 0; session < 4; session += 1)
      await finishSession(
        server.db,
        { ...connector, power: Number(connector.power) },
        end,
        end.getTime() - (45 + session) * 60_000,
      )
    const newest = await server.db
      .selectFrom('charge_orders')
      .select(['startChargeSeq', 'vin', 'licensePlate', 'startSoc', 'endSoc'])
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .where('endTime', '=', end.toISOString())
      .execute()
    expect(newest).toHaveLength(4)
    for (const order of newest) {
      expect(order.startChargeSeq).not.toContain('SIM')
      expect(order.startChargeSeq).toMatch(new RegExp(`^${DEMO_OPERATOR_ID}\\d{18}$`))
      expect(order.startChargeSeq).toHaveLength(27)
      expect(validVin(order.vin), order.vin).toBe(true)
      expect(order.licensePlate).toMatch(/^[津冀京][A-Z]([DF]\d{5}|[A-Z0-9]{5})$/)
      expect(order.endSoc).toBeGreaterThan(order.startSoc)
    }
    // Four orders, four vehicles: no one placeholder car for every simulated order.
    expect(new Set(newest.map((order) => order.vin)).size).toBe(4)
    // A seeded order's VIN passes the same check.
    const seeded = await server.db
      .selectFrom('charge_orders')
      .select('vin')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(validVin(seeded.vin), seeded.vin).toBe(true)
  })

  it('gives every application id one length, seeded or made now', async () => {
    const created = await operator.post('/universal-services/enterprise-applies', {
      type: 'new',
      fields: ENTERPRISE_FIELDS,
    })
    expect(created.code, created.msg).toBe(200)
    const ids = await server.db.selectFrom('applications').select('applyId').execute()
    const lengths = new Set(ids.map((row) => row.applyId.length))
    expect([...lengths]).toEqual([created.data.applyId.length])
  })

  it('titles articles without counters, each once', async () => {
    const titles = (await server.db.selectFrom('app_articles').select('title').execute()).map(
      (row) => row.title,
    )
    expect(titles.length).toBeGreaterThan(10)
    expect(titles.filter((title) => /[（(]\d+[)）]$/.test(title))).toEqual([])
    expect(new Set(titles).size).toBe(titles.length)
  })
})
