/**
 * The long-token hand-off of section 2: a query value `long-token`, base64-encoded then
 * URL-encoded by the portal, is decoded, stored as the script-readable `long-token` cookie and
 * removed from the query so navigation continues to the same path without it.
 *
 * decisions: Long-token — the console writes the cookie (`path=/`, `SameSite=Lax`); the server
 * accepts it once to open a session with its own HttpOnly cookie.
 */
import { STORAGE_KEYS, writeCookie } from './storage'

/** The query parameter that carries the token (same name as the cookie). */
export const LONG_TOKEN_PARAM = STORAGE_KEYS.longToken

/** What `takeLongToken` found: the decoded token (or null) and the query string without it. */
export interface TakenLongToken {
  token: string | null
  /** The remaining query, with a leading "?" when anything is left, else ''. */
  search: string
}

/** Decode a long-token value: base64 first, then URL decoding (section 2). Null when malformed. */
export function decodeLongToken(value: string): string | null {
  // A '+' of base64 written into a query unencoded reads back as a space.
  let base64 = value.replace(/ /g, '+').trim().replace(/-/g, '+').replace(/_/g, '/')
  if (base64 === '') return null
  while (base64.length % 4 !== 0) base64 += '='
  try {
    const binary = atob(base64)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const token = decodeURIComponent(text)
    return token === '' ? null : token
  } catch {
    return null
  }
}

/** Encode a token the way a portal hands it over (URL-encode, then base64); the inverse of decode. */
export function encodeLongToken(token: string): string {
  const bytes = new TextEncoder().encode(encodeURIComponent(token))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Take the long-token out of a query string (with or without "?"). When present and valid it
 * is stored as the `long-token` cookie. The parameter is removed even when malformed, so a bad
 * link does not loop.
 *
 * @example takeLongToken('?a=1&long-token=YWJj') // { token: 'abc', search: '?a=1' }, cookie set
 */
export function takeLongToken(search: string): TakenLongToken {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const raw = params.get(LONG_TOKEN_PARAM)
  if (raw === null) return { token: null, search: normalise(search) }
  params.delete(LONG_TOKEN_PARAM)
  const rest = params.toString()
  const token = decodeLongToken(raw)
  if (token !== null) writeCookie(STORAGE_KEYS.longToken, token)
  return { token, search: rest === '' ? '' : `?${rest}` }
}

function normalise(search: string): string {
  if (search === '' || search === '?') return ''
  return search.startsWith('?') ? search : `?${search}`
}
