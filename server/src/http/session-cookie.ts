/**
 * The session cookie (auth/sessions.ts keeps the sessions themselves): HttpOnly, and how
 * SameSite and Secure follow the deployment and the request.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE } from '../auth/sessions'
import type { ServerConfig } from '../kernel/config'
import { clientOf } from './client'

/**
 * Set the session cookie: SameSite=Lax, or None for a cross-site console; `Secure` whenever the
 * request came over HTTPS, directly or through a trusted proxy (issue 23, item 7).
 */
export function setSessionCookie(c: Context, config: ServerConfig, id: string): void {
  const crossSite = config.corsOrigins.length > 0
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: crossSite ? 'None' : 'Lax',
    secure: crossSite || clientOf(c).https,
  })
}

/** Remove the session cookie. */
export function clearSessionCookie(c: Context, config: ServerConfig): void {
  const crossSite = config.corsOrigins.length > 0
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: crossSite || clientOf(c).https,
    sameSite: crossSite ? 'None' : 'Lax',
  })
}

/** The session id of the request, if any. */
export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined
}
