/**
 * The response envelope `{ code, msg, data }`, and the handler that turns an `ApiError`
 * (../kernel/errors.ts) into it. Only a crash is HTTP 500, with a generic message and never a stack or SQL.
 */
import type { Context } from 'hono'
import type { Envelope } from '../../../src/contract/define'
import { isDatabaseUnavailable } from '../db/unavailable'
import { ApiError, CODES } from '../kernel/errors'

/** The JSON envelope (the contract's: src/contract/define.ts). */
export type { Envelope }

/**
 * Data already written as JSON text: a large answer whose bulk changes rarely (user_info's grants)
 * is serialized once and reused, instead of on every call.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Answer with the envelope. */
export function envelope<T>(c: Context, data: T, code: number = CODES.ok, msg = '操作成功'): Response {
  if (data instanceof JsonText)
    return c.body(`{"code":${code},"msg":${JSON.stringify(msg)},"data":${data.text}}`, 200, {
      'Content-Type': 'application/json',
    })
  return c.json({ code, msg, data } satisfies Envelope<T>, 200)
}

/** The generic message of a crash (never the error's own text). */
export const CRASH_MESSAGE = '服务器繁忙，请稍后再试'

/** The answer while the database cannot be reached (issue 43), and when to try again (s). */
export const UNAVAILABLE_MESSAGE = '数据库暂时无法连接，请稍后再试'
const RETRY_AFTER_SECONDS = '5'

/** PostgreSQL error codes caused by a value out of range for its column (22003, 22001, 22P02). */
const PG_INPUT_ERRORS = new Set(['22003', '22001', '22P02'])

/**
 * A unique key refusing a row (PostgreSQL 23505; SQLite's UNIQUE and PRIMARY KEY constraints):
 * two identical changes at once, where the check before the write let both through.
 */
const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'])

/** The answer to a unique violation that slipped past the checks (issue 38, item 3). */
export const DUPLICATE_MESSAGE = '该记录已存在或已被他人同时提交，请刷新后重试'

/**
 * The app's error handler: ApiError → its envelope; a value the database refuses → 400, a unique
 * key → 409; the database out of reach → HTTP 503; anything else → HTTP 500, generic text.
 */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) return envelope(c, error.data, error.code, error.message)
  // Hono's body-limit and similar helpers throw HTTPException with a status.
  const status = (error as { status?: number } | null)?.status
  if (status === 413) return envelope(c, null, CODES.badInput, '请求内容过大')
  // PostgreSQL refusing a value a schema let through (an id beyond int4, text beyond a varchar):
  // bad input, not a crash (issue 23). SQLite stores such values; the schemas should bound them.
  const sqlState = (error as { code?: unknown } | null)?.code
  if (typeof sqlState === 'string' && PG_INPUT_ERRORS.has(sqlState))
    return envelope(c, null, CODES.badInput, '输入的数值或文字超出允许范围')
  // Checks are serialised per key (db/serialize.ts); a duplicate that still reaches a unique
  // index is a conflict the caller can retry, not a crash. The transaction was rolled back.
  if (typeof sqlState === 'string' && UNIQUE_VIOLATIONS.has(sqlState))
    return envelope(c, null, CODES.conflict, DUPLICATE_MESSAGE)
  // PostgreSQL restarting or out of reach: HTTP 503 with a clear message, not a crash; nothing
  // was written (the transaction could not commit), and the pool reconnects on a later call.
  if (isDatabaseUnavailable(error))
    return c.json({ code: CODES.unavailable, msg: UNAVAILABLE_MESSAGE, data: null } satisfies Envelope, 503, {
      'Retry-After': RETRY_AFTER_SECONDS,
    })
  if (process.env.NODE_ENV !== 'test' && !process.env.VITEST) console.error('[ev-server]', error)
  return c.json({ code: CODES.crash, msg: CRASH_MESSAGE, data: null } satisfies Envelope, 500)
}
