/**
 * The UI-library strings of section 8 ("UI strings: No Data, No matching data, Loading, Illegal
 * input, FAILED, Total {total}, Go to, /page"), the English default of every element (section 1:
 * "UI library strings default to English"). The element's antd locale carries them
 * (src/ui/locale.tsx), so every antd component of every element uses them.
 */

/** The strings, one each. */
export const UI_STRINGS = {
  /** An empty table, list or panel. */
  noData: 'No Data',
  /** A select (with a filter) whose options match nothing. */
  noMatch: 'No matching data',
  /** A spinner's accessible name. */
  loading: 'Loading',
  /** A number or date that cannot be read. */
  illegalInput: 'Illegal input',
  /** A failed upload or step. */
  failed: 'FAILED',
  /** Pagination: go to a page. */
  goTo: 'Go to',
  /** Pagination: after the page size (`10 /page`). */
  perPage: '/page',
} as const

/** Pagination's total: `Total {total}`. */
export function totalText(total: number): string {
  return `Total ${total}`
}

/** Pagination's total when the server counted only up to it (api.md: `totalCapped`): `Total {total}+`. */
export function cappedTotalText(total: number): string {
  return `Total ${total}+`
}

/** antd components whose empty list means "nothing matches what was typed". */
export const SELECT_LIKE: ReadonlySet<string> = new Set([
  'Select',
  'TreeSelect',
  'Cascader',
  'AutoComplete',
  'Transfer',
  'Mentions',
])
