/**
 * The validators of section 5, framework-free (the server validates with the same functions).
 *
 * Every `is*` check takes any value and answers a boolean. Checks other than `isEmpty` do not
 * judge emptiness (a blank optional field passes `rule(...)`); required-ness is a separate rule.
 * `rule(name)` (validator-rules.ts) turns a check into an antd-compatible `{ validator }` object.
 */

/** Province abbreviations that open a Chinese plate, plus 使/领 of embassy plates. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领'
/** Plate letters: A–Z without I and O (GA 36). */
const L = 'A-HJ-NP-Z'

/** The regular expressions behind the checks (section 5 table). */
export const PATTERNS = {
  /** 11 digits: 1, then 2–9, then 9 digits. */
  mobile: /^1[2-9]\d{9}$/,
  email:
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  /** decisions: idCard — 17 digits then a digit or X (the birth date is checked separately). */
  idCard: /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/,
  /** Ordinary plate, 7 characters: 京A12345, 津B1234学. */
  carNoOrdinary: new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳]$`),
  /** New-energy plate, 8 characters: D/F third (small cars, 京AD12345) or last (large, 京A12345D). */
  carNoNewEnergy: new RegExp(`^[${PROVINCES}][${L}](?:[DF][${L}0-9]\\d{4}|\\d{5}[DF])$`),
  /** Positive amount: thousands commas optional, up to 2 decimals; or 0.x with up to 2 decimals. */
  amount: /^(?:(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(?:\.\d{1,2})?|0\.(?:[1-9]\d?|0[1-9]))$/,
  /** Area code 3–4 digits, dash, 7–8 digits, optional dash and 3–4 digit extension. */
  landline: /^\d{3,4}-\d{7,8}(?:-\d{3,4})?$/,
  url: /^(?:https?|ftp):\/\/[^\s/$.?#][^\s]*$/i,
  /** YYYY-MM-DD or YYYY/MM/DD, optionally with HH:mm or HH:mm:ss. */
  date: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/,
  /** ISO 8601 calendar date, optionally with a time and zone. */
  isoDate:
    /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
  number: /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/,
  digits: /^\d+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  letters: /^[A-Za-z]+$/,
  alnum: /^[A-Za-z0-9]+$/,
  /** Image extensions of section 1 (header avatar), before any query or hash. */
  imageUrl: /\.(?:jpe?g|png|gif|bmp|webp|svg|tiff?)(?:[?#].*)?$/i,
} as const

/** Limits of section 9. */
export const LIMITS = { emailMax: 320, urlMax: 2048, codeLength: 6, mobileLength: 11 } as const

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function test(pattern: RegExp, value: unknown): boolean {
  const s = text(value)
  return s !== undefined && pattern.test(s)
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Mobile number: 11 digits, 1 then 2–9 (section 5). */
export const isMobile = (value: unknown): boolean => test(PATTERNS.mobile, value)

/** E-mail address: standard pattern, at most 320 characters (section 5). */
export const isEmail = (value: unknown): boolean => {
  const s = text(value)
  return s !== undefined && s.length <= LIMITS.emailMax && PATTERNS.email.test(s)
}

/** National ID: 18 characters, 17 digits then a digit or X, a real birth date not in the future. */
export function isIdCard(value: unknown): boolean {
  const match = text(value)?.match(PATTERNS.idCard)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1900 || !isCalendarDate(year, month, day)) return false
  return new Date(year, month - 1, day).getTime() <= Date.now()
}

/** Plate number: 7 characters (ordinary) or 8 (new-energy, D/F in its place) (section 5). */
export const isCarNo = (value: unknown): boolean =>
  test(PATTERNS.carNoOrdinary, value) || test(PATTERNS.carNoNewEnergy, value)

/** Positive amount with optional thousands commas and up to 2 decimals, or 0.x (section 5). */
export const isAmount = (value: unknown): boolean => test(PATTERNS.amount, value)

/** Landline: 022-12345678, 0311-1234567-123 (section 5). */
export const isLandline = (value: unknown): boolean => test(PATTERNS.landline, value)

/** Exactly `length` digits, default 6 (section 5). */
export function isCode(value: unknown, length: number = LIMITS.codeLength): boolean {
  const s = text(value)
  return s !== undefined && s.length === length && PATTERNS.digits.test(s)
}

/** http(s) or ftp URL of at most 2048 characters (section 5). */
export const isUrl = (value: unknown): boolean => {
  const s = text(value)
  return s !== undefined && s.length <= LIMITS.urlMax && PATTERNS.url.test(s)
}

/** A real calendar date, YYYY-MM-DD or YYYY/MM/DD, optionally with a time. */
export function isDate(value: unknown): boolean {
  const m = text(value)?.match(PATTERNS.date)
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** A real ISO 8601 date: 2026-11-22 or 2026-11-22T08:00:00+08:00. */
export function isIsoDate(value: unknown): boolean {
  const m = text(value)?.match(PATTERNS.isoDate)
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** A decimal number, optionally signed: -1, 2.5, .5. */
export const isNumber = (value: unknown): boolean => test(PATTERNS.number, value)
/** Digits only. */
export const isDigits = (value: unknown): boolean => test(PATTERNS.digits, value)
/** Chinese characters only. */
export const isChinese = (value: unknown): boolean => test(PATTERNS.chinese, value)
/** Latin letters only. */
export const isLetters = (value: unknown): boolean => test(PATTERNS.letters, value)
/** Latin letters and digits only. */
export const isAlnum = (value: unknown): boolean => test(PATTERNS.alnum, value)

/** A JSON text of an object or array (a bare number or string is not a "JSON string" here). */
export function isJsonString(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** Whether a URL names an image: jpg, jpeg, png, gif, bmp, webp, svg, tif, tiff (section 1). */
export const isImageUrl = (value: unknown): boolean => {
  const s = text(value)
  return s !== undefined && s.trim() !== '' && PATTERNS.imageUrl.test(s.trim())
}

/** A number (or numeric text) within [min, max], inclusive. */
export function inRange(value: unknown, min: number, max: number): boolean {
  const s = text(value)
  if (s === undefined || !PATTERNS.number.test(s)) return false
  const n = Number(s)
  return n >= min && n <= max
}

/** A text (or array) whose length is within [min, max], inclusive. */
export function inRangeLength(value: unknown, min: number, max: number): boolean {
  const length = Array.isArray(value) ? value.length : text(value)?.length
  return length !== undefined && length >= min && length <= max
}

/** Empty: null, undefined, blank text, an empty array or an object without keys. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}
