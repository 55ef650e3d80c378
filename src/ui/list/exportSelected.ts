/**
 * 导出选中 (issue 41 item 5): the selected rows' shown columns as an .xlsx file written in the
 * browser (chart/xlsx.ts). Loaded when the button is pressed, not with the list.
 */
import { formatDateTime } from '../../core/format'
import type { Field, Row } from '../fields/types'

/**
 * A cell as the screen shows it (issue 42, item 25: exports show what the screen shows): an
 * enumeration's label, a time in the console's time zone, else the value as it stands.
 */
function cellOf(field: Field, row: Row): string | number | null {
  const value = row[field.key]
  if (value === null || value === undefined) return null
  if (field.kind === 'enum')
    return field.options.find((option) => option.value === value)?.label ?? String(value)
  if (field.kind === 'datetime') return formatDateTime(value as string)
  return typeof value === 'number' ? value : String(value)
}
/** Write the file of `rows` (the shown `fields`), named after the list's title. */
export async function exportSelected(
  title: string,
  fields: readonly Field[],
  rows: readonly Row[],
): Promise<void> {
  const { downloadXlsx } = await import('../chart/xlsx')
  downloadXlsx(
    `${title}（选中${rows.length}项）`,
    fields.map((field) => field.label),
    rows.map((row) => fields.map((field) => cellOf(field, row))),
  )
}
