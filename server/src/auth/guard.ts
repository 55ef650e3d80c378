/**
 * Administrators cannot lock themselves out (issue 7): a change that would take the acting
 * user's own user-administration right away is refused with 409, inside its transaction.
 */
import type { Db } from '../db/types'
import { conflict, forbidden } from '../kernel/errors'
import { can, type Principal, userResPaths } from './permissions'

const ADMIN_RIGHT = 'sso-user-management/edit'

/** Throw 409 if the actor held the user-administration right and the change removed it. */
export async function assertKeepsOwnAdminRights(db: Db, actor: Principal): Promise<void> {
  if (!can(actor, ADMIN_RIGHT)) return
  const after = await userResPaths(db, actor.user.id)
  if (!after.includes(ADMIN_RIGHT)) throw conflict('不能移除自己的管理员权限')
}

/**
 * Issue 23, item 6 — no escalation: nobody grants a right it does not hold (binding strategies
 * to roles, page rights to strategies, roles to users: now checked by the subordinate rule of
 * subordinate.ts, page APIs here), nor changes the rights of a role it belongs to (its
 * strategies, their page rights, its attributes).
 */
export const GRANT_MESSAGE = '不能授予自己没有的权限'
/** The refusal for a role the actor belongs to (or a strategy bound to one). */
export const OWN_ROLE_MESSAGE = '不能修改自己所属角色的权限'

/** Throw 403 unless the actor holds a right on each page (page APIs are bound per page). */
export function assertHoldsPages(actor: Principal, pages: Iterable<string>): void {
  const held = new Set([...actor.resPaths].map((resPath) => resPath.split('/')[0]))
  for (const page of pages) if (!held.has(page)) throw forbidden(GRANT_MESSAGE)
}

/** Throw 403 when the actor belongs to one of the roles. */
export async function assertNotOwnRoles(db: Db, actor: Principal, roleIds: readonly number[]): Promise<void> {
  if (!roleIds.length) return
  const own = await db
    .selectFrom('user_roles')
    .select('roleId')
    .where('userId', '=', actor.user.id)
    .where('roleId', 'in', [...roleIds])
    .executeTakeFirst()
  if (own) throw forbidden(OWN_ROLE_MESSAGE)
}

/** Throw 403 when the strategy is bound to a role the actor belongs to. */
export async function assertNotOwnStrategy(db: Db, actor: Principal, stgId: number): Promise<void> {
  const own = await db
    .selectFrom('role_strategies')
    .innerJoin('user_roles', 'user_roles.roleId', 'role_strategies.roleId')
    .select('role_strategies.roleId')
    .where('role_strategies.stgId', '=', stgId)
    .where('user_roles.userId', '=', actor.user.id)
    .executeTakeFirst()
  if (own) throw forbidden(OWN_ROLE_MESSAGE)
}
