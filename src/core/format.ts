/**
 * Display formatting of section 9 (energy, money, plates), the decimal-safe addition of
 * section 7, the period presets and the one configured dayjs.
 *
 * Import dayjs from here, not from 'dayjs', so every part uses the Simplified Chinese locale
 * with weeks starting Monday (section 1).
 */
import dayjs, { type Dayjs } from 'dayjs'
import 'dayjs/locale/zh-cn'

// zh-cn sets weekStart: 1, so startOf('week') is Monday (section 1: "week starting Monday").
dayjs.locale('zh-cn')

export { type Dayjs, dayjs }

/** Shown for a missing or non-numeric value. */
export const EMPTY_TEXT = '-'

/** Date-time display formats. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
export const DATE_FORMAT = 'YYYY-MM-DD'
export const MONTH_FORMAT = 'YYYY-MM'

type DateInput = Dayjs | Date | string | number | null | undefined

/** Format a date-time as YYYY-MM-DD HH:mm:ss; '' for empty or invalid input. */
export function formatDateTime(value: DateInput, format: string = DATETIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const d = dayjs(value)
  return d.isValid() ? d.format(format) : ''
}

/** Format a date as YYYY-MM-DD; '' for empty or invalid input. */
export const formatDate = (value: DateInput): string => formatDateTime(value, DATE_FORMAT)

/**
 * A moment said as briefly as it stays unambiguous beside `now`: HH:mm:ss today, MM-DD HH:mm on
 * another day of the year, YYYY-MM-DD HH:mm in another year; '' for empty or invalid input (the
 * wall display's alarm ticker: an alarm of yesterday must not read as one of today).
 */
export function formatMoment(value: DateInput, now: DateInput = dayjs()): string {
  if (value === null || value === undefined || value === '') return ''
  const at = dayjs(value)
  const today = dayjs(now ?? undefined)
  if (!at.isValid()) return ''
  if (at.isSame(today, 'day')) return at.format('HH:mm:ss')
  return at.format(at.isSame(today, 'year') ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  return Number.isFinite(n) ? n : undefined
}

/** Round half away from zero to `digits` decimals without binary error (1.005 → 1.01). */
export function roundTo(value: number, digits = 2): number {
  const sign = value < 0 ? -1 : 1
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`))
  return sign * Number(`${shifted}e-${digits}`)
}

/** An energy value split into display number and unit, e.g. `{ value: '5.68', unit: '万kWh' }`. */
export interface EnergyParts {
  value: string
  unit: string
}

/**
 * Energy scaled as section 9 says: below 1000 as is (up to 2 decimals, trailing zeros dropped),
 * 4-digit values in 千 and 5 or more digits in 万, both with exactly 2 decimals. A 4-digit value
 * that would round to 10.00千 (9995 and up) is shown as 1.00万 instead.
 */
export function energyParts(value: unknown, unit = 'kWh'): EnergyParts {
  const n = toNumber(value)
  if (n === undefined) return { value: EMPTY_TEXT, unit }
  const abs = Math.abs(n)
  const sign = n < 0 ? '-' : ''
  if (abs < 1000) return { value: String(roundTo(n, 2)), unit }
  const thousands = roundTo(abs / 1000, 2)
  if (abs < 10000 && thousands < 10) return { value: sign + thousands.toFixed(2), unit: `千${unit}` }
  return { value: sign + roundTo(abs / 10000, 2).toFixed(2), unit: `万${unit}` }
}

/** Energy as one text: 999 → '999kWh', 1234 → '1.23千kWh', 56789 → '5.68万kWh'. */
export function formatEnergy(value: unknown, unit = 'kWh'): string {
  const parts = energyParts(value, unit)
  return parts.value === EMPTY_TEXT ? EMPTY_TEXT : parts.value + parts.unit
}

/**
 * Money as shown: exactly 2 decimals (spec §9) with thousands separators, 1,234.50 — the way
 * spec §5's amount rule lets people type it; `thousands: false` gives the plain 1234.50.
 */
export function formatMoney(value: unknown, options: { thousands?: boolean } = {}): string {
  const n = toNumber(value)
  if (n === undefined) return EMPTY_TEXT
  const fixed = roundTo(n, 2).toFixed(2)
  if (options.thousands === false) return fixed
  const [integer, decimals] = fixed.split('.')
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`
}

/** What a figure or a cell shows where there is no data (a mean of nothing): never a false 0. */
export const NO_DATA = '—'

/**
 * A measured figure (a rate, a duration, a factor) as shown beside its unit: a whole number with
 * separators, a fraction with two decimals (1.60, not 1.6, as the report's tables print it), and
 * a value below 1 with its first four significant digits (电网排放因子 0.5366, 0.004), so a small
 * decimal never reads as 0 or "0." (issue 42 item 16).
 */
export function formatDecimal(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('zh-CN')
  const abs = Math.abs(value)
  const digits = abs < 1 ? Math.min(20, Math.max(2, decimalsOf(Number(abs.toPrecision(4))))) : 2
  return value.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** Hide the last 2 characters of a plate (section 9): 京A12345 → 京A123**. */
export function maskPlate(plate: string | null | undefined): string {
  if (!plate) return ''
  const chars = Array.from(plate)
  const keep = Math.max(0, chars.length - 2)
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep)
}

function decimalsOf(value: number): number {
  const s = String(value)
  if (/e/i.test(s)) {
    // 1e-7: the exponent gives the decimals; 1.5e-7 adds the mantissa's own.
    const [mantissa, exponent] = s.toLowerCase().split('e')
    return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent))
  }
  return s.split('.')[1]?.length ?? 0
}

/**
 * Add two numbers without floating-point error (section 7): both are scaled by 10 to the larger
 * count of decimals, added as integers and scaled back. `addNumbers(0.1, 0.2) === 0.3`.
 */
export function addNumbers(a: number | string, b: number | string): number {
  const x = Number(a)
  const y = Number(b)
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Number.NaN
  const digits = Math.min(20, Math.max(decimalsOf(x), decimalsOf(y)))
  const scale = 10 ** digits
  return (Math.round(x * scale) + Math.round(y * scale)) / scale
}

/** Keys of the period presets (section 9). */
export type PeriodKey = 'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'last12Months' | 'custom'

/** A period preset: its label, the range it stands for, and the chart granularity that fits it. */
export interface PeriodPreset {
  key: PeriodKey
  label: string
  /** Inclusive range [start of first day, end of last day] for the given moment. */
  range: (now?: Dayjs) => [Dayjs, Dayjs]
  granularity: 'hour' | 'day' | 'month'
}

const days = (now: Dayjs, back: number): [Dayjs, Dayjs] => [
  now.subtract(back, 'day').startOf('day'),
  now.endOf('day'),
]

/**
 * The period presets of section 9, in display order. The rolling ranges include today
 * (近7天 = today and the 6 days before). 近12个月 starts at the first day of the month 11 months
 * back. 自定义's range is only the starting value of the date picker: the last 30 days, the
 * default window of time-series lists (decisions: Large lists).
 */
export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  { key: 'today', label: '今日', granularity: 'hour', range: (now = dayjs()) => days(now, 0) },
  {
    key: 'yesterday',
    label: '昨日',
    granularity: 'hour',
    range: (now = dayjs()) => {
      const day = now.subtract(1, 'day')
      return [day.startOf('day'), day.endOf('day')]
    },
  },
  { key: 'last7Days', label: '近7天', granularity: 'day', range: (now = dayjs()) => days(now, 6) },
  { key: 'last30Days', label: '近30天', granularity: 'day', range: (now = dayjs()) => days(now, 29) },
  {
    key: 'last12Months',
    label: '近12个月',
    granularity: 'month',
    range: (now = dayjs()) => [now.subtract(11, 'month').startOf('month'), now.endOf('day')],
  },
  { key: 'custom', label: '自定义', granularity: 'day', range: (now = dayjs()) => days(now, 29) },
]

/** The preset of a key. */
export function periodPreset(key: PeriodKey): PeriodPreset {
  return PERIOD_PRESETS.find((preset) => preset.key === key) ?? PERIOD_PRESETS[0]
}

/** A byte count as people read it: 512 B, 106.7 KB, 3.2 MB ('-' when not a count). */
export function formatBytes(size: unknown): string {
  const bytes = Number(size)
  if (size === null || size === '' || !Number.isFinite(bytes) || bytes < 0) return '-'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
