/**
 * The server's business codes and its one error class: a deliberate refusal thrown anywhere
 * (auth, areas, engines) and turned into the envelope by `http/envelope.ts: handleError`. Every
 * answer given on purpose is HTTP 200 with a business code (decisions: HTTP status). Imports
 * only the domain's field labels, so every layer may throw these.
 */
import { fieldMessage } from '../../../src/core/domain/field-labels'

/** Business codes the server answers with (api.md: Envelope). */
export const CODES = {
  ok: 200,
  badInput: 400,
  noSession: 401,
  forbidden: 403,
  conflict: 409,
  otherDevice: 419,
  /** Too many requests from one client address (a public lookup's limit): try again later. */
  tooManyRequests: 429,
  crash: 500,
  /** The database cannot be reached now (a restart): HTTP 503 too, try again shortly. */
  unavailable: 503,
  endedByAdmin: 607,
} as const

/** A deliberate refusal: thrown anywhere, turned into an envelope by {@link handleError}. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * 400 naming a field: `data` is `{ field: message }` (decisions: Field errors); the message a toast
 * shows names the field by its Chinese label, never its key (issue 42, item 17).
 */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(CODES.badInput, fieldMessage(field, message), { [field]: message })
}

/** 403 for a call the user has no permission for. */
export function forbidden(message = '没有权限执行此操作'): ApiError {
  return new ApiError(CODES.forbidden, message)
}

/** 409 for a step not allowed in the current state; nothing changed. */
export function conflict(message: string): ApiError {
  return new ApiError(CODES.conflict, message)
}

/** 400 when a record does not exist (the id is input). */
export function notFound(field: string, message = '记录不存在'): ApiError {
  return fieldError(field, message)
}
