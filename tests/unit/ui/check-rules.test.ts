/**
 * The filter form's rule check (src/ui/fields/checkRules.ts), which replaced antd's validator in
 * every list's filters: the registry's rules give their Chinese messages, the first failing rule
 * wins, blank values pass all but `required`, and a rule of a shape it does not know throws.
 */
import { describe, expect, it } from 'vitest'
import { rule } from '../../../src/core/domain/validator-rules'
import { filter } from '../../../src/ui/fields/builders'
import { firstError } from '../../../src/ui/fields/checkRules'
import { fieldRules } from '../../../src/ui/fields/convert'
import type { Field } from '../../../src/ui/fields/types'

describe('firstError', () => {
  it("gives the registry's messages for a filter's rules", async () => {
    const plate = filter.plate('plate', '车牌号')
    expect(await firstError(fieldRules(plate), '12', {}, '车牌号')).toBe('请输入正确的车牌号')
    expect(await firstError(fieldRules(plate), '津A12345', {}, '车牌号')).toBeUndefined()
    const name = filter.text('name', '名称', { maxLength: 3 })
    expect(await firstError(fieldRules(name), '一二三四', {}, '名称')).toBe('名称不能超过3个字符')
    expect(await firstError(fieldRules(name, { required: true }), '', {}, '名称')).toBe('请输入名称')
  })

  it('lets blank values pass every rule but required', async () => {
    const rules = [{ max: 2, message: 'max' }, { pattern: /^\d+$/, message: 'digits' }, rule('mobile')]
    for (const blank of [undefined, null, '', []])
      expect(await firstError(rules, blank, {}, 'x')).toBeUndefined()
    expect(await firstError([{ required: true, message: '必填' }], [], {}, 'x')).toBe('必填')
  })

  it('reports the first failing rule, with the form’s values for a rule that needs them', async () => {
    const rules = [
      { pattern: /^\d+$/, message: 'digits' },
      ({ getFieldsValue }: { getFieldsValue: () => Record<string, unknown> }) => ({
        validator: (_rule: unknown, value: unknown) =>
          Number(value) < Number(getFieldsValue().min)
            ? Promise.reject(new Error('不能小于最小值'))
            : Promise.resolve(),
      }),
    ]
    expect(await firstError(rules as never, 'a', { min: 5 }, 'x')).toBe('digits')
    expect(await firstError(rules as never, '3', { min: 5 }, 'x')).toBe('不能小于最小值')
    expect(await firstError(rules as never, '7', { min: 5 }, 'x')).toBeUndefined()
  })

  it('says Illegal input for a number field holding text it could not read (issue 42, item 24)', async () => {
    const amount = { key: 'amount', label: '金额', kind: 'money' } as Field
    expect(await firstError(fieldRules(amount), Number.NaN, {}, '金额')).toBe('Illegal input')
    expect(await firstError(fieldRules(amount), 12.5, {}, '金额')).toBeUndefined()
    expect(await firstError(fieldRules(amount), -1, {}, '金额')).not.toBe('Illegal input')
  })

  it('throws on a rule it cannot check rather than passing it', async () => {
    await expect(firstError([{ type: 'email', message: 'email' }], 'a', {}, 'x')).rejects.toThrow(/"type"/)
  })
})
