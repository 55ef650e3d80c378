/** Who is calling a route (the router's gate; decisions: Long-token, 419/607 answers). */
import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { loadPrincipal, type Principal } from '../auth/permissions'
import {
  ADMIN_END_REASONS,
  consumeLongToken,
  LONG_TOKEN_COOKIE,
  lookupSession,
  openSession,
} from '../auth/sessions'
import type { Db } from '../db/types'
import type { ServerConfig } from '../kernel/config'
import { ApiError, CODES } from '../kernel/errors'
import { clientOf } from './client'
import { sessionIdOf, setSessionCookie } from './session-cookie'

/**
 * Resolve who is calling: the session cookie, else a valid long-token cookie opens a session
 * (decisions: Long-token); an administrator-ended session answers 607, none 401.
 */
export async function authenticate(
  c: Context,
  deps: { db: Db; config: ServerConfig },
): Promise<{ principal: Principal; notify419: boolean }> {
  const found = await lookupSession(deps.db, deps.config, sessionIdOf(c))
  if (found.state === 'active') {
    return {
      principal: await loadPrincipal(deps.db, found.user, found.sessionId),
      notify419: found.notify419,
    }
  }
  const longToken = getCookie(c, LONG_TOKEN_COOKIE)
  if (longToken) {
    deleteCookie(c, LONG_TOKEN_COOKIE, { path: '/' })
    const userId = await consumeLongToken(deps.db, longToken)
    const user =
      userId === null
        ? undefined
        : await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
    if (user && user.status === 1) {
      const id = await openSession(deps.db, deps.config, user, clientOf(c))
      setSessionCookie(c, deps.config, id)
      return { principal: await loadPrincipal(deps.db, user, id), notify419: false }
    }
  }
  if (found.state === 'ended-by-admin')
    throw new ApiError(CODES.endedByAdmin, ADMIN_END_REASONS[found.reason])
  throw new ApiError(CODES.noSession, '登录已失效，请重新登录')
}
