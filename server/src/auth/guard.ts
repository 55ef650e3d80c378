/**
 * Administrators cannot lock themselves out (issue 7): a change that would take the acting
 * user's own user-administration right away is refused with 409, inside its transaction.
 */
import type { Db } from '../db/types'
import { conflict } from '../http'
import { can, type Principal, userResPaths } from './permissions'

const ADMIN_RIGHT = 'sso-user-management/edit'

/** Throw 409 if the actor held the user-administration right and the change removed it. */
export async function assertKeepsOwnAdminRights(db: Db, actor: Principal): Promise<void> {
  if (!can(actor, ADMIN_RIGHT)) return
  const after = await userResPaths(db, actor.user.id)
  if (!after.includes(ADMIN_RIGHT)) throw conflict('不能移除自己的管理员权限')
}
