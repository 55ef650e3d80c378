/**
 * A closed month's report is computed from history and fixed when first read after the month
 * closed (issue 42 item 10; report-statistics/fixed-months.ts): printed twice with the
 * connectors' live status and the alarms' handling changed in between, it shows the same figures;
 * its fault rate is the connectors' time in fault during the month (the status history), not
 * their status at the moment of printing.
 */
import { describe, expect, it } from 'vitest'
import { addDays, dayStartIso } from '../../server/src/stats/days'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const REPORT = '/report-statistics/month-far/report'
type Section = { key: string; totals: { key: string; label: string; value: number }[] }

/** Last month (China time): its name, first instant and the instant after it. */
function lastMonth() {
  const now = new Date(Date.now() + 8 * 3_600_000)
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const month = first.toISOString().slice(0, 7)
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10)
  return { month, from: dayStartIso(`${month}-01`), to: dayStartIso(next), end: addDays(next, -1) }
}

describe.each(DIALECTS)("a closed month's report on %s", (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  const faultFigure = (sections: Section[]) =>
    sections.find((section) => section.key === 'alarms')?.totals.find((figure) => figure.key === 'faultRate')

  it('shows the same figures at every print while live status and alarm handling change', async () => {
    const { month, from, to } = lastMonth()
    // Every connector reports a fault now: a figure read from live status would be 100 %.
    await server.db.updateTable('connectors').set({ status: 255 }).execute()
    const first = await admin.get(REPORT, { query: { month } })
    expect(first.code, first.msg).toBe(200)

    // The month's fault rate from the status history, computed here: time in fault ÷ time recorded.
    const intervals = await server.db
      .selectFrom('connector_status_history')
      .select(['status', 'startTime', 'endTime'])
      .where('startTime', '<', to)
      .execute()
    let recorded = 0
    let fault = 0
    for (const row of intervals) {
      const end = row.endTime === null ? Date.parse(to) : Math.min(Date.parse(row.endTime), Date.parse(to))
      const length = end - Math.max(Date.parse(row.startTime), Date.parse(from))
      if (length <= 0) continue
      recorded += length
      if (row.status === 255) fault += length
    }
    const shown = faultFigure(first.data.sections)
    expect(shown?.label).toBe('月均故障率')
    expect(shown?.value).toBeCloseTo((fault / recorded) * 100, 1)
    expect(shown?.value).toBeLessThan(50)

    // Between the prints: the connectors recover and every alarm of the month is handled.
    await server.db.updateTable('connectors').set({ status: 1 }).execute()
    const handled = await server.db
      .updateTable('alarms')
      .set({ alarmStatus: 0, recoveryTime: new Date().toISOString(), disposeTime: new Date().toISOString() })
      .where('alarmTime', '>=', from)
      .where('alarmTime', '<', to)
      .where('disposeTime', 'is', null)
      .executeTakeFirst()
    expect(Number(handled.numUpdatedRows)).toBeGreaterThan(0)
    const second = await admin.get(REPORT, { query: { month } })
    expect(second.code).toBe(200)
    expect(second.data).toEqual(first.data)
  })
})
