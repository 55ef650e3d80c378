/**
 * zod validation at the route boundary: a 400 naming each field with a problem, with
 * `data: { field: message }` (decisions: Field errors). Messages default to Chinese; a schema's
 * own message wins.
 */
import type { Context } from 'hono'
import type { z } from 'zod'
import { charCount, textProblem } from '../../../src/contract/text'
import { fieldMessage } from '../../../src/core/domain/field-labels'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { discardBody } from './uploads'

type Issue = z.core.$ZodRawIssue

function chineseMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? '不能为空'
        : '类型不正确'
    case 'too_small':
      return issue.origin === 'string' ? `长度不能少于${issue.minimum}个字符` : `不能小于${issue.minimum}`
    case 'too_big':
      return issue.origin === 'string' ? `长度不能超过${issue.maximum}个字符` : `不能大于${issue.maximum}`
    case 'invalid_format':
      return '格式不正确'
    case 'invalid_value':
      return '取值不在允许范围内'
    case 'unrecognized_keys':
      return '不支持的字段'
    default:
      return '输入不合法'
  }
}

/**
 * Every string of the input (file names included) in NFC, or 400 naming the field when one holds
 * what no text field may (issue 23, item 8: control characters but newline and tab, invalid
 * Unicode, direction controls; src/contract/text.ts). Single-line rules and lengths in
 * characters are the field schema's (`text()`).
 */
export function cleanStrings(value: unknown, path: string, depth = 0): unknown {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    if (problem) throw fieldError(path, problem)
    return value.normalize('NFC')
  }
  if (value instanceof File) {
    const problem = textProblem(value.name, false)
    if (problem) throw fieldError(path, `文件名${problem}`)
    const name = value.name.normalize('NFC')
    return name === value.name ? value : new File([value], name, { type: value.type })
  }
  if (depth > 20 || value === null || typeof value !== 'object') return value
  const at = (key: string | number) => (path === 'body' || path === 'query' ? String(key) : `${path}.${key}`)
  if (Array.isArray(value)) return value.map((item, index) => cleanStrings(item, at(index), depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, cleanStrings(item, at(key), depth + 1)]),
  )
}

/**
 * `table[key]` when the table holds `key` itself, else undefined (issue 38, item 12): a key a
 * request names (an action, a node, a mark, an attribute) is looked up with this, never with a
 * bare `table[key]`, which finds `constructor`, `__proto__` or `toString` on every plain object.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

/** The longest path parameter: ids, a resource's or an action's name are far shorter. */
const PARAM_MAX = 128

/**
 * Path parameters (issue 38, item 4), each `:name` of the contract's path: the text check every
 * query and body string gets (single-line), NFC, at most {@link PARAM_MAX} characters, or a 400
 * naming the parameter. Unchecked, a NUL in an id reached PostgreSQL (HTTP 500 on 44 routes) and
 * a byte-order mark in `files/\uFEFF1` read as file 1 (`Number` skips it as white space).
 */
export function parseParams(raw: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    const problem = textProblem(value, false)
    if (problem) throw fieldError(name, problem)
    if (charCount(value) > PARAM_MAX) throw fieldError(name, `长度不能超过${PARAM_MAX}个字符`)
    params[name] = value.normalize('NFC')
  }
  return params
}

/**
 * Parse input with a schema, or throw 400 naming every bad field (decisions: Field errors — the
 * form shows each at its field): `data` holds each field's first problem, the message the first.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, where: string): z.output<S> {
  const input = cleanStrings(raw, where)
  const result = schema.safeParse(input, { error: (issue) => chineseMessage(issue as Issue) })
  if (result.success) return result.data
  // A Map, not an object: a field named `__proto__` is a field like any other.
  const fields = new Map<string, string>()
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined]
    for (const key of keys) {
      const path = [...issue.path.map(String), ...(key === undefined ? [] : [key])]
      const field = path.length ? path.join('.') : where
      if (!fields.has(field)) fields.set(field, issue.message)
    }
  }
  const [[field, message]] = fields
  throw new ApiError(CODES.badInput, fieldMessage(field, message), Object.fromEntries(fields))
}

/**
 * A form or multipart body, or 400 when it cannot be read (broken or missing boundary, a
 * truncated part: issue 23 — bad input, never a crash). A body over the size limit keeps its
 * own answer (the limit's HTTP exception).
 */
export async function parseForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody()
  } catch (error) {
    if ((error as { status?: number } | null)?.status === 413) throw error
    throw new ApiError(CODES.badInput, '请求体格式不正确，无法读取表单内容', { body: '请求体格式不正确' })
  }
}

/** A route's JSON or form body (uploads are the upload service's: upload-service.ts). */
export async function readBody(
  c: Context,
  type: 'json' | 'form' | 'multipart' | undefined,
): Promise<unknown> {
  if (type === 'form' || type === 'multipart') {
    const contentType = c.req.header('content-type') ?? ''
    if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(contentType)) {
      // Unread, the body would be left on a kept-alive connection and break the next request.
      await discardBody(c)
      return {}
    }
    return await parseForm(c)
  }
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(CODES.badInput, '请求体不是合法的JSON', { body: '请求体不是合法的JSON' })
  }
}

/** A request's query, without cache busters. */
export function queryOf(c: Context): Record<string, string> {
  // Keys starting with "_" are cache busters, not filters.
  return Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => !key.startsWith('_')))
}
