/**
 * Issue 38, items 1 and 5 — the subordinate rule: an actor manages an account, a role or a
 * strategy only when all it holds lies within the actor's own: no right the actor lacks, no data
 * scope (area, operator) wider than the actor's. Changing a role or a strategy changes every account
 * holding it, so those accounts must be subordinates too. A full administrator (every right, no
 * area) manages everyone; admin, holding every right, is managed only by itself or by another
 * full administrator. Every change of an account, role or strategy checks the target before it
 * (`acting`) and, where it grants, the result after it (`granting`, inside the transaction).
 */
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely'
import type { Database, Db } from '../db/types'
import { forbidden } from '../kernel/errors'
import { allResPaths, GENERAL_RES_PATHS } from './actions'
import { GRANT_MESSAGE } from './guard'
import { grantedResPaths, mergeAttrs, type Principal, usersAttrs } from './permissions'
import { type DataScope, dataScope, dataScopeOf, TRUTHY_ATTR_VALUES } from './scope'

/** An account, a role or a strategy, by id. */
export type Managed = { user: number } | { role: number } | { stg: number }

/** The refusal for acting on an account, role or strategy that is not a subordinate. */
export function notSubordinateMessage(target: Managed): string {
  if ('user' in target) return '只能管理权限和数据范围不超出自己的账号'
  return `只能管理权限和数据范围不超出自己的${'role' in target ? '角色' : '策略'}（及其用户）`
}
/** The refusal for granting an area (or operator) outside the actor's own. */
export const GRANT_AREA_MESSAGE = '不能授予超出自己数据范围的区域'

/**
 * A scope something holds. `null`: every area (operator), as for an account without auth_area;
 * `undefined`: none held, as for a role without the attribute (its accounts' own decide).
 */
interface HeldScope {
  areaPrefix: string | null | undefined
  operatorId: string | null | undefined
}

/** Whether a held scope lies within the actor's data scope. */
export function scopeWithin(outer: DataScope, inner: HeldScope): boolean {
  const within = (
    limit: string | null,
    held: string | null | undefined,
    same: (a: string, b: string) => boolean,
  ) => limit === null || held === undefined || (held !== null && same(held, limit))
  return (
    within(outer.areaPrefix, inner.areaPrefix, (held, limit) => held.startsWith(limit)) &&
    within(outer.operatorId, inner.operatorId, (held, limit) => held === limit)
  )
}

/** Whether the principal holds every grantable right and sees every area and operator. */
export function isFullAdministrator(actor: Principal): boolean {
  const scope = dataScope(actor)
  return (
    scope.areaPrefix === null &&
    scope.operatorId === null &&
    allResPaths().every((resPath) => actor.resPaths.has(resPath))
  )
}

const CHUNK = 500

/** The ids of the accounts a change of the target reaches. */
async function accountsOf(db: Db, target: Managed): Promise<number[]> {
  if ('user' in target) return [target.user]
  let query = db.selectFrom('user_roles').select('user_roles.userId').distinct()
  if ('role' in target) query = query.where('user_roles.roleId', '=', target.role)
  else
    query = query.where('user_roles.roleId', 'in', (eb) =>
      eb.selectFrom('role_strategies').select('roleId').where('stgId', '=', target.stg),
    )
  return (await query.execute()).map((row) => row.userId)
}

/** Group rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/** The rights and scopes a role or strategy holds itself: its page rights, its roles' attributes. */
async function ownHoldings(db: Db, target: { role: number } | { stg: number }, rights: Set<string>) {
  const roles =
    'role' in target
      ? db.selectFrom('roles').select('id as roleId').where('id', '=', target.role)
      : db.selectFrom('role_strategies').select('roleId').where('stgId', '=', target.stg)
  let actions = db.selectFrom('strategy_actions').select('strategy_actions.resPath').distinct()
  actions =
    'role' in target
      ? actions
          .innerJoin('role_strategies', 'role_strategies.stgId', 'strategy_actions.stgId')
          .where('role_strategies.roleId', '=', target.role)
      : actions.where('strategy_actions.stgId', '=', target.stg)
  for (const row of await actions.execute()) rights.add(row.resPath)
  const attrs = await db
    .selectFrom('role_attrs')
    .select(['roleId', 'attrKey', 'attrValue'])
    .where('roleId', 'in', roles)
    .execute()
  // A role holds an area or an operator only through its own attributes; without them it
  // leaves the scope to its accounts' own (checked with the accounts).
  return [...groupBy(attrs, (row) => row.roleId).values()].map((rows): HeldScope => {
    const own = mergeAttrs(rows, [])
    const scope = dataScopeOf(own)
    return {
      areaPrefix: own.auth_area?.trim() ? scope.areaPrefix : undefined,
      operatorId: scope.operatorId ?? undefined,
    }
  })
}

/** The rights and scopes a target holds: its own, and those of the accounts it reaches. */
async function holdingsOf(db: Db, target: Managed): Promise<{ rights: Set<string>; scopes: HeldScope[] }> {
  const rights = new Set<string>(GENERAL_RES_PATHS)
  const scopes = 'user' in target ? [] : await ownHoldings(db, target, rights)
  const accounts = await accountsOf(db, target)
  for (let index = 0; index < accounts.length; index += CHUNK) {
    const ids = accounts.slice(index, index + CHUNK)
    for (const resPath of await grantedResPaths(db, ids)) rights.add(resPath)
    // An account's scope is that of its effective attributes (permissions.userAttrs): no area
    // there means every area.
    for (const attrs of (await usersAttrs(db, ids)).values()) scopes.push(dataScopeOf(attrs))
  }
  return { rights, scopes }
}

/**
 * Throw 403 unless the actor manages the target: acting (before a change) names the target as
 * not a subordinate; granting (the state after a change, in its transaction) names the right or
 * area granted beyond the actor's own.
 */
export async function assertManages(
  db: Db,
  actor: Principal,
  target: Managed,
  when: 'acting' | 'granting' = 'acting',
): Promise<void> {
  if (isFullAdministrator(actor)) return
  const { rights, scopes } = await holdingsOf(db, target)
  const rightsHeld = [...rights].every((resPath) => actor.resPaths.has(resPath))
  const limit = dataScope(actor)
  const scopeHeld = scopes.every((scope) => scopeWithin(limit, scope))
  if (rightsHeld && scopeHeld) return
  if (when === 'acting') throw forbidden(notSubordinateMessage(target))
  throw forbidden(rightsHeld ? GRANT_AREA_MESSAGE : GRANT_MESSAGE)
}

/** An account's effective attribute in SQL: its own, else its roles' (the last role's wins). */
function effectiveAttr(eb: ExpressionBuilder<Database, 'users'>, key: string) {
  return eb.fn.coalesce(
    eb
      .selectFrom('user_attrs')
      .select('user_attrs.attrValue')
      .whereRef('user_attrs.userId', '=', 'users.id')
      .where('user_attrs.attrKey', '=', key)
      .limit(1),
    eb
      .selectFrom('user_roles')
      .innerJoin('role_attrs', 'role_attrs.roleId', 'user_roles.roleId')
      .select('role_attrs.attrValue')
      .whereRef('user_roles.userId', '=', 'users.id')
      .where('role_attrs.attrKey', '=', key)
      .orderBy('role_attrs.roleId', 'desc')
      .limit(1),
  )
}

/**
 * The accounts whose data scope lies within the actor's, as a condition on `users` (the user
 * list's data scope): the SQL form of `scopeWithin` over effective attributes.
 */
export function subordinateScope(actor: Principal) {
  const limit = dataScope(actor)
  return (eb: ExpressionBuilder<Database, 'users'>): ExpressionWrapper<Database, 'users', SqlBool> => {
    const parts: ExpressionWrapper<Database, 'users', SqlBool>[] = []
    if (limit.areaPrefix !== null)
      parts.push(eb(eb.fn('trim', [effectiveAttr(eb, 'auth_area')]), 'like', `${limit.areaPrefix}%`))
    if (limit.operatorId !== null) {
      const trimmed = (key: string) => eb.fn<string>('trim', [effectiveAttr(eb, key)])
      parts.push(eb(eb.fn('lower', [trimmed('isCompany')]), 'in', [...TRUTHY_ATTR_VALUES]))
      parts.push(
        eb(
          eb.fn.coalesce(eb.fn('nullif', [trimmed('operator'), eb.val('')]), eb.val('-')),
          '=',
          limit.operatorId,
        ),
      )
    }
    return eb.and(parts)
  }
}
