/**
 * Subsidies (issue 17): amounts computed from the platform's data equal an independent SQL
 * computation, caps applied; applications limited to the operator's stations in service and not
 * yet applied for; every declared step allowed from its statuses and refused (409, nothing
 * changed) from the others; publicity of at least 5 working days, objections, settlement by the
 * server's clock, payment; the station's allowanceStatus follows.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setClockOffsetMs, today } from '../../server/src/clock/clock'
import { addCalendarDays, addWorkingDays } from '../../server/src/data-input/working-days'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'

const BASE = '/supervise-services'
const CONTACT = { contactPerson: '李明', contactTel: '15822223333' }

describe.each(DIALECTS)('subsidies on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let operator: ApiClient
  let tianjin: ApiClient

  beforeAll(async () => {
    server = await bootServer(dialect)
    admin = await server.client().signIn('admin', PASSWORDS.admin)
    operator = await server.client().signIn('operator', PASSWORDS.operator)
    tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
  })
  afterAll(async () => {
    setClockOffsetMs(0)
    await server?.close()
  })

  const newBatch = async (more: Record<string, unknown> = {}) => {
    const answer = await admin.post(`${BASE}/batches`, {
      batchName: `测试批次${Math.random().toString(36).slice(2, 8)}`,
      year: 2026,
      type: 'construction',
      rate: '300.00',
      stationCap: '500000',
      operatorCap: '3000000',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      areaCode: '120100',
      status: 1,
      ...more,
    })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as { id: number; type: string }
  }
  const eligible = async (batchId: number) => {
    const answer = await operator.get(`${BASE}/batches/${batchId}/eligible-stations`)
    expect(answer.code, answer.msg).toBe(200)
    return answer.data as {
      stationId: string
      amount: number
      rawAmount: number
      basisCenti: number
      capApplied: string
    }[]
  }
  const apply = (batchId: number, stationId: string, fields: Record<string, unknown> = {}) =>
    operator.post(`${BASE}/subsidy-applies`, { fields: { batchId, stationId, ...CONTACT, ...fields } })
  const appRow = (applyId: string) =>
    server.db.selectFrom('applications').selectAll().where('applyId', '=', applyId).executeTakeFirstOrThrow()
  const allowance = async (stationId: string) =>
    (
      await server.db
        .selectFrom('stations')
        .select('allowanceStatus')
        .where('stationId', '=', stationId)
        .executeTakeFirstOrThrow()
    ).allowanceStatus
  const step = async (
    client: ApiClient,
    resource: string,
    applyId: string,
    action: string,
    opinion?: string,
  ) => {
    const { version } = await appRow(applyId)
    return client.post(`${BASE}/${resource}/${applyId}/${action}`, {
      version,
      ...(opinion ? { opinion } : {}),
    })
  }

  /** The amount by the test's own SQL: the basis in hundredths, × rate, half up, then the station cap. */
  async function independentAmount(batchId: number, stationId: string): Promise<number> {
    const batch = await server.db
      .selectFrom('subsidy_batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow()
    const from = new Date(`${batch.periodStart}T00:00:00+08:00`).toISOString()
    const to = new Date(Date.parse(`${batch.periodEnd}T00:00:00+08:00`) + 86_400_000).toISOString()
    const basis =
      batch.type === 'construction'
        ? sql<number>`(select cast(round(coalesce(sum(e.power), 0) * 100) as bigint) from equipment e where e."stationId" = ${stationId})`
        : sql<number>`(select cast(round(coalesce(sum(o."totalPower"), 0) * 100) as bigint) from charge_orders o where o."stationId" = ${stationId} and o."startTime" >= ${from} and o."startTime" < ${to})`
    const { rows } = await sql<{
      amount: number | string
    }>`select cast((${basis} * cast(${batch.rate} as bigint) + 50) / 100 as bigint) as amount`.execute(
      server.db,
    )
    return Math.min(Number(rows[0].amount), batch.stationCap)
  }

  it('seeds every status of the subsidy flow, each station showing its application status', async () => {
    const apps = await server.db
      .selectFrom('applications as a')
      .innerJoin('subsidy_applications as s', 's.applyId', 'a.applyId')
      .select(['a.status', 's.stationId', 'a.operatorId'])
      .execute()
    for (const status of SUBSIDY_FLOW.statuses)
      expect(
        apps.some((app) => app.status === status),
        status,
      ).toBe(true)
    const expected: Record<string, number> = {
      draft: 1,
      rejected: 1,
      pending: 2,
      reviewing: 2,
      approved: 2,
      publicity: 2,
      awaiting: 3,
      paid: 4,
      refused: 5,
    }
    for (const app of apps) expect(await allowance(app.stationId)).toBe(expected[app.status])
    expect(apps.some((app) => app.operatorId === DEMO_OPERATOR_ID)).toBe(true)
    const list = await operator.get(`${BASE}/subsidy-applies`, { query: { pageSize: 100 } })
    expect(list.data.list.length).toBeGreaterThan(0)
    expect(list.data.list.every((row: { operatorId: string }) => row.operatorId === DEMO_OPERATOR_ID)).toBe(
      true,
    )
    const audits = await tianjin.get(`${BASE}/subsidy-audits`, { query: { pageSize: 100 } })
    expect(audits.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
  })

  it('computes amounts equal to an independent SQL computation, for construction and operation batches', async () => {
    // The open batches of the operator's city (Hebei's open batch is outside its scope).
    const seeded = await server.db
      .selectFrom('subsidy_batches')
      .selectAll()
      .where('status', '=', 1)
      .where('areaCode', '=', '120100')
      .execute()
    expect(seeded.map((batch) => batch.type).sort()).toEqual(['construction', 'operation'])
    for (const batch of seeded) {
      const rows = await eligible(batch.id)
      expect(rows.length).toBeGreaterThan(1)
      for (const row of rows.slice(0, 4))
        expect(row.amount, `${batch.type} ${row.stationId}`).toBe(
          await independentAmount(batch.id, row.stationId),
        )
    }
    const stored = await server.db
      .selectFrom('subsidy_applications')
      .select(['batchId', 'stationId', 'amount', 'capApplied'])
      .where('capApplied', '<>', 'operator')
      .limit(6)
      .execute()
    for (const row of stored) expect(row.amount).toBe(await independentAmount(row.batchId, row.stationId))
  })

  it('applies the station cap and then what is left of the operator cap', async () => {
    const batch = await newBatch({ stationCap: '1000.00', operatorCap: '1500.00' })
    const [first, second] = await eligible(batch.id)
    expect(first.rawAmount).toBeGreaterThan(100_000)
    expect(first).toMatchObject({ amount: 100_000, capApplied: 'station' })
    const created = await apply(batch.id, first.stationId, { amount: '99999999.00' })
    expect(created.code, created.msg).toBe(200)
    expect(created.data.fields.amount).toBe('1000.00 元')
    const after = (await eligible(batch.id)).find((row) => row.stationId === second.stationId)
    expect(after).toMatchObject({ amount: 50_000, capApplied: 'operator' })
    const stored = await server.db
      .selectFrom('subsidy_applications')
      .select('amount')
      .where('applyId', '=', created.data.applyId)
      .executeTakeFirstOrThrow()
    expect(stored.amount).toBe(100_000)
  })

  it('refuses bad batches and ineligible stations with the field named, writing nothing', async () => {
    const batches = async () => (await server.db.selectFrom('subsidy_batches').select('id').execute()).length
    const before = await batches()
    for (const [more, field] of [
      [{ rate: '-1' }, 'rate'],
      [{ rate: '0' }, 'rate'],
      [{ rate: '99999' }, 'rate'],
      [{ stationCap: '1.234' }, 'stationCap'],
      [{ operatorCap: '10', stationCap: '100' }, 'operatorCap'],
      [{ periodEnd: '2025-01-01' }, 'periodEnd'],
    ] as [Record<string, unknown>, string][]) {
      const answer = await admin.post(`${BASE}/batches`, {
        batchName: '坏批次',
        year: 2026,
        type: 'construction',
        rate: '300',
        stationCap: '500000',
        operatorCap: '3000000',
        periodStart: '2026-01-01',
        periodEnd: '2026-12-31',
        status: 1,
        ...more,
      })
      expect(answer.code, JSON.stringify(more)).toBe(400)
      expect(JSON.stringify(answer.data) + answer.msg).toContain(field)
    }
    expect(await batches()).toBe(before)
    expect((await operator.post(`${BASE}/batches`, { batchName: 'x' })).code).toBe(403)

    const batch = await newBatch()
    const apps = async () => (await server.db.selectFrom('applications').select('applyId').execute()).length
    const count = await apps()
    const foreign = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('operatorId', '<>', DEMO_OPERATOR_ID)
      .where('areaCode', 'like', '1201%')
      .executeTakeFirstOrThrow()
    const closed = await server.db
      .selectFrom('stations')
      .select('stationId')
      .where('operatorId', '=', DEMO_OPERATOR_ID)
      .where('stationStatus', '<>', 50)
      .executeTakeFirst()
    const refusedFor = async (stationId: string, pattern: RegExp) => {
      const answer = await apply(batch.id, stationId)
      expect(answer.code, stationId).toBe(400)
      expect(answer.msg).toMatch(pattern)
    }
    await refusedFor(foreign.stationId, /本企业/)
    if (closed) await refusedFor(closed.stationId, /正常使用/)
    const [station] = await eligible(batch.id)
    expect((await apply(batch.id, station.stationId)).code).toBe(200)
    await refusedFor(station.stationId, /已申请/)
    expect(await apps()).toBe(count + 1)
    const closedBatch = await server.db
      .selectFrom('subsidy_batches')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow()
    expect((await apply(closedBatch.id, station.stationId)).msg).toMatch(/截止/)
  })

  it('takes every declared step from its statuses and refuses it (409, nothing changed) from the others', async () => {
    const batch = await newBatch()
    const stations = (await eligible(batch.id)).map((row) => row.stationId)
    let next = 0
    const paths: Record<string, [string, string][]> = {
      draft: [],
      pending: [['subsidy-applies', 'submit']],
      reviewing: [
        ['subsidy-applies', 'submit'],
        ['subsidy-audits', 'district-approve'],
      ],
      approved: [
        ['subsidy-applies', 'submit'],
        ['subsidy-audits', 'district-approve'],
        ['subsidy-audits', 'city-approve'],
      ],
      rejected: [
        ['subsidy-applies', 'submit'],
        ['subsidy-audits', 'return'],
      ],
      refused: [
        ['subsidy-applies', 'submit'],
        ['subsidy-audits', 'refuse'],
      ],
    }
    const fresh = async (status: string) => {
      const created = await apply(batch.id, stations[next++])
      expect(created.code, created.msg).toBe(200)
      const applyId = created.data.applyId as string
      for (const [resource, action] of paths[status]) {
        const client = resource === 'subsidy-applies' ? operator : admin
        const answer = await step(client, resource, applyId, action, '意见')
        expect(answer.code, `${status} ${action}`).toBe(200)
      }
      return applyId
    }
    for (const status of Object.keys(paths)) {
      for (const transition of SUBSIDY_FLOW.transitions) {
        const applyId = await fresh(status)
        const resource = transition.permission.startsWith('supervise-apply')
          ? 'subsidy-applies'
          : 'subsidy-audits'
        const client = resource === 'subsidy-applies' ? operator : admin
        const before = await appRow(applyId)
        const answer = await step(client, resource, applyId, transition.action, '意见')
        const allowed = (transition.from as readonly string[]).includes(status)
        expect(answer.code, `${transition.action} from ${status}`).toBe(allowed ? 200 : 409)
        const after = await appRow(applyId)
        expect(after.status).toBe(allowed ? transition.to : before.status)
        const stationId = (
          await server.db
            .selectFrom('subsidy_applications')
            .select('stationId')
            .where('applyId', '=', applyId)
            .executeTakeFirstOrThrow()
        ).stationId
        const expected: Record<string, number> = {
          draft: 1,
          rejected: 1,
          pending: 2,
          reviewing: 2,
          approved: 2,
          refused: 5,
        }
        expect(await allowance(stationId)).toBe(expected[after.status])
      }
    }
    // The examiner's steps need supervise-audit/examine; a refusal needs an opinion.
    const pending = await fresh('pending')
    expect((await step(operator, 'subsidy-audits', pending, 'district-approve')).code).toBe(403)
    expect((await step(admin, 'subsidy-audits', pending, 'refuse')).code).toBe(400)
    expect((await step(tianjin, 'subsidy-audits', pending, 'district-approve')).code).toBe(200)
  })

  it('publishes for at least 5 working days, takes objections, then 待补贴 by the clock, then 已补贴 when paid', async () => {
    const batch = await newBatch()
    const [one, two] = (await eligible(batch.id)).map((row) => row.stationId)
    const ids: string[] = []
    for (const stationId of [one, two]) {
      const created = await apply(batch.id, stationId)
      const applyId = created.data.applyId as string
      await step(operator, 'subsidy-applies', applyId, 'submit')
      await step(admin, 'subsidy-audits', applyId, 'district-approve')
      expect((await step(admin, 'subsidy-audits', applyId, 'city-approve')).code).toBe(200)
      ids.push(applyId)
    }
    const start = today()
    const short = await addWorkingDays(server.db, addCalendarDays(start, -1), 4)
    const tooShort = await admin.post(`${BASE}/publicities`, {
      title: '测试公示',
      startDate: start,
      endDate: short,
      applyIds: ids,
    })
    expect(tooShort.code).toBe(400)
    expect(tooShort.msg).toMatch(/不少于5个工作日/)
    expect((await appRow(ids[0])).status).toBe('approved')
    const end = await addWorkingDays(server.db, addCalendarDays(start, -1), 5)
    const published = await admin.post(`${BASE}/publicities`, {
      title: '测试公示',
      startDate: start,
      endDate: end,
      applyIds: ids,
    })
    expect(published.code, published.msg).toBe(200)
    expect(published.data.workingDays).toBe(5)
    expect((await appRow(ids[0])).status).toBe('publicity')
    expect(
      (
        await admin.post(`${BASE}/publicities`, {
          title: '再次公示',
          startDate: start,
          endDate: end,
          applyIds: [ids[0]],
        })
      ).code,
    ).toBe(400)

    const objection = await admin.post(`${BASE}/publicities/${published.data.id}/objection`, {
      applyId: ids[1],
      content: '该站点实际未投运',
    })
    expect(objection.code, objection.msg).toBe(200)
    expect((await appRow(ids[1])).status).toBe('reviewing')

    // Before the end nothing settles; the day after the last day it does (moved clock, no waiting).
    const station = async (applyId: string) =>
      (
        await server.db
          .selectFrom('subsidy_applications')
          .select('stationId')
          .where('applyId', '=', applyId)
          .executeTakeFirstOrThrow()
      ).stationId
    expect((await admin.get(`${BASE}/publicities/${published.data.id}`)).data.status).toBe('active')
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
    setClockOffsetMs(days * 86_400_000)
    try {
      const settled = await admin.get(`${BASE}/publicities/${published.data.id}`)
      expect(settled.data.status).toBe('ended')
      expect((await appRow(ids[0])).status).toBe('awaiting')
      expect(await allowance(await station(ids[0]))).toBe(3)
      const late = await admin.post(`${BASE}/publicities/${published.data.id}/objection`, {
        applyId: ids[0],
        content: '迟到的异议',
      })
      expect(late.code).toBe(409)

      const { amount } = await server.db
        .selectFrom('subsidy_applications')
        .select('amount')
        .where('applyId', '=', ids[0])
        .executeTakeFirstOrThrow()
      const tooMuch = await admin.post(`${BASE}/payments`, {
        applyId: ids[0],
        amount: `${amount / 100 + 1}`,
        payDate: today(),
        voucherNo: 'PZ001',
      })
      expect(tooMuch.code).toBe(400)
      expect(
        (
          await operator.post(`${BASE}/payments`, {
            applyId: ids[0],
            amount: '1.00',
            payDate: today(),
            voucherNo: 'PZ001',
          })
        ).code,
      ).toBe(403)
      const paid = await admin.post(`${BASE}/payments`, {
        applyId: ids[0],
        amount: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
        payDate: today(),
        voucherNo: 'PZ001',
      })
      expect(paid.code, paid.msg).toBe(200)
      expect(paid.data).toMatchObject({ status: 'paid', paidAmount: amount, voucherNo: 'PZ001' })
      expect(await allowance(await station(ids[0]))).toBe(4)
      expect(
        (
          await admin.post(`${BASE}/payments`, {
            applyId: ids[0],
            amount: '1.00',
            payDate: today(),
            voucherNo: 'PZ002',
          })
        ).code,
      ).toBe(409)
      const archive = await operator.get(`/archives-management/stations/${await station(ids[0])}`)
      expect(archive.data.allowanceStatus).toBe(4)
    } finally {
      setClockOffsetMs(0)
    }
  })
})
