/**
 * The wall display's alarm ticker says the date of an alarm that is not of today (issue 44): an
 * alarm of yesterday at 23:58 must not read as one of today at 23:58. The rule is the console's
 * one (src/core/format.ts formatMoment).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { dayjs, formatMoment } from '../../../src/core/format'
import { Ticker } from '../../../src/screens/universal-services/bigscreen/panels'

const now = dayjs('2026-12-03T10:15:00')
const at = (text: string) => dayjs(text).toISOString()

describe('the ticker’s times', () => {
  it('shows the time alone today, the date and time on other days', () => {
    const html = renderToStaticMarkup(
      <Ticker
        alarms={[
          { id: 2, alarmTime: at('2026-12-03T09:01:02'), alarmLevel: 1, alarmCode: 1, stationId: 'S2' },
          { id: 1, alarmTime: at('2026-12-02T23:58:07'), alarmLevel: 2, alarmCode: 1, stationId: 'S1' },
          { id: 0, alarmTime: at('2025-12-31T08:00:00'), alarmLevel: 3, alarmCode: 1, stationId: 'S0' },
        ]}
        names={new Map()}
        now={now.toDate()}
      />,
    )
    expect(html).toContain('>09:01:02<')
    expect(html).toContain('>12-02 23:58<')
    expect(html).toContain('>2025-12-31 08:00<')
  })

  it('formatMoment: the day is the caller’s, empty or invalid input is empty', () => {
    expect(formatMoment(at('2026-12-03T00:00:00'), now)).toBe('00:00:00')
    expect(formatMoment(at('2026-12-02T23:59:59'), now)).toBe('12-02 23:59')
    expect(formatMoment(null, now)).toBe('')
    expect(formatMoment('not a time', now)).toBe('')
  })
})
