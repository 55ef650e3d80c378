/**
 * A described column whose cell links to another screen (as the `link` field kind draws it,
 * src/ui/fields/registry.tsx), while the field keeps the kind its list describes.
 */
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { Row } from '../../ui/fields/types'
import { text } from '../../ui/fields/values'

/** The cell's value as a link to `to(row)`, or as plain text when that is undefined. */
export const linkTo =
  (to: (row: Row) => string | undefined) =>
  (value: unknown, row: Row): ReactNode => {
    const href = to(row)
    return href ? <Link href={href}>{text(value)}</Link> : text(value)
  }
