/**
 * Issue 38, item 3, the money flows and the caps (concurrency.test.ts has the rest): twenty
 * identical requests at once on SQLite and PostgreSQL make one subsidy application per station
 * and batch, keep an operator's stations within its cap, pay an application once, count a
 * target's first report once, and start at most three exports per user. Nothing here depends on
 * timing: the bursts are sent at once and only their outcomes are counted.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { exportWorkerOf } from '../../server/src/exports/runner'
import { today } from '../../server/src/kernel/clock'
import { BURST, burst, burstServer, exactlyOne, tally } from './concurrency-helpers'
import { DIALECTS } from './helpers'
import { reportingHelpers } from './reporting-helpers'
import { BASE as SUPERVISE, subsidyHelpers } from './subsidies-helpers'

describe.each(DIALECTS)('twenty identical money and capped requests at once (%s)', (dialect) => {
  const session = burstServer(dialect)

  it('subsidies: one application per station and batch out of twenty', async () => {
    const { newBatch, eligible, apply, step } = subsidyHelpers(session)
    const batch = await newBatch()
    const [first] = await eligible(batch.id)
    const same = exactlyOne(await burst(() => apply(batch.id, first.stationId)))
    const standing = await session.server.db
      .selectFrom('subsidy_applications')
      .select('applyId')
      .where('batchId', '=', batch.id)
      .where('stationId', '=', first.stationId)
      .execute()
    expect(standing.map((row) => row.applyId)).toEqual([same.data.applyId])
    // Refused, it no longer holds the station (the unique index counts standing applications).
    expect((await step(session.operator, 'subsidy-applies', same.data.applyId, 'submit')).code).toBe(200)
    expect((await step(session.admin, 'subsidy-audits', same.data.applyId, 'refuse', '材料不符')).code).toBe(
      200,
    )
    expect((await apply(batch.id, first.stationId)).code).toBe(200)
  })

  it('subsidies: twenty stations of one operator at once stay within the operator cap', async () => {
    const { newBatch, eligible, apply } = subsidyHelpers(session)

    // A batch whose operator cap is a third of what twenty stations would get on their own.
    const probe = await newBatch()
    const stations = (await eligible(probe.id)).slice(0, BURST)
    expect(stations.length).toBeGreaterThan(3)
    const alone = stations.reduce((sum, station) => sum + station.amount, 0)
    const capFen = Math.floor(alone / 3)
    const capped = await newBatch({ operatorCap: `${Math.floor(capFen / 100)}` })
    const applied = await Promise.all(stations.map((station) => apply(capped.id, station.stationId)))
    for (const answer of applied) expect(answer.code, answer.msg).toBe(200)
    const held = await session.server.db
      .selectFrom('subsidy_applications')
      .select('amount')
      .where('batchId', '=', capped.id)
      .execute()
    expect(held.reduce((sum, row) => sum + Number(row.amount), 0)).toBeLessThanOrEqual(
      Math.floor(capFen / 100) * 100,
    )
  })

  it('subsidies: one payment of an application out of twenty', async () => {
    const awaiting = await session.server.db
      .selectFrom('applications as a')
      .innerJoin('subsidy_applications as s', 's.applyId', 'a.applyId')
      .select(['a.applyId', 's.amount'])
      .where('a.status', '=', 'awaiting')
      .executeTakeFirstOrThrow()
    const amount = `${Math.floor(awaiting.amount / 100)}.${String(awaiting.amount % 100).padStart(2, '0')}`
    exactlyOne(
      await burst(() =>
        session.admin.post(`${SUPERVISE}/payments`, {
          applyId: awaiting.applyId,
          amount,
          payDate: today(),
          voucherNo: 'PZ-BURST',
        }),
      ),
      409,
    )
    const payments = await session.server.db
      .selectFrom('subsidy_payments')
      .select('id')
      .where('applyId', '=', awaiting.applyId)
      .execute()
    expect(payments).toHaveLength(1)
  })

  it('reporting: twenty first reports of a target make one application, counted once on its task', async () => {
    const { count, createIssued, targetOf, submit } = reportingHelpers(session)
    const task = await createIssued()
    const target = await targetOf(task.id, DEMO_OPERATOR_ID)
    const before = await count('applications')
    // A report may be sent again while it waits (each answer 200 or 409 as one at a time would);
    // the target has one application whatever the order.
    await burst(() => submit(target.id))
    expect(await count('applications')).toBe(before + 1)
    const counted = await session.server.db
      .selectFrom('reporting_tasks')
      .select('submittedCount')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow()
    expect(counted.submittedCount).toBe(1)
  })

  it('caps: three exports of twenty while the user has none running', async () => {
    // This server's export jobs wait until the test lets them go, so the cap is counted against
    // jobs that are surely still running (a finished job would rightly free a place). Held on this
    // server's worker alone: the server suite shares its modules between files.
    const worker = exportWorkerOf(session.server.db)
    const run = worker.run
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    worker.run = async () => {
      await held
      return 0
    }
    try {
      const answers = await burst(() => session.admin.post('/archives-management/stations/export', {}))
      expect(tally(answers)).toEqual({ 200: 3, 409: BURST - 3 })
      expect(answers.find((answer) => answer.code === 409)?.msg).toBe(
        '您已有3个导出任务正在进行或排队，请等待完成后再导出',
      )
    } finally {
      release()
      worker.run = run
    }
  })
})
