/** Blank values, plain text and number rules of the field registry (registry.tsx, media.tsx). */
import type { ReactNode } from 'react'
import { EMPTY_TEXT } from '../../core/format'
import type { ValidatorRule } from '../../core/validators'

/** Nothing entered: null, undefined, '' or []. */
export const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
/** A value as plain text, or the empty text. */
export const text = (value: unknown): ReactNode => (isBlank(value) ? EMPTY_TEXT : String(value))

/**
 * The rules of a number field: the locale's Illegal input (section 8) for text that cannot be read
 * as a number (./NumberInput.tsx makes such a value NaN), then `checks` for the numbers it reads.
 */
export function numberRules(...checks: ValidatorRule[]) {
  return [
    { type: 'number' } as const,
    ...checks.map((check) => ({
      validator: (rule: unknown, value: unknown) =>
        Number.isNaN(value) ? Promise.resolve() : check.validator(rule, value),
    })),
  ]
}
