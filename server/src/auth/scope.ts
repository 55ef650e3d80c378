/**
 * Data scope (decisions: Data scope): users without auth_area see everything; areaType 1 (not
 * city level) is limited to area codes starting with the first two characters of auth_area;
 * city-level users to auth_area less its trailing "00" pairs (120100 → 1201); company users
 * (isCompany) also only to their own operatorId.
 */
import { type ExpressionBuilder, type ExpressionWrapper, type SqlBool, sql } from 'kysely'
import type { Principal } from './permissions'

/** The rows a user may see. */
export interface DataScope {
  /** Area codes must start with this; null: every area. */
  areaPrefix: string | null
  /** Rows must belong to this operator; null: every operator. */
  operatorId: string | null
}

/** Whether an auth_area is above city level (section 3: areaType 1 means not city-level). */
export function areaTypeOf(authArea: string | undefined): 1 | 2 {
  if (!authArea) return 1
  return /0000$/.test(authArea) ? 1 : 2
}

/** The attribute values that mean yes, trimmed and in lower case. */
export const TRUTHY_ATTR_VALUES: readonly string[] = ['1', 'true', 'yes', '是', 'y']

/** Whether an attribute value means yes ("1", "true", "是"). */
export function isTruthyAttr(value: string | undefined): boolean {
  return value !== undefined && TRUTHY_ATTR_VALUES.includes(value.trim().toLowerCase())
}

/** The data scope of a user's attributes. */
export function dataScopeOf(attrs: Readonly<Record<string, string>>): DataScope {
  const authArea = attrs.auth_area?.trim()
  let areaPrefix: string | null = null
  if (authArea) {
    areaPrefix = areaTypeOf(authArea) === 1 ? authArea.slice(0, 2) : authArea.replace(/(00)+$/, '')
  }
  const operatorId = isTruthyAttr(attrs.isCompany) ? attrs.operator?.trim() || '-' : null
  return { areaPrefix, operatorId }
}

/** The data scope of the signed-in user. */
export function dataScope(principal: Principal): DataScope {
  return dataScopeOf(principal.attrs)
}

/**
 * A where-condition limiting rows to a scope, given the area and operator columns.
 *
 * @example
 * db.selectFrom('stations').selectAll()
 *   .where((eb) => scopeCondition(eb, dataScope(principal), { area: 'areaCode', operator: 'operatorId' }))
 */
export function scopeCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  scope: DataScope,
  columns: { area?: string; operator?: string },
): ExpressionWrapper<DB, TB, SqlBool> {
  const parts: ExpressionWrapper<DB, TB, SqlBool>[] = []
  if (scope.areaPrefix && columns.area) {
    parts.push(eb(sql.ref(columns.area), 'like', `${scope.areaPrefix}%`))
  }
  if (scope.operatorId && columns.operator) parts.push(eb(sql.ref(columns.operator), '=', scope.operatorId))
  return parts.length ? eb.and(parts) : eb.and([])
}

/**
 * The scope's condition on a table whose columns are `areaCode` and `operatorId` (stations,
 * piles, connectors, swap stations…), for `.where(inScope(scope))`.
 */
export const inScope =
  (scope: DataScope) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): ExpressionWrapper<DB, TB, SqlBool> =>
    scopeCondition(eb, scope, { area: 'areaCode', operator: 'operatorId' })
