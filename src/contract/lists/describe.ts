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
import type { RouteName } from '../../core/domain/routes'

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
  /** The export's column width in characters (default: the export's, 20 for a time). */
  exportWidth?: number
}

/**
 * What the server's list engine needs to answer a list from its description alone
 * (server/src/resources/described.ts: `describedDef`): a list whose rows are a table's, filtered
 * by the described fields. A list that joins, computes or looks up more than an operator's or a
 * station's name adds a `ResourceDef` of its own on the server instead (or beside it, as overrides).
 */
export interface ListServing {
  /** The permission page (the route catalogue's name): `<page>/view` reads, `<page>/export` exports. */
  page: RouteName
  /** The table of the rows (each field is its column of the same name). */
  table: string
  defaultSort: readonly [field: string, direction: 'asc' | 'desc']
  /** Columns the caller's data scope applies to (decisions: Data scope). */
  scope?: { area?: string; operator?: string }
  /** Keyword box: `prefix` columns match the start (indexed), `contains` anywhere. */
  keyword?: { prefix?: string[]; contains?: string[] }
  /** The key is a number (parsed from the path). */
  numericKey?: boolean
  /** A time series: the list requires a window on this `time` range field (decisions: Large lists). */
  window?: { field: string; defaultDays: number; maxDays: number }
}

/**
 * A list the server answers with calls of its own instead of the list engine's (the same `GET`
 * and `POST …/export` paths, its own contract): described all the same, so that its console and
 * its export name each field as its description does.
 */
export type HandWrittenList = 'system-management/journal'

/** A list resource's `<area>/<name>`. */
export type ListKey = `${string}/${string}`

/**
 * Every described list by its `<area>/<name>`, for the type checker: the contract gathers the
 * descriptions with a glob (./titles.ts), which types cannot follow, so each description's file
 * adds its own entry by declaration merging —
 * `declare module '../describe' { interface ListRegistry { '<area>/<name>': typeof LIST } }` —
 * and `describeList` takes only a registered key (a description without its entry fails tsc;
 * tests/unit/contract/list-registry.test.ts fails for an entry without its description).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each description's file.
export interface ListRegistry {}

/** A described list's `<area>/<name>`. */
export type DescribedKey = keyof ListRegistry & ListKey

/** A list resource's description. */
export interface ListDescription<
  F extends Record<string, ListField> = Record<string, ListField>,
  R extends ListKey = ListKey,
  K extends string = string,
> {
  /** `<area>/<name>`: the list's calls are `GET /<area>/<name>`, `…/:id`, `POST …/export` (../resources.ts). */
  resource: R
  /**
   * The list's title: the export's sheet and file name, the journal's 导出… label and the calls'
   * summaries (the menu's title may differ: 故障监测 exports 故障告警).
   */
  title: string
  /** The field whose value is the id in `/:id`. */
  key: K
  /**
   * The list's key columns (issue 42 item 15): what an officer reads the list for — the row's
   * number or name, its 状态, its amounts, the 审核意见 of a review list, and every column the
   * end-to-end walks read. A key column is never hidden by default; the list's other columns are
   * secondary: the console may leave them unchecked in 列设置 when the table would otherwise
   * scroll sideways at 1440 px (src/ui/list/columnWidths.ts: shownByDefault).
   */
  keyColumns: readonly string[]
  fields: F
  /** The list engine's defaults: present, the server answers the list from the description alone. */
  serve?: ListServing
}

/** The descriptions `describeList` made: how ./titles.ts tells them from a module's other exports. */
const DESCRIBED = new WeakSet<object>()

/**
 * Describe a list (keeps the field names and the resource as types, so both sides can only name
 * real fields, and the contract's resource keys are the descriptions'), marked as a description.
 */
export const describeList = <
  F extends Record<string, ListField>,
  R extends DescribedKey,
  K extends keyof F & string,
>(
  description: ListDescription<F, R, K> & {
    keyColumns: readonly (keyof F & string)[]
    serve?: ListServing & { defaultSort: readonly [keyof F & string, 'asc' | 'desc'] }
  },
): ListDescription<F, R, K> => {
  DESCRIBED.add(description)
  return description
}

/** Whether a value is a list's description (made by `describeList` or `describeFlowList`). */
export const isListDescription = (value: unknown): value is ListDescription =>
  typeof value === 'object' && value !== null && DESCRIBED.has(value)

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
