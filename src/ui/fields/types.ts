/**
 * Field definitions: one column array drives the table, the filter form, the detail view and
 * the create/edit form (style.md: pro-components' `hideInTable`, `search`, `hideInDetail`).
 */
import type { ReactNode } from 'react'
import type { EnumList } from '../../core/domain/enums'
import type { ValidatorName } from '../../core/domain/validator-rules'

/** A row of a list or a record of a detail, as the server sends it. */
export type Row = Record<string, unknown>

/** Every kind of field; the registry in `registry.tsx` must have a renderer for each. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'enum'
  | 'money'
  | 'energy'
  | 'datetime'
  | 'dateRange'
  | 'plate'
  | 'area'
  | 'operator'
  | 'boolean'
  | 'image'
  | 'file'
  | 'link'

/** What every kind of field may say about itself. */
export interface FieldCommon {
  /** The record's property (antd `dataIndex`), also the filter's query parameter and the form field. */
  key: string
  /** The Chinese label: column title, filter and form label. */
  label: string
  /** Column width in px. */
  width?: number
  /** Pinned by default (the user can change it in the column panel). */
  fixed?: 'left' | 'right'
  /** The server can sort by it (`sort=<key>,<asc|desc>`). */
  sortable?: boolean
  /** Not a table column (still in the detail and the form unless hidden there). */
  hideInTable?: boolean
  /**
   * A secondary column (not among its list description's key columns, issue 42 item 15): left
   * unchecked in 列设置 by default when the table would scroll sideways at 1440 px. A column
   * without it is key: always shown by default.
   */
  secondary?: boolean
  /** Not in the detail view. */
  hideInDetail?: boolean
  /** Not in the create/edit form. */
  hideInForm?: boolean
  /** Shown in the filter form. */
  search?: boolean
  /** Required in the create/edit form. */
  required?: boolean
  /** Required in the filter form before 查询 (the time window of large lists). */
  requiredInFilter?: boolean
  /** Shown but not editable when editing an existing record (ids). */
  readOnlyOnEdit?: boolean
  placeholder?: string
  /** A read-side override: what the cell and the detail show. */
  render?: (value: unknown, record: Row) => ReactNode
  /** The detail's label when it depends on the record (a feedback's opinion: 派发说明, 退回原因 …). */
  detailLabel?: (record: Row) => string
  /** A form-side check: an error message, or undefined when the value is fine. */
  validate?: (value: unknown, values: Row) => string | undefined
}

export interface TextField extends FieldCommon {
  kind: 'text'
  maxLength?: number
  /** A named check of src/core/domain/validators.ts (mobile, email, idCard, ...). */
  check?: ValidatorName
  multiline?: boolean
  /** A password: typed hidden, never offered by the browser's autofill. */
  secret?: boolean
}
export interface NumberField extends FieldCommon {
  kind: 'number'
  unit?: string
  precision?: number
  min?: number
  max?: number
}
export interface EnumField extends FieldCommon {
  kind: 'enum'
  /** The enumeration of src/core/domain/enums.ts; tags take their colours from it. */
  options: EnumList
  /** Several values may be picked (filter sends the key repeated). */
  multiple?: boolean
}
export interface MoneyField extends FieldCommon {
  kind: 'money'
}
export interface EnergyField extends FieldCommon {
  kind: 'energy'
  /** Default kWh. */
  unit?: string
}
export interface DateTimeField extends FieldCommon {
  kind: 'datetime'
  /** Default YYYY-MM-DD HH:mm:ss. */
  format?: string
  /** A day, not a moment: the picker has no time and the value is `YYYY-MM-DD` (e.g. a deadline). */
  dateOnly?: boolean
}
export interface DateRangeField extends FieldCommon {
  kind: 'dateRange'
  /** Query parameters of the start and end; default `<key>From`, `<key>To` (the list engine's range parameters). */
  params?: readonly [string, string]
  /** Pick times too; default false (whole days). */
  showTime?: boolean
  /** The initial window: the last N days, today included (decisions: Large lists). */
  defaultDays?: number
}
export interface PlateField extends FieldCommon {
  kind: 'plate'
}
export interface AreaField extends FieldCommon {
  kind: 'area'
  /** The record's property holding the region's name; default `<key without Code>Name`. */
  nameKey?: string
}
export interface OperatorField extends FieldCommon {
  kind: 'operator'
  /** The record's property holding the operator's name; default `<key without Id>Name`. */
  nameKey?: string
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean'
  /** Labels for true and false; default 是 / 否. */
  labels?: readonly [string, string]
}
export interface ImageField extends FieldCommon {
  kind: 'image'
  /** The record's property holding a small version of the image for the cell (the preview shows the value). */
  thumbnailKey?: string
}
export interface FileField extends FieldCommon {
  kind: 'file'
  /** The record's property holding the file's name; default the URL's last segment. */
  nameKey?: string
}
export interface LinkField extends FieldCommon {
  kind: 'link'
  /** The path of the other screen's detail for a record, e.g. `/archives-management/...`; none: plain text. */
  to: (record: Row) => string | undefined
  /** The text of the link; default the value. */
  text?: (record: Row) => ReactNode
}

/** Any field. */
export type Field =
  | TextField
  | NumberField
  | EnumField
  | MoneyField
  | EnergyField
  | DateTimeField
  | DateRangeField
  | PlateField
  | AreaField
  | OperatorField
  | BooleanField
  | ImageField
  | FileField
  | LinkField

/** The field type of a kind. */
export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>
