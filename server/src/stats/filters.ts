/**
 * The rows a stats call counts: its period's days, its area and operator filters, and the
 * caller's data scope (decisions: Data scope), as one SQL condition over a table's columns.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { DashboardPage } from '../../../src/contract/dashboards'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { allOf, inArea } from '../resources/conditions'
import { type Period, resolvePeriod } from './days'

/** A stats call's query after validation. */
export interface StatsQuery {
  period?: string
  from?: string
  to?: string
  areaCode?: string
  operatorId?: string
}

/**
 * A dashboard's aggregate: its answer's headline figures and groups of rows for the resolved
 * filter (and the raw query, for a page's own settings).
 */
export type Aggregate = (
  db: Db,
  filter: StatsFilter,
  query: StatsQuery,
) => Promise<{ totals: unknown[]; groups: Record<string, unknown[]> }>

/**
 * A module's aggregates by their dashboard's page (src/contract/dashboards.ts): the stats routes
 * answer each page with its aggregate (./routes.ts).
 */
export type Dashboards = Partial<Record<DashboardPage, Aggregate>>

/** What to count: the period and the area and operator limits (filters and scope together). */
export interface StatsFilter {
  period: Period
  /** Area prefixes every row must match (the filter's and the scope's). */
  areas: string[]
  /** Operators every row must belong to. */
  operators: string[]
  postgres: boolean
}

/** An area code as a prefix: trailing "00" pairs dropped (120100 → 1201, 130000 → 13). */
export function areaPrefix(code: string): string {
  return code.length === 6 ? code.replace(/(00)+$/, '') : code
}

/** Resolve a stats call's query for a caller. */
export function statsFilter(query: StatsQuery, principal: Principal, postgres: boolean): StatsFilter {
  const scope = dataScope(principal)
  const areas = [scope.areaPrefix, query.areaCode ? areaPrefix(query.areaCode) : null].filter(
    (value): value is string => Boolean(value),
  )
  const operators = [scope.operatorId, query.operatorId].filter((value): value is string => Boolean(value))
  return { period: resolvePeriod(query), areas, operators, postgres }
}

/** Column names of a table, with an optional alias. */
export interface Columns {
  area?: string
  operator?: string
  day?: string
  /**
   * Test the area while walking another index (conditions.ts inArea `filterOnly`): for a query
   * whose covering index leads with its grouped columns; a full 6-digit code is still searched.
   */
  scan?: boolean
}

/** The filter's area and operator limits (and its days when `day` is given). */
export function where(filter: StatsFilter, columns: Columns): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = []
  if (columns.area)
    for (const prefix of filter.areas)
      parts.push(inArea(columns.area, prefix, filter.postgres, columns.scan ?? false))
  if (columns.operator)
    for (const id of filter.operators) parts.push(sql<SqlBool>`${sql.ref(columns.operator)} = ${id}`)
  if (columns.day) {
    parts.push(sql<SqlBool>`${sql.ref(columns.day)} >= ${filter.period.start}`)
    parts.push(sql<SqlBool>`${sql.ref(columns.day)} <= ${filter.period.end}`)
  }
  return allOf(parts)
}
