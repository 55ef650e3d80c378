/** The generic list machinery: declare a resource, get its list, detail and export calls. */
export { allOf, anyOf, containsText, escapeLike, parseNumber, parseTime, ref, startsWith } from './conditions'
export { acceptedParams, buildRequest, scopeConditions } from './query'
export { defineResourceRoutes, detailOf, exportSource, listPage, queryContext, RESOURCES } from './routes'
export { chinaTime, exportColumns, finishRows, maskPlate } from './rows'
export type {
  FieldDef,
  FilterKind,
  LookupDef,
  ParamDef,
  QueryContext,
  ResourceDef,
  Row,
  ValueKind,
  WindowDef,
} from './types'
