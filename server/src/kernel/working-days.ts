/**
 * Working days (decisions: Working days): one function over the holiday calendar of
 * holidays-management, used by publicity and by every deadline counted in working days. A day is
 * a working day when it lies in a 调休上班 period, or when it is Monday to Friday and lies in no
 * 法定节假日 period. Dates are `YYYY-MM-DD` calendar days (China); nothing here reads the clock.
 */
import './holiday-table'
import type { Db } from '../db/types'

const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Milliseconds of a `YYYY-MM-DD` day at 00:00 UTC; throws on anything else. */
function dayMs(date: string): number {
  const ms = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a YYYY-MM-DD date: ${date}`)
  return ms
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** `date` moved by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  return dateOf(dayMs(date) + days * DAY_MS)
}

/** The calendar's verdict on single days between two dates (inclusive), read once. */
export async function workingDayRule(db: Db, from: string, to: string): Promise<(date: string) => boolean> {
  const periods = await db
    .selectFrom('holiday_periods')
    .select(['kind', 'startDate', 'endDate'])
    .where('startDate', '<=', to)
    .where('endDate', '>=', from)
    .execute()
  return (date) => {
    const kind = periods.find((period) => period.startDate <= date && date <= period.endDate)?.kind
    if (kind === 'workday') return true
    if (kind === 'holiday') return false
    const weekday = new Date(dayMs(date)).getUTCDay()
    return weekday !== 0 && weekday !== 6
  }
}

/** Whether a date is a working day. */
export async function isWorkingDay(db: Db, date: string): Promise<boolean> {
  dayMs(date)
  return (await workingDayRule(db, date, date))(date)
}

/**
 * The date `days` working days after `start` (`start` itself not counted; negative counts go
 * back): `addWorkingDays(db, '2026-02-13', 1)` is the first working day after 13 February.
 * `days = 0` answers `start`.
 */
export async function addWorkingDays(db: Db, start: string, days: number): Promise<string> {
  dayMs(start)
  if (!Number.isInteger(days)) throw new RangeError(`not a whole number of working days: ${days}`)
  if (days === 0) return start
  const step = days > 0 ? 1 : -1
  let left = Math.abs(days)
  let date = start
  // A window of calendar days large enough for most counts; widened when the holidays eat it.
  let span = left * 2 + 30
  while (left > 0) {
    const end = addCalendarDays(date, step * span)
    const works = await workingDayRule(db, step > 0 ? date : end, step > 0 ? end : date)
    for (let i = 0; i < span && left > 0; i++) {
      date = addCalendarDays(date, step)
      if (works(date)) left--
    }
    span *= 2
  }
  return date
}

// Weekdays (Monday to Friday) among the days numbered 0…n-1 from 1970-01-01, a Thursday: whole
// weeks hold five, and a week's first r days (Thursday, Friday, Saturday, …) hold PREFIX[r].
const PREFIX = [0, 1, 2, 2, 2, 3, 4, 5]
const weekdaysBefore = (n: number) => 5 * Math.floor(n / 7) + PREFIX[((n % 7) + 7) % 7]
/** Monday-to-Friday days from day number `a` to `b` inclusive (0 when `b < a`). */
const weekdaysIn = (a: number, b: number) => (b < a ? 0 : weekdaysBefore(b + 1) - weekdaysBefore(a))

/**
 * Working days after `from` up to and including `to` (so that
 * `workingDaysBetween(db, d, await addWorkingDays(db, d, n)) === n`); negative when `to` is
 * before `from`. A period from S to E inclusive has `workingDaysBetween(db, S - 1 day, E)`.
 * Counted arithmetically (issue 38, item 2): the weekdays of the range by formula, then each
 * calendar period inside it corrects its own days — O(periods), never O(days), so no range a
 * request may send holds the event loop (9999-12-31 used to count 2.9 million days one by one).
 * Periods never overlap (holidays-management refuses it), so each day is corrected at most once.
 */
export async function workingDaysBetween(db: Db, from: string, to: string): Promise<number> {
  const a = dayMs(from)
  const b = dayMs(to)
  if (a === b) return 0
  const [low, high, sign] = a < b ? [from, to, 1] : [to, from, -1]
  const first = dayMs(low) / DAY_MS + 1
  const last = dayMs(high) / DAY_MS
  const periods = await db
    .selectFrom('holiday_periods')
    .select(['kind', 'startDate', 'endDate'])
    .where('startDate', '<=', high)
    .where('endDate', '>', low)
    .execute()
  let count = weekdaysIn(first, last)
  for (const period of periods) {
    const start = Math.max(first, dayMs(period.startDate) / DAY_MS)
    const end = Math.min(last, dayMs(period.endDate) / DAY_MS)
    if (end < start) continue
    const weekdays = weekdaysIn(start, end)
    // A 法定节假日 takes its weekdays off; a 调休上班 period makes its weekend days work.
    count +=
      period.kind === 'holiday' ? -weekdays : period.kind === 'workday' ? end - start + 1 - weekdays : 0
  }
  return sign * count
}
