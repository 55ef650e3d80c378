/**
 * One description per list resource, shared by the server's list engine and the console's list
 * definition (docs/architecture.md: One description per list): each field's label, value kind,
 * unit, enumeration, filter and sort key, written once. The server adds only how a field is
 * stored (column, computed value, export width); the console adds only how it is laid out (width,
 * pinning, which filters the form shows). The export's headers are these labels (with the unit in
 * brackets), so a list and its Excel file name a property the same way.
 * Framework-free: imports the domain's enumerations and the resource keys' type, nothing else;
 * one file per list (`lists/<area>/<name>.ts`), so a screen's bundle holds its own list only.
 */
import type { EnumList } from '../../core/domain/enums'
import type { ResourceKey } from './titles'

/**
 * How a field filters (the list engine's query parameters):
 * - `eq`: `field=a` or `field=a,b` (in); numbers and enumerations are checked;
 * - `prefix`: `field=abc` matches values starting with abc (indexed);
 * - `contains`: `field=abc` anywhere in the value (small tables only);
 * - `range`: `<field>From` and/or `<field>To`, inclusive (a date-only `To` includes that whole day);
 * - `area`: a region code selects it and everything below (120100 → 1201…, decisions: Data scope).
 */
export type FilterKind = 'eq' | 'prefix' | 'contains' | 'range' | 'area'

/**
 * What a field's value is: how the server parses a filter on it and writes it in an export, and
 * which cell the console draws. `operator` is an operator's id whose name the row carries beside
 * it; `area` a region code; `plate` a licence plate (masked); `time` a moment; `date` a day kept as
 * `YYYY-MM-DD` text (written as it stands); `money` in 元 and
 * `energy` in kWh unless the field says otherwise.
 */
export type ListValueKind =
  | 'text'
  | 'int'
  | 'number'
  | 'money'
  | 'energy'
  | 'time'
  | 'date'
  | 'area'
  | 'operator'
  | 'plate'

/** One field of a list. */
export interface ListField {
  /** The Chinese label: the console's column, filter and detail label, and the export's header. */
  label: string
  /** Default `text`. */
  kind?: ListValueKind
  /** Unit of a number: the console writes it after the value, the export in the header `label(unit)`. */
  unit?: string
  /** Enumeration of src/core/domain: filters are checked against it, cells and exports show its labels. */
  enum?: EnumList
  filter?: FilterKind
  sortable?: boolean
  /**
   * Where the value comes from when it is not a column of the list's table: `lookup` — the
   * server looks it up in another table for each page (a station's name by its id); `detail` —
   * the detail answer alone sends it; `param` — a query parameter of the list beyond its fields
   * (a filter with its own rule, e.g. no-power-equipment's `days`).
   */
  only?: 'lookup' | 'detail' | 'param'
}

/**
 * A list the server answers with calls of its own instead of the list engine's (the same `GET`
 * and `POST …/export` paths, its own contract): described all the same, so that its console and
 * its export name each field as its description does.
 */
export type HandWrittenList = 'system-management/journal'

/** A list resource's description. */
export interface ListDescription<F extends Record<string, ListField> = Record<string, ListField>> {
  /** `<area>/<name>`: the list's calls are `GET /<area>/<name>`, `…/:id`, `POST …/export` (../resources.ts). */
  resource: ResourceKey | HandWrittenList
  /** The field whose value is the id in `/:id`. */
  key: string
  /**
   * The list's key columns (issue 42 item 15): what an officer reads the list for — the row's
   * number or name, its 状态, its amounts, the 审核意见 of a review list, and every column the
   * end-to-end walks read. A key column is never hidden by default; the list's other columns are
   * secondary: the console may leave them unchecked in 列设置 when the table would otherwise
   * scroll sideways at 1440 px (src/ui/list/columnWidths.ts: shownByDefault).
   */
  keyColumns: readonly string[]
  fields: F
}

/** Describe a list (keeps the field names as a type, so both sides can only name real fields). */
export const describeList = <F extends Record<string, ListField>>(
  description: ListDescription<F> & { key: keyof F & string; keyColumns: readonly (keyof F & string)[] },
): ListDescription<F> => description

/** The unit a field's value is written in: its own, else 元 for money and kWh for energy. */
export function unitOf(field: ListField): string | undefined {
  return field.unit ?? (field.kind === 'money' ? '元' : field.kind === 'energy' ? 'kWh' : undefined)
}

/**
 * The export's header of a field: the label, with the unit in brackets when it has one. An
 * operator field exports its id as `<label>ID`; the operator's name follows under the label.
 */
export function exportHeader(field: ListField): string {
  if (field.kind === 'operator') return `${field.label}ID`
  const unit = unitOf(field)
  return unit ? `${field.label}(${unit})` : field.label
}
