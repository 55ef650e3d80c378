/**
 * Issue 43, the kill drill: every change the console sends carries a key of its own, so that a
 * change sent again by the proxy (HAProxy, after a server process died without answering) is
 * carried out at most once (server/src/http/request-keys.ts). A new key for each call: the
 * console never sends a change again itself, only the proxy does, with the same bytes. Framework-
 * free, shared by the console, the server and the bench.
 */

/** The request header (as IETF's draft "The Idempotency-Key HTTP Header Field" names it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** What a key may be: 16 to 64 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/

/**
 * A new key: 128 random bits in hex. `crypto.getRandomValues`, not `randomUUID`: a portal on plain
 * HTTP in an intranet is not a secure context, where browsers have no `randomUUID`.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
