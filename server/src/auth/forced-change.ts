/**
 * A forced password change (resetPwdFlag: a new account, or a password an administrator reset)
 * is enforced by the server, not only by the console's dialog (issue 23, item 5): until it is
 * done, a session may read itself, change the password and sign out; everything else is 403.
 */
import { PASSWORD_MESSAGES } from '../../../src/core/passwords'
import { forbidden } from '../kernel/errors'
import type { Principal } from './permissions'

/**
 * Calls a session with a pending forced change may make: read the session and what the frame
 * behind the dialog shows of it (profile, avatar, menu), change the password, sign out.
 */
export const DURING_FORCED_CHANGE: ReadonlySet<string> = new Set([
  '/user_info',
  '/user/userInfo',
  '/uploads/avatars/:file',
  '/menu/backMenuList',
  '/user/change_pwd',
  '/new_logout',
])

/** The answer to any other call before the change (one text with the console's). */
export const FORCED_CHANGE_MESSAGE = PASSWORD_MESSAGES.forcedChange

/** Throw 403 when the principal must change its password first and the call is not one of the above. */
export function assertPasswordSettled(principal: Principal, path: string): void {
  if (principal.user.resetPwdFlag === 1 && !DURING_FORCED_CHANGE.has(path))
    throw forbidden(FORCED_CHANGE_MESSAGE)
}
