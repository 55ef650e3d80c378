/**
 * Scoring periods (domain.md: Operator / station scoring): a month `2026-10`, a quarter `2026-Q3`
 * or a year `2026`, their first and last days, the period before, and the periods that have ended
 * by a day. Framework-free: console and server share it.
 */
export type PeriodType = 'month' | 'quarter' | 'year'

const PATTERNS: Record<PeriodType, RegExp> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarter: /^(\d{4})-Q([1-4])$/,
  year: /^(\d{4})$/,
}

/** The type of a period key, or null when it is none. */
export function periodTypeOf(key: string): PeriodType | null {
  return (Object.keys(PATTERNS) as PeriodType[]).find((type) => PATTERNS[type].test(key)) ?? null
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (value: number) => String(value).padStart(2, '0')

/** First and last day (YYYY-MM-DD) of a period. */
export function periodRange(key: string): { start: string; end: string } {
  const type = periodTypeOf(key)
  const year = Number(key.slice(0, 4))
  if (type === 'month') {
    const month = Number(key.slice(5, 7))
    return { start: `${key}-01`, end: `${key}-${pad(lastDay(year, month))}` }
  }
  if (type === 'quarter') {
    const first = (Number(key.slice(6)) - 1) * 3 + 1
    return {
      start: `${year}-${pad(first)}-01`,
      end: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}`,
    }
  }
  return { start: `${year}-01-01`, end: `${year}-12-31` }
}

/** The period of the same type before `key`. */
export function previousPeriod(key: string): string {
  const type = periodTypeOf(key)
  const year = Number(key.slice(0, 4))
  if (type === 'month') {
    const month = Number(key.slice(5, 7))
    return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`
  }
  if (type === 'quarter') {
    const quarter = Number(key.slice(6))
    return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`
  }
  return String(year - 1)
}

/** The last `count` periods of a type that have ended before `day`, latest first. */
export function endedPeriods(type: PeriodType, day: string, count: number): string[] {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  let key =
    type === 'month'
      ? previousPeriod(`${year}-${pad(month)}`)
      : type === 'quarter'
        ? previousPeriod(`${year}-Q${Math.floor((month - 1) / 3) + 1}`)
        : String(year - 1)
  const list: string[] = []
  for (let index = 0; index < count; index += 1) {
    list.push(key)
    key = previousPeriod(key)
  }
  return list
}

/** A period as the console shows it: 2026年10月, 2026年第3季度, 2026年度. */
export function periodLabel(key: string): string {
  const type = periodTypeOf(key)
  if (type === 'month') return `${key.slice(0, 4)}年${Number(key.slice(5, 7))}月`
  if (type === 'quarter') return `${key.slice(0, 4)}年第${key.slice(6)}季度`
  return `${key}年度`
}
