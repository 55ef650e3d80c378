/**
 * China-time days and the period presets of section 9 on the server: a preset (or a custom
 * start/end) becomes an inclusive range of YYYY-MM-DD days, the same days the order list's time
 * window covers, so a dashboard's figures and the list agree.
 */

import { nowMs } from '../kernel/clock'
import { ApiError, CODES } from '../kernel/errors'

const CHINA_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** The China-time day (YYYY-MM-DD) of an instant. */
export function chinaDay(at: number | Date): string {
  const ms = typeof at === 'number' ? at : at.getTime()
  return new Date(ms + CHINA_MS).toISOString().slice(0, 10)
}

/** The China-time day and hour (YYYY-MM-DDTHH) of a UTC hour written the same way. */
export function chinaHourOf(utcHour: string): string {
  return new Date(Date.parse(`${utcHour}:00:00Z`) + CHINA_MS).toISOString().slice(0, 13)
}

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `start` to `end` inclusive. */
export function dayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
}

/** The UTC instant where a China-time day begins (ISO text, as times are stored). */
export function dayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_MS).toISOString()
}

/** The instants of China-time days `start` … `end` as ISO times: [from, to). */
export function instantsOf(start: string, end: string): [from: string, to: string] {
  return [dayStartIso(start), dayStartIso(addDays(end, 1))]
}

/** A resolved period. */
export interface Period {
  start: string
  end: string
  granularity: 'hour' | 'day' | 'month'
}

/** Longest custom period (a year and a day, like the order list's window). */
export const MAX_PERIOD_DAYS = 366

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** Resolve `period` (section 9 presets) or `custom` with `from`/`to` at the moment `now`. */
export function resolvePeriod(
  query: { period?: string; from?: string; to?: string },
  now: number = nowMs(),
): Period {
  const today = chinaDay(now)
  switch (query.period ?? 'last30Days') {
    case 'today':
      return { start: today, end: today, granularity: 'hour' }
    case 'yesterday': {
      const day = addDays(today, -1)
      return { start: day, end: day, granularity: 'hour' }
    }
    case 'last7Days':
      return { start: addDays(today, -6), end: today, granularity: 'day' }
    case 'last30Days':
      return { start: addDays(today, -29), end: today, granularity: 'day' }
    case 'last12Months': {
      const back = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`))
      back.setUTCMonth(back.getUTCMonth() - 11)
      return { start: back.toISOString().slice(0, 10), end: today, granularity: 'month' }
    }
    default: {
      const { from: start, to: end } = query
      if (!start || !DAY_RE.test(start) || Number.isNaN(Date.parse(start)))
        throw new ApiError(CODES.badInput, '开始日期格式应为YYYY-MM-DD', { from: '请选择开始日期' })
      if (!end || !DAY_RE.test(end) || Number.isNaN(Date.parse(end)))
        throw new ApiError(CODES.badInput, '结束日期格式应为YYYY-MM-DD', { to: '请选择结束日期' })
      if (end < start)
        throw new ApiError(CODES.badInput, '结束日期不能早于开始日期', { to: '结束日期不能早于开始日期' })
      if (dayCount(start, end) > MAX_PERIOD_DAYS)
        throw new ApiError(CODES.badInput, '统计周期最长366天', { to: '统计周期最长366天' })
      const days = dayCount(start, end)
      return { start, end, granularity: days <= 1 ? 'hour' : days > 62 ? 'month' : 'day' }
    }
  }
}
