/**
 * Input validation at the route boundary (server/src/http/validate.ts; decisions: Field errors — a
 * 400's `data` is `{ field: message }` and the form shows each at its field): every bad field is
 * named, each with its first problem, and a field called `__proto__` is a field like any other.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseInput } from '../../server/src/http/validate'
import { ApiError, fieldError } from '../../server/src/kernel/errors'

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
    // Issue 42, item 17: the message a toast shows names the field by its label, not its key.
    expect(error.message).toBe('名称：长度不能少于2个字符')
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

describe('a field error as a toast reads it (issue 42, item 17)', () => {
  it('names the field by its Chinese label, never by its key', () => {
    expect(fieldError('endDate', '一个时段不能超过31天').message).toBe('结束日期：一个时段不能超过31天')
    expect(fieldError('file', '文件内容为空').message).toBe('文件内容为空')
    expect(fieldError('evidence', '请上传材料').message).toBe('佐证材料：请上传材料')
    expect(fieldError('rules.2.indicator', '不能为空').message).toBe('指标：不能为空')
    // What the message already names, it does not name twice.
    expect(fieldError('amount', '发放金额应大于0').message).toBe('发放金额应大于0')
    // A field without a label: the message alone, not the key.
    expect(fieldError('somethingElse', '取值不在允许范围内').message).toBe('取值不在允许范围内')
    // The form still finds each message at its field.
    expect(fieldError('endDate', '不能为空').data).toEqual({ endDate: '不能为空' })
  })
})
