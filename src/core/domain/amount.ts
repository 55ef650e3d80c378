/**
 * Amounts of 元 as people type them (spec §5, amount: "positive with optional thousands commas
 * and up to 2 decimals") and as the platform keeps them: plain decimal text under 1 亿元. The
 * console's forms and the server's contract check them with these same functions.
 */
import { isAmount } from './validators'

/** The typed amount without blanks and thousands commas: ' 1,000,000.00 ' → '1000000.00'. */
export const plainAmount = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .replace(/,/g, '')

/** An amount of 元 the platform takes: the amount rule, at most 8 integer digits. */
export function isYuan(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const typed = String(value).trim()
  return isAmount(typed) && plainAmount(typed).split('.')[0].length <= 8
}

/** The message of a field whose amount `isYuan` refuses. */
export const yuanMessage = (label: string): string =>
  `${label}应为大于0、最多两位小数的金额（元），如 1,000,000.00`
