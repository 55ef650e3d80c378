/**
 * supervise-fee (issue 17): stations whose price of a period is above the government's cap are
 * flagged, and flagged again when the caps change; bad caps are refused at the field with nothing
 * written; each user sees its scope.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const PERIODS = ['tip', 'peak', 'flat', 'valley'] as const

describe.each(DIALECTS)('supervise-fee on %s', (dialect) => {
  const { server, admin, operator, tianjin } = signedIn(dialect, ['admin', 'operator', 'tianjin'])

  /** The stations over a cap by the test's own reading of prices and caps. */
  async function overByHand(): Promise<string[]> {
    const caps = await server.db.selectFrom('price_caps').selectAll().execute()
    const prices = await server.db.selectFrom('station_prices').selectAll().execute()
    return prices
      .filter((row) =>
        caps.some((cap) => {
          const period = cap.period as (typeof PERIODS)[number]
          return row[`${period}Elec`] > cap.elecCap || row[`${period}Service`] > cap.serviceCap
        }),
      )
      .map((row) => row.stationId)
      .sort()
  }
  const flagged = async () =>
    (await server.db.selectFrom('station_prices').select('stationId').where('overCap', '=', 1).execute())
      .map((row) => row.stationId)
      .sort()

  it('flags the stations over a cap, and lists them by the filter within each scope', async () => {
    const over = await flagged()
    expect(over.length).toBeGreaterThan(0)
    expect(over).toEqual(await overByHand())
    const list = await admin.get('/supervise-services/fees', { query: { overCap: 1, pageSize: 100 } })
    expect(list.code, list.msg).toBe(200)
    expect(list.data.total).toBe(over.length)
    expect(list.data.list[0].overItems).not.toBe('')
    const own = await operator.get('/supervise-services/fees', { query: { pageSize: 100 } })
    expect(own.data.list.every((row: { operatorId: string }) => row.operatorId === DEMO_OPERATOR_ID)).toBe(
      true,
    )
    const city = await tianjin.get('/supervise-services/fees', { query: { pageSize: 100 } })
    expect(city.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
  })

  it('flags again when the caps change, and refuses bad caps writing nothing', async () => {
    const caps = (await admin.get('/supervise-services/price-caps')).data as {
      period: string
      elecCapText: string
      serviceCapText: string
    }[]
    expect(caps.map((cap) => cap.period)).toEqual([...PERIODS])
    const body = (service: string) => ({
      caps: caps.map((cap) => ({
        period: cap.period,
        elecCap: cap.elecCapText,
        serviceCap: cap.period === 'flat' ? service : cap.serviceCapText,
      })),
    })
    const before = await flagged()
    for (const bad of ['-1', '0', '1.23456', 'abc', '100']) {
      const answer = await admin.post('/supervise-services/price-caps', body(bad))
      expect(answer.code, bad).toBe(400)
    }
    expect(await flagged()).toEqual(before)
    expect((await operator.post('/supervise-services/price-caps', body('0.5'))).code).toBe(403)
    const lowered = await admin.post('/supervise-services/price-caps', body('0.3000'))
    expect(lowered.code, lowered.msg).toBe(200)
    const after = await flagged()
    expect(after.length).toBeGreaterThan(before.length)
    expect(after).toEqual(await overByHand())
    expect(lowered.data.flagged).toBe(after.length)
  })
  it('lists in supervise-list the stations with open issues, each naming them, within each scope', async () => {
    const list = await admin.get('/supervise-services/supervised-stations', { query: { pageSize: 100 } })
    expect(list.code, list.msg).toBe(200)
    expect(list.data.total).toBeGreaterThan(0)
    for (const row of list.data.list) expect(row.issues, row.stationId).not.toBe('')
    const over = await admin.get('/supervise-services/supervised-stations', {
      query: { overCap: 1, pageSize: 10 },
    })
    expect(over.data.list.every((row: { issues: string }) => row.issues.includes('收费超过限价'))).toBe(true)
    const subsidy = await admin.get('/supervise-services/supervised-stations', {
      query: { allowanceStatus: 3, pageSize: 10 },
    })
    expect(subsidy.data.total).toBeGreaterThan(0)
    expect(subsidy.data.list.every((row: { issues: string }) => row.issues.includes('补贴办理中'))).toBe(true)
    const city = await tianjin.get('/supervise-services/supervised-stations', { query: { pageSize: 100 } })
    expect(city.data.list.every((row: { areaCode: string }) => row.areaCode.startsWith('1201'))).toBe(true)
    const own = await operator.get('/supervise-services/supervised-stations', { query: { pageSize: 100 } })
    expect(own.data.total).toBeGreaterThan(0)
    expect(own.data.list.every((row: { operatorId: string }) => row.operatorId === DEMO_OPERATOR_ID)).toBe(
      true,
    )
  })
})
