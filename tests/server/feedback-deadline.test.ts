/**
 * Working days of feedback time limits (issue 18): weekdays only until the holiday calendar
 * lands (server/src/feedback/deadline.ts); the dates avoid public holidays and 调休 weekends, so
 * the same answers hold with the calendar.
 */
import { describe, expect, it } from 'vitest'
import { addWorkingDays, workingDaysBetween } from '../../server/src/feedback/deadline'

describe('working days (weekdays until the holiday calendar lands)', () => {
  const db = {} as never
  it('adds working days over weekends, the start not counting', async () => {
    // 2026-11-20 is a Friday; 11-23 Monday. No public holiday or 调休 near these dates.
    expect(await addWorkingDays(db, '2026-11-20', 1)).toBe('2026-11-23')
    expect(await addWorkingDays(db, '2026-11-18', 3)).toBe('2026-11-23')
    expect(await addWorkingDays(db, '2026-11-21', 1)).toBe('2026-11-23')
    expect(await addWorkingDays(db, '2026-11-23', 5)).toBe('2026-11-30')
    expect(await addWorkingDays(db, '2026-11-23', 0)).toBe('2026-11-23')
  })
  it('counts working days after from up to and including to', async () => {
    expect(await workingDaysBetween(db, '2026-11-20', '2026-11-23')).toBe(1)
    expect(await workingDaysBetween(db, '2026-11-16', '2026-11-27')).toBe(9)
    expect(await workingDaysBetween(db, '2026-11-27', '2026-11-20')).toBe(0)
  })
})
