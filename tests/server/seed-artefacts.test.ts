/**
 * Seed data an official would take for real (issue 42 item 20): order numbers the simulator
 * writes look like the seeded ones (no "SIM"), application ids have one length whether seeded or
 * made now, article titles carry no counters and do not repeat, and 特来电's filings quote the
 * unified social credit code of its archive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { finishSession } from '../../server/src/live/simulator-orders'
import {
  type ApiClient,
  bootServer,
  DIALECTS,
  ENTERPRISE_FIELDS,
  PASSWORDS,
  type TestServer,
} from './helpers'

describe.each(DIALECTS)('seed artefacts on %s', (dialect) => {
  let server: TestServer
  let operator: ApiClient

  beforeAll(async () => {
    server = await bootServer(dialect)
    operator = await server.client().signIn('operator', PASSWORDS.operator)
  })
  afterAll(() => server?.close())

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

  it('writes simulated order numbers as the seeded ones: operator ID, start time, serial, 27 characters', async () => {
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
    await finishSession(
      server.db,
      { ...connector, power: Number(connector.power) },
      end,
      end.getTime() - 45 * 60_000,
    )
    const seeded = await server.db
      .selectFrom('charge_orders')
      .select('startChargeSeq')
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .orderBy('endTime', 'desc')
      .limit(3)
      .execute()
    const newest = seeded[0].startChargeSeq
    expect(newest).not.toContain('SIM')
    expect(newest).toMatch(new RegExp(`^${DEMO_OPERATOR_ID}\\d{18}$`))
    for (const row of seeded) expect(row.startChargeSeq).toHaveLength(27)
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
