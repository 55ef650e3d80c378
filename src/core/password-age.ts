/**
 * The password's age (section 4, section 9): a password never changed since the account was
 * created, or last changed more than 30 days ago, is stale and the session prompts for a new one.
 */
import type { UserDates } from './api'
import { dayjs } from './format'

/** Section 9: password age limit. */
export const PASSWORD_MAX_AGE_DAYS = 30

function toTime(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const time = dayjs(value).valueOf()
  return Number.isNaN(time) ? undefined : time
}

/**
 * Whether the password is stale (section 4): lastResetPwdTime equals createTime (never changed)
 * or is more than 30 days before `now`. Exactly 30 days is not stale yet.
 */
export function isPasswordStale(dates: UserDates | null | undefined, now: number = Date.now()): boolean {
  if (!dates) return false
  const created = toTime(dates.createTime)
  const lastReset = toTime(dates.lastResetPwdTime)
  if (lastReset === undefined) return created !== undefined
  if (created !== undefined && created === lastReset) return true
  return now - lastReset > PASSWORD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000
}
