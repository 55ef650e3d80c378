/**
 * Subsidies (issue 17): amounts computed from the platform's data equal an independent SQL
 * computation, caps applied; applications limited to the operator's stations in service and not
 * yet applied for. The steps and publicity are in subsidies-publicity.test.ts.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { freezeClock, setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'
import { BASE, subsidyHelpers } from './subsidies-helpers'

describe.each(DIALECTS)('subsidies on %s', (dialect) => {
  const session = signedIn(dialect, ['admin', 'operator', 'tianjin'], {}, () => setClockOffsetMs(0))
  const { server, admin, operator, tianjin } = session
  const { newBatch, eligible, apply, allowance } = subsidyHelpers(session)

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
    // spec §5 amount: thousands commas are allowed as typed.
    const batch = await newBatch({ stationCap: '1,000.00', operatorCap: '1,500.00' })
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
      [{ stationCap: '1,00' }, 'stationCap'],
      [{ operatorCap: '10', stationCap: '100' }, 'operatorCap'],
      [{ periodEnd: '2025-01-01' }, 'periodEnd'],
      [{ applyDeadline: '2025-12-31' }, 'applyDeadline'],
      [{ applyDeadline: undefined }, 'applyDeadline'],
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
        applyDeadline: '2027-03-31',
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
  // Issue 42 (noticed on the walk): a batch whose period had ended a year before was still 申报中.
  it('closes a batch once its 申报截止日期 has ended in Beijing, whatever its stored status, refusing applications and first submissions to it', async () => {
    const deadline = today()
    const batch = await newBatch({ applyDeadline: deadline })
    // An application of the batch sent back for corrections (the seed's, moved into it).
    const sentBack = await server.db
      .selectFrom('applications as a')
      .innerJoin('subsidy_applications as s', 's.applyId', 'a.applyId')
      .select(['a.applyId', 'a.version'])
      .where('a.operatorId', '=', DEMO_OPERATOR_ID)
      .where('a.status', '=', 'rejected')
      .executeTakeFirstOrThrow()
    await server.db
      .updateTable('subsidy_applications')
      .set({ batchId: batch.id })
      .where('applyId', '=', sentBack.applyId)
      .execute()
    const [first, second] = await eligible(batch.id)
    const draft = await apply(batch.id, first.stationId)
    expect(draft.code, draft.msg).toBe(200)
    const applyId = String(draft.data.applyId)
    const shown = async () => ({
      detail: (await admin.get(`${BASE}/batches/${batch.id}`)).data.status,
      open: (await operator.get(`${BASE}/batches`, { query: { status: '1', pageSize: 100 } })).data.list.some(
        (row: { id: number }) => row.id === batch.id,
      ),
      closed: (await admin.get(`${BASE}/batches`, { query: { status: '0', pageSize: 100 } })).data.list.some(
        (row: { id: number }) => row.id === batch.id,
      ),
    })
    const lastMs = Date.parse(`${deadline}T23:59:59.999+08:00`)
    try {
      freezeClock(lastMs)
      expect(await shown()).toEqual({ detail: 1, open: true, closed: false })
      freezeClock(lastMs + 1)
      expect(await shown()).toEqual({ detail: 0, open: false, closed: true })
      const stored = await server.db
        .selectFrom('subsidy_batches')
        .select('status')
        .where('id', '=', batch.id)
        .executeTakeFirstOrThrow()
      expect(stored.status).toBe(1)
      const written = async () => ({
        apps: (await server.db.selectFrom('applications').select('applyId').execute()).length,
        steps: (await server.db.selectFrom('application_steps').select('id').execute()).length,
        draft: await server.db
          .selectFrom('applications')
          .select(['status', 'version', 'updateTime'])
          .where('applyId', '=', applyId)
          .executeTakeFirstOrThrow(),
      })
      const before = await written()
      const refusals = [
        await apply(batch.id, second.stationId),
        await operator.post(`${BASE}/subsidy-applies/${applyId}/submit`, { version: before.draft.version }),
      ]
      for (const answer of refusals) {
        expect(answer.code, answer.msg).toBe(400)
        expect(answer.data).toEqual({ batchId: '补贴批次已截止申报' })
      }
      expect(await written()).toEqual(before)
      // 重新提交 of what was submitted in time is not stranded by the deadline.
      const resubmitted = await operator.post(`${BASE}/subsidy-applies/${sentBack.applyId}/resubmit`, {
        version: sentBack.version,
      })
      expect(resubmitted.code, resubmitted.msg).toBe(200)
    } finally {
      freezeClock(null)
    }
  })
})
