/**
 * A list screen's fields from the list's shared description (src/contract/lists): the label,
 * kind, enumeration, unit and sort key come from there, so the list, its filters, its detail and
 * the server's export name a property the same way; the screen adds only the layout (width,
 * pinning, which filters the form shows, a render of its own).
 *
 * @example
 * const f = fieldsOf(STATIONS)
 * columns: [f.col('stationId', { width: 140, fixed: 'left' }), f.col('stationType', { search: true })],
 * filters: [f.range('officialRunTime')],
 */
import { type ListDescription, type ListField, unitOf } from '../../contract/lists/describe'
import { col, filter } from '../fields/builders'
import type { Field, FieldCommon } from '../fields/types'

/** What a screen may add to a described field: layout and behaviour, never the label or kind. */
export type Layout = Partial<Omit<FieldCommon, 'key' | 'label'>> & {
  precision?: number
  /** The create/edit form's bounds of a number or a text. */
  min?: number
  max?: number
  maxLength?: number
  multiline?: boolean
  multiple?: boolean
  nameKey?: string
  format?: string
  dateOnly?: boolean
}

const FILTER_ONLY = { search: true, hideInTable: true, hideInDetail: true, hideInForm: true } as const

/** A unit after a number in a cell: a space before a Latin one (120 kW), none before % or 秒 (80%). */
const cellUnit = (unit: string): string => (/^[A-Za-z]/.test(unit) ? ` ${unit}` : unit)

/** The console's field of a described one. */
function fieldOf(key: string, field: ListField, layout: Layout): Field {
  const options = { ...(field.sortable ? { sortable: true } : {}), ...layout }
  const unit = unitOf(field)
  if (field.enum) return col.enum(key, field.label, field.enum, options)
  switch (field.kind) {
    case 'time':
      return col.datetime(key, field.label, options)
    // A day picked on a calendar and sent as YYYY-MM-DD (the API's format).
    case 'date':
      return col.datetime(key, field.label, { dateOnly: true, format: 'YYYY-MM-DD', ...options })
    case 'area':
      return col.area(key, field.label, options)
    case 'operator':
      return col.operator(key, field.label, options)
    case 'plate':
      return col.plate(key, field.label, options)
    // A money cell is the bare amount: the unit goes in the header (总金额(元)).
    case 'money':
      return col.money(key, `${field.label}(${unit})`, options)
    case 'energy':
      return col.energy(key, field.label, { ...(unit === 'kWh' ? {} : { unit }), ...options })
    case 'int':
    case 'number':
      return col.number(key, field.label, { ...(unit ? { unit: cellUnit(unit) } : {}), ...options })
    default:
      return col.text(key, field.label, options)
  }
}

/** The described fields of a list, as columns, filter-only fields and date ranges. */
export function fieldsOf<F extends Record<string, ListField>>(list: ListDescription<F>) {
  const described = (key: keyof F & string): ListField => list.fields[key]
  return {
    /**
     * A column (also in the detail and the filter form as `layout` says); secondary unless the
     * description names it among its key columns.
     */
    col: (key: keyof F & string, layout: Layout = {}): Field =>
      fieldOf(key, described(key), {
        ...(list.keyColumns.includes(key) ? {} : { secondary: true }),
        ...layout,
      }),
    /** A field of the filter form only. */
    filter: (key: keyof F & string, layout: Layout = {}): Field =>
      fieldOf(key, described(key), { ...layout, ...FILTER_ONLY }),
    /** A date-range filter on a time field, sent as `<key>From` / `<key>To`. */
    range: (key: keyof F & string, layout: Parameters<typeof filter.dateRange>[2] = {}): Field =>
      filter.dateRange(key, described(key).label, layout),
  }
}
