/**
 * The permission model: users have roles and attributes, roles bind strategies, strategies
 * grant page actions (`resPath`). Read fresh on every call, so a change takes effect at the
 * user's next call (issue 3).
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { keptRead } from '../db/read-cache'
import type { Db, User } from '../db/types'
import { forbidden } from '../kernel/errors'
import { GENERAL_RES_PATHS } from './actions'

/** The signed-in user of a request, with what they may do. */
export interface Principal {
  user: User
  sessionId: string
  /** Granted `<page>/<action>` paths, the general pages included (decisions: General pages). */
  resPaths: ReadonlySet<string>
  /** Role attributes overridden by the user's own (auth_area, isCompany, operator, ...). */
  attrs: Readonly<Record<string, string>>
}

/** The distinct resPaths the accounts `userIds` hold through their roles and strategies. */
export async function grantedResPaths(db: Db, userIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_strategies', 'role_strategies.roleId', 'user_roles.roleId')
    .innerJoin('strategy_actions', 'strategy_actions.stgId', 'role_strategies.stgId')
    .select('strategy_actions.resPath')
    .distinct()
    .where('user_roles.userId', 'in', userIds)
    .execute()
  return rows.map((row) => row.resPath)
}

/** The resPaths granted to a user through roles and strategies, plus the general pages. */
export async function userResPaths(db: Db, userId: number): Promise<string[]> {
  return [...new Set([...(await grantedResPaths(db, [userId])), ...GENERAL_RES_PATHS])].sort()
}

/** A user's effective attributes: those of the roles, overridden by the user's own. */
export async function userAttrs(db: Db, userId: number): Promise<Record<string, string>> {
  return (await usersAttrs(db, [userId])).get(userId) ?? {}
}

/** Ranks an account's own attributes after every role's: the largest role id a column holds. */
const ABOVE_ROLES = 2_147_483_647

/** The effective attributes of each of the accounts `userIds` (every one named, none: `{}`). */
export async function usersAttrs(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  if (!userIds.length) return new Map()
  // One statement (issue 43: each is a round trip under load): the role attributes by role id,
  // then the account's own (`rank` 0 and 1), merged in that order so its own win.
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_attrs', 'role_attrs.roleId', 'user_roles.roleId')
    .select(['user_roles.userId', 'role_attrs.attrKey', 'role_attrs.attrValue', 'role_attrs.roleId as rank'])
    .where('user_roles.userId', 'in', userIds)
    .unionAll(
      db
        .selectFrom('user_attrs')
        .select(['userId', 'attrKey', 'attrValue', sql.lit(ABOVE_ROLES).as('rank')])
        .where('userId', 'in', userIds),
    )
    .orderBy('rank')
    .execute()
  const attrs = new Map(userIds.map((id) => [id, {} as Record<string, string>]))
  for (const row of rows) {
    const held = attrs.get(row.userId)
    if (held) held[row.attrKey] = row.attrValue
  }
  return attrs
}

/** Effective attributes: the roles' (in role id order), each overridden by the user's own. */
export function mergeAttrs(
  roleAttrs: readonly { attrKey: string; attrValue: string }[],
  own: readonly { attrKey: string; attrValue: string }[],
): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const row of [...roleAttrs, ...own]) attrs[row.attrKey] = row.attrValue
  return attrs
}

const VERSION_KEY = 'permVersion'

/** The version of the permission model; every administration change moves it. */
export async function permissionVersion(db: Db): Promise<string> {
  // Every call reads it: kept between changes (issue 43: db/read-cache.ts).
  const row = await keptRead(
    db,
    VERSION_KEY,
    () => db.selectFrom('settings').select('value').where('key', '=', VERSION_KEY).executeTakeFirst(),
    () => [{ table: 'settings' }],
  )
  return row?.value ?? ''
}

/**
 * Move the permission version (inside the change's transaction), so every process drops its
 * cached grants: a change takes effect at the user's next call.
 */
export async function bumpPermissionVersion(db: Db): Promise<void> {
  const value = randomBytes(8).toString('hex')
  // One statement, so two changes at once on a database without the row do not both insert.
  await db
    .insertInto('settings')
    .values({ key: VERSION_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute()
}

interface CachedGrants {
  version: string
  resPaths: ReadonlySet<string>
  attrs: Readonly<Record<string, string>>
}

// Grants per database and user, valid while the permission version is unchanged. Reading one
// settings row instead of the role → strategy → action join keeps user_info cheap under load.
const grantCache = new WeakMap<Db, Map<number, CachedGrants>>()
const MAX_CACHED_USERS = 5000

/** Load the principal of an active session. */
export async function loadPrincipal(db: Db, user: User, sessionId: string): Promise<Principal> {
  const version = await permissionVersion(db)
  let users = grantCache.get(db)
  if (!users) {
    users = new Map()
    grantCache.set(db, users)
  }
  let grants = users.get(user.id)
  if (!grants || grants.version !== version) {
    const [resPaths, attrs] = await Promise.all([userResPaths(db, user.id), userAttrs(db, user.id)])
    if (users.size >= MAX_CACHED_USERS) users.clear()
    grants = { version, resPaths: new Set(resPaths), attrs }
    users.set(user.id, grants)
  }
  return { user, sessionId, resPaths: grants.resPaths, attrs: grants.attrs }
}

/** Whether the principal holds one of the resPaths. */
export function can(principal: Principal, ...resPaths: string[]): boolean {
  return resPaths.some((resPath) => principal.resPaths.has(resPath))
}

/**
 * Throw 403 unless the principal holds one of the resPaths (`'station-archives-management/view'`).
 * Business routes call this, so a hidden button is never the only protection (api.md).
 */
export function requirePermission(principal: Principal, ...resPaths: string[]): void {
  if (!can(principal, ...resPaths)) throw forbidden()
}

/**
 * Derived once per grant set (the sets are reused while the permission version holds), so the
 * menu of a busy server does not rebuild hundreds of entries per call.
 */
function derivedOnce<T>(derive: (resPaths: ReadonlySet<string>) => T): (resPaths: ReadonlySet<string>) => T {
  const cache = new WeakMap<ReadonlySet<string>, T>()
  return (resPaths) => {
    if (!cache.has(resPaths)) cache.set(resPaths, derive(resPaths))
    return cache.get(resPaths) as T
  }
}

/** Page names the user may open: the first segments of its auths (decisions: `pages`). */
export const pagesOf = derivedOnce((resPaths) => [
  ...new Set([...resPaths].map((resPath) => resPath.split('/')[0])),
])

/**
 * The auths of user_info: one `{ resPath }` per granted path (serialized once per grant set by
 * account/user-info.ts, so not kept here as well).
 */
export function authsOf(resPaths: ReadonlySet<string>): { resPath: string }[] {
  return [...resPaths].map((resPath) => ({ resPath }))
}
