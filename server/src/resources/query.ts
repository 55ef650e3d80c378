/**
 * From a resource definition and the caller's parameters to SQL: filters, keyword, time window,
 * data scope, sort, page; plus the keyset iteration exports use (never OFFSET, never all rows).
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { parsePage } from '../http/paging'
import { fieldError } from '../kernel/errors'
import { allOf, columnOf, inArea, ref } from './conditions'
import { fieldCondition, keywordCondition, windowConditions } from './request-conditions'
import type { AnyQuery, FieldDef, QueryContext, ResourceDef, Row } from './types'

/** A validated list request. */
export interface ListRequest {
  pageNum: number
  pageSize: number
  /** Conditions for the rows of a page (and the export's ordered batches). */
  where: RawBuilder<SqlBool>
  /** The same rows, written for counting. */
  countWhere: RawBuilder<SqlBool>
  sort: { field: FieldDef; direction: 'asc' | 'desc' }
}

/** The fields that are table columns (not computed). */
export const columnFields = (def: ResourceDef) => def.fields.filter((field) => !field.compute)

/** The query parameters a resource accepts (anything else is a 400 naming it). */
export function acceptedParams(def: ResourceDef): string[] {
  const names = ['pageNum', 'pageSize', 'sort', 'keyword']
  for (const field of def.fields) {
    if (!field.filter) continue
    if (field.filter === 'range') names.push(`${field.name}From`, `${field.name}To`)
    else names.push(field.name)
  }
  for (const param of def.params ?? []) names.push(param.name)
  return names
}

/** Rows the principal may see (decisions: Data scope), with the server engineer's scope values. */
export function scopeConditions(
  def: ResourceDef,
  context: QueryContext,
  filterOnly = false,
): RawBuilder<SqlBool>[] {
  const scope = dataScope(context.principal)
  const conditions: RawBuilder<SqlBool>[] = []
  if (scope.areaPrefix && def.scope?.area)
    conditions.push(inArea(def.scope.area, scope.areaPrefix, context.postgres, filterOnly))
  if (scope.operatorId && def.scope?.operator)
    conditions.push(sql<SqlBool>`${ref(def.scope.operator)} = ${scope.operatorId}`)
  return conditions
}

/** Validate parameters and build the list request. Throws 400 naming the first bad field. */
export function buildRequest(
  def: ResourceDef,
  params: Record<string, string | undefined>,
  context: QueryContext,
): ListRequest {
  const accepted = new Set(acceptedParams(def))
  for (const name of Object.keys(params)) if (!accepted.has(name)) throw fieldError(name, '不支持的筛选字段')
  const { pageNum, pageSize } = parsePage(params)
  // Counting and paging want different plans for area prefixes (conditions.ts: inArea): the
  // count may use the area index unless the resource is a time series on SQLite; the page never
  // does. PostgreSQL's bounded count of a window (routes.ts: COUNT_CAP) reads the month
  // partitions' (areaCode, startTime) index for a city: 21 ms where the LIKE filter took 409.
  const conditionsFor = (filterOnly: boolean) => {
    const conditions: RawBuilder<SqlBool>[] = [
      ...scopeConditions(def, context, filterOnly),
      ...windowConditions(def, params, context),
    ]
    for (const field of def.fields) {
      if (field.filter && !(def.window && field.name === def.window.field))
        conditions.push(...fieldCondition(field, params, context, filterOnly))
    }
    for (const param of def.params ?? []) {
      const condition = param.apply(params[param.name], context)
      if (condition) conditions.push(condition)
    }
    const keyword = keywordCondition(def, params.keyword, context)
    if (keyword) conditions.push(keyword)
    const fixed = def.where?.(context)
    if (fixed) conditions.push(fixed)
    return allOf(conditions)
  }
  return {
    pageNum,
    pageSize,
    countWhere: conditionsFor(Boolean(def.window) && !context.postgres),
    where: conditionsFor(true),
    sort: parseSort(def, params.sort),
  }
}

/** `sort=field,asc|desc` (also antd's ascend/descend); only sortable fields. */
export function parseSort(def: ResourceDef, value: string | undefined): ListRequest['sort'] {
  const [name, rawDirection] = (value?.trim() || `${def.defaultSort[0]},${def.defaultSort[1]}`)
    .split(',')
    .map((part) => part.trim())
  const field = def.fields.find((item) => item.name === name)
  if (!field?.sortable) throw fieldError('sort', `不支持按 ${name} 排序`)
  const direction = (rawDirection || 'asc').toLowerCase()
  if (!['asc', 'desc', 'ascend', 'descend'].includes(direction))
    throw fieldError('sort', '排序方向应为 asc 或 desc')
  return { field, direction: direction.startsWith('desc') ? 'desc' : 'asc' }
}

/** The base query of a resource with the request's conditions. */
export function baseQuery(db: Db, def: ResourceDef, where: RawBuilder<SqlBool>): AnyQuery {
  // biome-ignore lint/suspicious/noExplicitAny: the table is named by the definition
  return (def.from ? def.from(db) : (db as Kysely<any>).selectFrom(def.table)).where(where)
}

/**
 * Which columns a query reads: a page's (`list`), a record's (`detail`: all), or an export's —
 * its exported columns, the key, the sort and the lookups' sources, unless a computed field
 * might read any column (a charge order's details alone were a quarter of every row read).
 */
export type Selection = 'list' | 'detail' | 'export'

function selected(def: ResourceDef, field: FieldDef, selection: Selection): boolean {
  if (selection === 'list') return field.list !== false
  if (selection === 'detail' || field.export !== false) return true
  if (def.fields.some((item) => item.compute)) return true
  return (
    field.name === def.key ||
    field.sortable === true ||
    (def.lookups ?? []).some((lookup) => lookup.from === field.name)
  )
}

/** The row columns of a resource. */
export function selectColumns(query: AnyQuery, def: ResourceDef, selection: Selection): AnyQuery {
  const fields = columnFields(def).filter((field) => selected(def, field, selection))
  return query.select(fields.map((field) => sql.ref(columnOf(field)).as(field.name)))
}

/** Order by the request's sort, then the key (a stable order for paging and keysets). */
export function ordered(query: AnyQuery, def: ResourceDef, sort: ListRequest['sort']): AnyQuery {
  const key = def.fields.find((field) => field.name === def.key)!
  let result = query.orderBy(sql.ref(columnOf(sort.field)), sort.direction)
  if (sort.field.name !== def.key) result = result.orderBy(sql.ref(columnOf(key)), sort.direction)
  return result
}

/**
 * The rows of a request after the last row of a batch (`where`: the request's own conditions).
 * The batch's bound comes first: SQLite ranges the index by the first bound it finds on a
 * column, and a window's own end (startTime <= to) before it had each batch of a time-sorted
 * export walk down from the window's end (970,000 orders read in 10.4 s instead of 5.8 s).
 */
export function after(
  def: ResourceDef,
  sort: ListRequest['sort'],
  last: Row,
  where: RawBuilder<SqlBool>,
): RawBuilder<SqlBool> {
  return allOf([keysetBound(def, sort, last), where])
}

/** The keyset condition after the last row of a batch. */
function keysetBound(def: ResourceDef, sort: ListRequest['sort'], last: Row): RawBuilder<SqlBool> {
  const key = def.fields.find((field) => field.name === def.key)!
  const op = sql.raw(sort.direction === 'desc' ? '<' : '>')
  const keyCondition = sql<SqlBool>`${ref(columnOf(key))} ${op} ${last[key.name]}`
  if (sort.field.name === def.key) return keyCondition
  const column = ref(columnOf(sort.field))
  const value = last[sort.field.name]
  // The first bound repeats the condition in a form an index range can start from, so each
  // batch continues where the last ended instead of skipping over the rows already written.
  const bound = sql.raw(sort.direction === 'desc' ? '<=' : '>=')
  return sql<SqlBool>`(${column} ${bound} ${value} and (${column} ${op} ${value} or (${column} = ${value} and ${keyCondition})))`
}
