/** Blank values and plain text of the field registry (registry.tsx, media.tsx). */
import type { ReactNode } from 'react'
import { EMPTY_TEXT } from '../../core/format'

export const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
export const text = (value: unknown): ReactNode => (isBlank(value) ? EMPTY_TEXT : String(value))
