/**
 * A list resource, declared once: its table, fields with their filter kinds, sort, keyword,
 * time window and data scope. `defineResourceRoutes` turns it into the list, detail and export
 * calls of api.md (Business resources). Every later business area reuses this.
 */
import type { RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely'
import type { ListDescription } from '../../../src/contract/lists/describe'
import type { EnumList } from '../../../src/core/domain/enums'
import type { RouteName } from '../../../src/core/domain/routes'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'

// biome-ignore lint/suspicious/noExplicitAny: resources name their tables at run time
export type AnyQuery = SelectQueryBuilder<any, any, any>

/**
 * How a field filters:
 * - `eq`: `field=a` or `field=a,b` (in); numbers and enumerations are checked;
 * - `prefix`: `field=abc` matches values starting with abc (indexed);
 * - `contains`: `field=abc` anywhere in the value (small tables only);
 * - `range`: `fieldFrom` and/or `fieldTo`, inclusive (a date-only `To` includes that whole day);
 * - `area`: a region code selects it and everything below (120100 → 1201…, decisions: Data scope).
 */
export type FilterKind = 'eq' | 'prefix' | 'contains' | 'range' | 'area'

/** Value kinds: how filter input is parsed and how exports write the cell. */
export type ValueKind = 'text' | 'int' | 'number' | 'time' | 'area' | 'plate'

/** One field of a resource. */
export interface FieldDef {
  /** Name in the API (query parameters, list rows). */
  name: string
  /** Chinese label: the export's column header. */
  label: string
  /** Column of the resource's table; defaults to `name`. */
  column?: string
  kind?: ValueKind
  filter?: FilterKind
  sortable?: boolean
  /** Enumeration of domain.md: filter values are checked, exports write the label. */
  enum?: EnumList
  /** false: not in list rows (detail only). */
  list?: boolean
  /** false: not exported. */
  export?: boolean
  /**
   * An `eq` filter's condition for one value, where the value a row shows is not its column's
   * alone (a subsidy batch past its deadline shows 已截止 whatever its stored status); values are
   * checked as for any `eq` filter first.
   */
  matches?: (value: string | number, context: QueryContext) => RawBuilder<SqlBool>
  /** Computed in code from the row (not a column; not filterable or sortable). */
  compute?: (row: Row, now: Date) => unknown
  /** Export width in characters. */
  width?: number
}

/** What the server adds to a described field (src/contract/lists): how it is stored. */
export type Stored = Pick<FieldDef, 'column' | 'list' | 'export' | 'compute' | 'width' | 'matches'>

/** A row as the API returns it. */
export type Row = Record<string, unknown>

/** Names looked up from another table for the rows of a page (e.g. operatorName by operatorId). */
export interface LookupDef {
  /** Field written into the row. */
  name: string
  label: string
  /** Field of the row holding the key. */
  from: string
  table: string
  key: string
  value: string
  export?: boolean
  width?: number
}

/** What a condition builder receives. */
export interface QueryContext {
  db: Db
  postgres: boolean
  now: Date
  principal: Principal
}

/** A query parameter beyond the fields (e.g. `days` of no-power-equipment). */
export interface ParamDef {
  name: string
  /** Parse and apply; throw `fieldError(name, …)` on bad input. `undefined` when absent. */
  apply(value: string | undefined, context: QueryContext): RawBuilder<SqlBool> | null
}

/** A time-series resource requires a window (decisions: Large lists). */
export interface WindowDef {
  /** A `time` field with `filter: 'range'`. */
  field: string
  defaultDays: number
  maxDays: number
}

/** Detail data beyond the row: related records. */
export type DetailLoader = (context: QueryContext & { row: Row }) => Promise<Row>

/** A list resource. */
export interface ResourceDef {
  /** Area of the route catalogue (first path segment), e.g. `archives-management`. */
  area: string
  /** Resource path segment, e.g. `stations`. */
  name: string
  /** Permission page name (route catalogue), e.g. `station-archives-management`: a typo fails tsc. */
  page: RouteName
  /** Title: the export's sheet and file name. */
  title: string
  /** Table of the rows (columns of fields default to its columns). */
  table: string
  /** A FROM with joins instead of the bare table (field columns then name their table). */
  from?: (db: Db) => AnyQuery
  /** The field whose value is the id in `/:id` (unique, not null). */
  key: string
  /**
   * Read a page in two steps (a table without `from` only): the page's keys in the request's
   * order, then their rows. Worth it where an index holds the filter's column, the sort's and the
   * key (stations: area, id), so that the keys come from the index alone and only the page's rows
   * are read, not every row the filter keeps (routes.ts listPage).
   */
  pageByKey?: boolean
  /** Numeric key (parsed from the path). */
  numericKey?: boolean
  /** The list's shared description (src/contract/lists), which `fields` and `lookups` are built from. */
  list?: ListDescription
  fields: FieldDef[]
  lookups?: LookupDef[]
  /** Keyword box: `prefix` columns match the start (indexed, large tables); `contains` anywhere. */
  keyword?: { prefix?: string[]; contains?: string[]; upperCase?: boolean }
  /** Columns the data scope applies to (decisions: Data scope). */
  scope?: { area?: string; operator?: string }
  defaultSort: readonly [field: string, direction: 'asc' | 'desc']
  window?: WindowDef
  params?: ParamDef[]
  /** Conditions always applied. */
  where?: (context: QueryContext) => RawBuilder<SqlBool> | null
  detail?: DetailLoader
  /** Values computed for a whole page at once (a review queue's 等待天数 and 当前处理人), after the look-ups. */
  finish?: (rows: Row[], context: { db: Db; now: Date }) => Promise<void>
}
