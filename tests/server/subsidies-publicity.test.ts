import { describe, expect, it } from 'vitest'
import { setClockOffsetMs, today } from '../../server/src/kernel/clock'
import { addCalendarDays, addWorkingDays } from '../../server/src/kernel/working-days'
import { SUBSIDY_FLOW } from '../../src/core/domain/flows-supervise'
import { formatMoney } from '../../src/core/format'
import { DIALECTS, serverWith } from './helpers'
import { BASE, subsidyHelpers } from './subsidies-helpers'

describe.each(DIALECTS)('subsidies on %s', (dialect) => {
  const session = serverWith(dialect, ['admin', 'operator', 'tianjin'], () => setClockOffsetMs(0))
  const { newBatch, eligible, apply, appRow, allowance, stationOf, step } = subsidyHelpers(session)

  // About a hundred creates and steps: a generous bound for a busy machine (no speed is asserted).
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
    // Two people review (issue 38): admin the district level, tianjin the rest.
    const clientOf = (resource: string, action: string) =>
      resource === 'subsidy-applies'
        ? session.operator
        : action === 'district-approve'
          ? session.admin
          : session.tianjin
    const fresh = async (status: string) => {
      const created = await apply(batch.id, stations[next++])
      expect(created.code, created.msg).toBe(200)
      const applyId = created.data.applyId as string
      for (const [resource, action] of paths[status]) {
        const client = clientOf(resource, action)
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
        const client = clientOf(resource, transition.action)
        const before = await appRow(applyId)
        const answer = await step(client, resource, applyId, transition.action, '意见')
        const allowed = (transition.from as readonly string[]).includes(status)
        expect(answer.code, `${transition.action} from ${status}`).toBe(allowed ? 200 : 409)
        const after = await appRow(applyId)
        expect(after.status).toBe(allowed ? transition.to : before.status)
        const stationId = await stationOf(applyId)
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
    expect((await step(session.operator, 'subsidy-audits', pending, 'district-approve')).code).toBe(403)
    expect((await step(session.admin, 'subsidy-audits', pending, 'refuse')).code).toBe(400)
    expect((await step(session.tianjin, 'subsidy-audits', pending, 'district-approve')).code).toBe(200)
  }, 360_000)

  it('publishes for at least 5 working days, takes objections, then 待补贴 by the clock, then 已补贴 when paid', async () => {
    const batch = await newBatch()
    const [one, two] = (await eligible(batch.id)).map((row) => row.stationId)
    const ids: string[] = []
    for (const stationId of [one, two]) {
      const created = await apply(batch.id, stationId)
      const applyId = created.data.applyId as string
      await step(session.operator, 'subsidy-applies', applyId, 'submit')
      await step(session.admin, 'subsidy-audits', applyId, 'district-approve')
      expect((await step(session.tianjin, 'subsidy-audits', applyId, 'city-approve')).code).toBe(200)
      ids.push(applyId)
    }
    const start = today()
    const short = await addWorkingDays(session.server.db, addCalendarDays(start, -1), 4)
    const tooShort = await session.admin.post(`${BASE}/publicities`, {
      title: '测试公示',
      startDate: start,
      endDate: short,
      applyIds: ids,
    })
    expect(tooShort.code).toBe(400)
    expect(tooShort.msg).toMatch(/不少于5个工作日/)
    expect((await appRow(ids[0])).status).toBe('approved')
    const end = await addWorkingDays(session.server.db, addCalendarDays(start, -1), 5)
    const published = await session.admin.post(`${BASE}/publicities`, {
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
        await session.admin.post(`${BASE}/publicities`, {
          title: '再次公示',
          startDate: start,
          endDate: end,
          applyIds: [ids[0]],
        })
      ).code,
    ).toBe(400)

    const objection = await session.admin.post(`${BASE}/publicities/${published.data.id}/objection`, {
      applyId: ids[1],
      content: '该站点实际未投运',
    })
    expect(objection.code, objection.msg).toBe(200)
    expect((await appRow(ids[1])).status).toBe('reviewing')

    // Before the end nothing settles; the day after the last day it does (moved clock, no waiting).
    expect((await session.admin.get(`${BASE}/publicities/${published.data.id}`)).data.status).toBe('active')
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
    setClockOffsetMs(days * 86_400_000)
    try {
      const settled = await session.admin.get(`${BASE}/publicities/${published.data.id}`)
      expect(settled.data.status).toBe('ended')
      expect((await appRow(ids[0])).status).toBe('awaiting')
      expect(await allowance(await stationOf(ids[0]))).toBe(3)
      const late = await session.admin.post(`${BASE}/publicities/${published.data.id}/objection`, {
        applyId: ids[0],
        content: '迟到的异议',
      })
      expect(late.code).toBe(409)

      const { amount } = await session.server.db
        .selectFrom('subsidy_applications')
        .select('amount')
        .where('applyId', '=', ids[0])
        .executeTakeFirstOrThrow()
      const tooMuch = await session.admin.post(`${BASE}/payments`, {
        applyId: ids[0],
        amount: `${amount / 100 + 1}`,
        payDate: today(),
        voucherNo: 'PZ001',
      })
      expect(tooMuch.code).toBe(400)
      expect(
        (
          await session.operator.post(`${BASE}/payments`, {
            applyId: ids[0],
            amount: '1.00',
            payDate: today(),
            voucherNo: 'PZ001',
          })
        ).code,
      ).toBe(403)
      // As the console shows and people type it (spec §5 amount: thousands commas allowed).
      const typed = formatMoney(amount / 100)
      expect(typed).toContain(',')
      const paid = await session.admin.post(`${BASE}/payments`, {
        applyId: ids[0],
        amount: typed,
        payDate: today(),
        voucherNo: 'PZ001',
      })
      expect(paid.code, paid.msg).toBe(200)
      expect(paid.data).toMatchObject({ status: 'paid', paidAmount: amount, voucherNo: 'PZ001' })
      expect(await allowance(await stationOf(ids[0]))).toBe(4)
      expect(
        (
          await session.admin.post(`${BASE}/payments`, {
            applyId: ids[0],
            amount: '1.00',
            payDate: today(),
            voucherNo: 'PZ002',
          })
        ).code,
      ).toBe(409)
      const archive = await session.operator.get(`/archives-management/stations/${await stationOf(ids[0])}`)
      expect(archive.data.allowanceStatus).toBe(4)
    } finally {
      setClockOffsetMs(0)
    }
  })
})
