/**
 * Subsidies and the data scope (issue 17: "every screen shows seeded data for admin and scoped data
 * for tianjin and operator"; decisions: Data scope): the application, audit, publicity and payment
 * lists give admin every seeded row, the city user Tianjin's (fewer: Hebei's are seeded too) and
 * the operator its own company's in Tianjin, each total equal to the test's own count; another
 * city's or another operator's record answers 记录不存在, and a step, a publication or a payment on
 * it is refused with nothing written.
 */
import { type SqlBool, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { today } from '../../server/src/kernel/clock'
import { addCalendarDays } from '../../server/src/kernel/working-days'
import { type ApiClient, DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BASE = '/supervise-services'

interface Row {
  applyId?: string
  id?: number
  areaCode: string
  operatorId?: string
}

describe.each(DIALECTS)('subsidies and the data scope on %s', (dialect) => {
  const { server, ...clients } = signedIn(dialect, ['admin', 'tianjin', 'operator'])

  /** The scope conditions of each account over an area column and an operator column. */
  const scopes = {
    admin: () => sql<SqlBool>`1 = 1`,
    tianjin: (area: string) => sql<SqlBool>`${sql.ref(area)} like '1201%'`,
    operator: (area: string, operator?: string) =>
      operator
        ? sql<SqlBool>`${sql.ref(area)} like '1201%' and ${sql.ref(operator)} = ${DEMO_OPERATOR_ID}`
        : sql<SqlBool>`${sql.ref(area)} like '1201%'`,
  }
  /** The lists, the statuses each shows (null: all) and whether a company sees only its own. */
  const LISTS = [
    { resource: 'subsidy-applies', statuses: null, own: true, users: ['admin', 'tianjin', 'operator'] },
    {
      resource: 'subsidy-audits',
      statuses: ['pending', 'reviewing', 'approved', 'rejected', 'refused', 'publicity', 'awaiting', 'paid'],
      own: true,
      users: ['admin', 'tianjin'],
    },
    {
      resource: 'subsidies',
      statuses: ['awaiting', 'paid'],
      own: true,
      users: ['admin', 'tianjin', 'operator'],
    },
  ] as const

  const list = async (client: ApiClient, resource: string) => {
    const answer = await client.get(`${BASE}/${resource}`, { query: { pageSize: 100 } })
    expect(answer.code, `${resource} ${answer.msg}`).toBe(200)
    return answer.data as { total: number; list: Row[] }
  }
  const countApps = async (user: keyof typeof scopes, statuses: readonly string[] | null) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from applications a
      where a.flow = 'subsidy' and ${scopes[user]('a.areaCode', 'a.operatorId')}
      ${statuses ? sql`and a.status in (${sql.join(statuses.map((status) => sql`${status}`))})` : sql``}`.execute(
      server.db,
    )
    return Number(rows[0].n)
  }
  const inScope = (user: keyof typeof scopes, row: Row, own: boolean) =>
    user === 'admin' ||
    (row.areaCode.startsWith('1201') && (user === 'tianjin' || !own || row.operatorId === DEMO_OPERATOR_ID))

  it('lists every seeded row to admin, Tianjin to tianjin and its own company to operator', async () => {
    for (const { resource, statuses, own, users } of LISTS) {
      const totals: number[] = []
      for (const user of users) {
        const { total, list: rows } = await list(clients[user], resource)
        expect(total, `${user} ${resource}`).toBe(await countApps(user, statuses))
        expect(total, `${user} ${resource}`).toBeGreaterThan(0)
        expect(rows.length).toBe(total)
        for (const row of rows)
          expect(inScope(user, row, own), `${user} ${resource} ${row.applyId}`).toBe(true)
        totals.push(total)
      }
      // Hebei's rows are admin's only; operator's are fewer than the city's.
      for (let index = 1; index < totals.length; index++)
        expect(totals[index]).toBeLessThan(totals[index - 1])
    }
    expect((await clients.operator.get(`${BASE}/subsidy-audits`)).code).toBe(403)
    const publicities = await server.db.selectFrom('subsidy_publicities').select(['id', 'areaCode']).execute()
    const tianjinOnes = publicities.filter((row) => row.areaCode.startsWith('1201'))
    expect(tianjinOnes.length).toBeGreaterThan(0)
    expect(tianjinOnes.length).toBeLessThan(publicities.length)
    for (const [user, expected] of [
      ['admin', publicities],
      ['tianjin', tianjinOnes],
      ['operator', tianjinOnes],
    ] as const) {
      const shown = await list(clients[user], 'publicities')
      expect(shown.list.map((row) => row.id).sort(), user).toEqual(expected.map((row) => row.id).sort())
    }
  })

  it("answers 记录不存在 for another city's and another operator's records, and refuses acting on them", async () => {
    const pick = async (where: ReturnType<typeof sql<SqlBool>>, status?: string) =>
      await server.db
        .selectFrom('applications as a')
        .select(['a.applyId', 'a.version', 'a.status'])
        .where('a.flow', '=', 'subsidy')
        .where(where)
        .$if(!!status, (query) => query.where('a.status', '=', status ?? ''))
        .orderBy('a.applyId')
        .executeTakeFirstOrThrow()
    const hebei = sql<SqlBool>`${sql.ref('a.areaCode')} like '13%'`
    const otherOperator = sql<SqlBool>`${sql.ref('a.areaCode')} like '1201%' and ${sql.ref('a.operatorId')} <> ${DEMO_OPERATOR_ID}`
    const notFound = async (client: ApiClient, path: string) => {
      const answer = await client.get(`${BASE}/${path}`)
      expect(answer.code, path).not.toBe(200)
      expect(answer.msg, path).toMatch(/不存在/)
    }
    for (const status of ['pending', 'awaiting', 'paid']) {
      const foreign = await pick(hebei, status)
      await notFound(clients.tianjin, `subsidy-applies/${foreign.applyId}`)
      await notFound(clients.tianjin, `subsidy-audits/${foreign.applyId}`)
      const own = await pick(otherOperator, status)
      await notFound(clients.operator, `subsidy-applies/${own.applyId}`)
      expect((await clients.admin.get(`${BASE}/subsidy-applies/${foreign.applyId}`)).code).toBe(200)
    }
    for (const status of ['awaiting', 'paid']) {
      await notFound(clients.tianjin, `subsidies/${(await pick(hebei, status)).applyId}`)
      await notFound(clients.operator, `subsidies/${(await pick(otherOperator, status)).applyId}`)
    }
    const hebeiPublicity = await server.db
      .selectFrom('subsidy_publicities')
      .select('id')
      .where('areaCode', 'like', '13%')
      .executeTakeFirstOrThrow()
    await notFound(clients.tianjin, `publicities/${hebeiPublicity.id}`)
    await notFound(clients.operator, `publicities/${hebeiPublicity.id}`)

    // Acting on Hebei's records as tianjin: a review step, a publication, a payment; nothing changes.
    const snapshot = async () => ({
      apps: await server.db.selectFrom('applications').select(['applyId', 'status', 'version']).execute(),
      steps: (await server.db.selectFrom('application_steps').select('applyId').execute()).length,
      publicities: (await server.db.selectFrom('subsidy_publicities').select('id').execute()).length,
      payments: (await server.db.selectFrom('subsidy_payments').select('id').execute()).length,
    })
    const before = await snapshot()
    const pending = await pick(hebei, 'pending')
    const step = await clients.tianjin.post(`${BASE}/subsidy-audits/${pending.applyId}/district-approve`, {
      version: pending.version,
    })
    expect(step.msg).toMatch(/不存在/)
    const approved = await pick(hebei, 'approved')
    const published = await clients.tianjin.post(`${BASE}/publicities`, {
      title: '跨区公示',
      startDate: today(),
      endDate: addCalendarDays(today(), 14),
      applyIds: [approved.applyId],
    })
    expect(published.code).toBe(400)
    expect(published.msg).toMatch(/不存在或无权操作/)
    const awaiting = await pick(hebei, 'awaiting')
    const paid = await clients.tianjin.post(`${BASE}/payments`, {
      applyId: awaiting.applyId,
      amount: '1.00',
      payDate: today(),
      voucherNo: 'PZ-CROSS',
    })
    expect(paid.code).toBe(400)
    expect(paid.msg).toMatch(/不存在或无权操作/)
    const foreignOwn = await pick(otherOperator, 'draft')
    const submitted = await clients.operator.post(`${BASE}/subsidy-applies/${foreignOwn.applyId}/submit`, {
      version: foreignOwn.version,
    })
    expect(submitted.msg).toMatch(/不存在/)
    expect(await snapshot()).toEqual(before)
  })
})
