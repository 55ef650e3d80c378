/**
 * Working-day arithmetic for feedback time limits (issue 18: "a time limit in working days (the
 * holiday calendar of the supervision issue when it exists, weekdays otherwise)").
 *
 * INTEGRATION: the holiday calendar (data-input/holidays-management) exports the same two
 * functions from `server/src/data-input/working-days.ts`. When it lands, the integrator replaces
 * the bodies below by `export { addWorkingDays, workingDaysBetween } from '../data-input/working-days'`.
 * Until then working days are Monday to Friday; `db` is unused here but kept for that signature.
 */
import type { Db } from '../db/types'

const DAY_MS = 86_400_000

function parse(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`)
  return Date.parse(`${date}T00:00:00Z`)
}

const format = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const isWeekday = (ms: number) => {
  const day = new Date(ms).getUTCDay()
  return day !== 0 && day !== 6
}

/** The date `days` working days after `start` (the start itself does not count). */
export async function addWorkingDays(_db: Db, start: string, days: number): Promise<string> {
  let ms = parse(start)
  let left = days
  while (left > 0) {
    ms += DAY_MS
    if (isWeekday(ms)) left -= 1
  }
  return format(ms)
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export async function workingDaysBetween(_db: Db, from: string, to: string): Promise<number> {
  let ms = parse(from)
  const end = parse(to)
  let count = 0
  while (ms < end) {
    ms += DAY_MS
    if (isWeekday(ms)) count += 1
  }
  return count
}
