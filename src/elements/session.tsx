/**
 * An element's part in the page's session: joins the hub with its toasts and its reactions, and
 * offers `setToken()` (decisions: Long-token — area and screen elements take the token through a
 * method, never the URL or an attribute).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { createApi } from '../core/api'
import { getHttpClient, resetSessionInvalid } from '../core/http'
import { ensureSession } from '../core/session-load'
import { STORAGE_KEYS, writeCookie } from '../core/storage'
import { useToasts } from '../ui/toasts'
import { joinSession } from './hub'

export interface MembershipProps {
  signedOut: () => void
  signedIn: () => void
  children?: ReactNode
}

/** Joins the page's session while mounted (inside the element's antd App, for its toasts). */
export function SessionMembership({ signedOut, signedIn, children }: MembershipProps) {
  const message = useToasts()
  const handlers = useRef({ signedOut, signedIn, message })
  handlers.current = { signedOut, signedIn, message }
  useEffect(
    () =>
      joinSession({
        signedOut: () => handlers.current.signedOut(),
        signedIn: () => handlers.current.signedIn(),
        notify: (type, text) => handlers.current.message.open({ type, content: text }),
      }),
    [],
  )
  return children
}

/**
 * Hand a long-token over: stored as the `long-token` cookie the server accepts once to open a
 * session, then user info is loaded for every element of the page. Resolves whether signed in.
 */
export async function setToken(token: string, apiBase?: string): Promise<boolean> {
  if (typeof token !== 'string' || !token.trim()) return false
  writeCookie(STORAGE_KEYS.longToken, token.trim())
  resetSessionInvalid()
  const api = createApi(getHttpClient(apiBase || '/api'))
  // The element's own user_info of a moment ago (answered 401) must not stand in for this one.
  return ensureSession(api, { fresh: true })
}
