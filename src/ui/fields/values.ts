/** Blank values, plain text and number rules of the field registry (registry.tsx, media.tsx). */
import type { ReactNode } from 'react'
import type { ValidatorRule } from '../../core/domain/validator-rules'
import { EMPTY_TEXT } from '../../core/format'

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

/**
 * A number as a number field holds it: text that reads as one (a route's `?year=2026`, a
 * PostgreSQL numeric) becomes the number, so that the field's number rule does not call what the
 * user sees Illegal input; anything else is left for the rule to judge.
 */
export function numberToForm(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value
  const number = Number(value)
  return Number.isFinite(number) ? number : value
}
