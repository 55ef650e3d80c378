/**
 * Input validation at the route boundary (server/src/http/validate.ts; decisions: Field errors — a
 * 400's `data` is `{ field: message }` and the form shows each at its field): every bad field is
 * named, each with its first problem, and a field called `__proto__` is a field like any other.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../server/src/errors'
import { parseInput } from '../../server/src/http/validate'

function refusal(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('not refused')
}

describe('parseInput', () => {
  const schema = z.strictObject({
    name: z.string().min(2),
    count: z.number().int().max(9),
    nested: z.object({ code: z.string() }),
  })

  it('names every bad field with its first problem, in Chinese', () => {
    const error = refusal(() => parseInput(schema, { name: 'x', count: 'many', nested: {} }, 'body'))
    expect(error.code).toBe(400)
    expect(error.data).toEqual({
      name: '长度不能少于2个字符',
      count: '类型不正确',
      'nested.code': '不能为空',
    })
    expect(error.message).toBe('name: 长度不能少于2个字符')
  })

  it('names unknown keys, __proto__ included, without touching any prototype', () => {
    const raw = JSON.parse('{"name":"ab","count":1,"nested":{"code":"c"},"extra":1,"__proto__":{"x":1}}')
    const error = refusal(() => parseInput(schema, raw, 'body'))
    const data = error.data as Record<string, string>
    expect(Object.keys(data).sort()).toEqual(['__proto__', 'extra'])
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('gives the parsed value when all is well', () => {
    expect(parseInput(schema, { name: 'ab', count: 3, nested: { code: 'c' } }, 'body')).toEqual({
      name: 'ab',
      count: 3,
      nested: { code: 'c' },
    })
  })
})
