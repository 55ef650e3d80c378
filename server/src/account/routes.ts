/**
 * The signed-in user's own calls (src/contract/account.ts, messages.ts; the console's account
 * center, header and message page): sign-in and the session, the profile and password, the
 * avatar, and the to-do messages. One call for the app: `accountRoutes(router)`.
 */
import type { Router } from '../http/router'
import { avatarRoutes } from './avatar'
import { messageRoutes } from './messages'
import { sessionRoutes } from './session'
import { userRoutes } from './user'

/** Register every account route. */
export function accountRoutes(router: Router): void {
  sessionRoutes(router)
  userRoutes(router)
  avatarRoutes(router)
  messageRoutes(router)
}
