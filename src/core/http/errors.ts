import { CLIENT_CODES } from './codes'

/** How a call failed: a business answer, or a failure before one arrived. */
export type ApiErrorKind = 'business' | 'cancelled' | 'timeout' | 'network' | 'server'

/**
 * The one error every failed call rejects with.
 *
 * `code` is the envelope's business code (or the HTTP status for a bare 401/403, or a negative
 * {@link CLIENT_CODES} value); `msg` is the server's message, emptied when it must never be shown;
 * `data` is the envelope's data — for a 400 the `{ field: message }` map (decisions: Field errors).
 */
export class ApiError<D = unknown> extends Error {
  readonly code: number
  readonly msg: string
  readonly data: D
  readonly kind: ApiErrorKind

  constructor(code: number, msg: string, data: D, kind: ApiErrorKind = 'business') {
    super(msg || `request failed (${code})`)
    this.name = 'ApiError'
    this.code = code
    this.msg = msg
    this.data = data
    this.kind = kind
  }

  /** True when the caller aborted the call; such failures are never shown. */
  get cancelled(): boolean {
    return this.kind === 'cancelled'
  }
}

/** Whether an error is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Whether an error means "the caller cancelled" (ignore it quietly). */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancelled'
}

/** The `{ field: message }` map of a 400 answer, or an empty map. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 400) return {}
  const data = error.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {}
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(data)) {
    if (typeof message === 'string' && message) out[field] = message
  }
  return out
}

/** A cancelled-call error. */
export function cancelledError(): ApiError<null> {
  return new ApiError(CLIENT_CODES.cancelled, '', null, 'cancelled')
}
