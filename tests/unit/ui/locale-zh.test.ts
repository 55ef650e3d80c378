/**
 * The Chinese UI-library strings say a number or date a field cannot read in Chinese (issue 42
 * item 24, walked again: under zh-CN, 年度 typed as text said `年度不是一个有效的number`, antd's
 * type template naming the rule's type in English); English keeps section 8's Illegal input.
 */
import { describe, expect, it } from 'vitest'
import { antdLocale } from '../../../src/ui/locale'

/** A slot of antd's message templates (`${label}`). */
const slot = (name: string) => `\${${name}}`
/** A form message as antd fills its template. */
const filled = (template: unknown, type: string) =>
  String(template).replaceAll(slot('label'), '年度').replaceAll(slot('type'), type)

describe('the form messages of the UI-library locales', () => {
  it('says a number or a date it cannot read in Chinese under zh-CN', () => {
    const types = antdLocale('zh-CN').Form?.defaultValidateMessages?.types
    for (const type of ['number', 'integer', 'float', 'date'] as const) {
      const message = filled(types?.[type], type)
      expect(message).toBe('年度输入不合法')
      expect(message).not.toMatch(/[A-Za-z]/)
    }
    // The rest is antd's Chinese.
    expect(antdLocale('zh-CN').Form?.defaultValidateMessages?.required).toBe(`请输入${slot('label')}`)
    expect(antdLocale('zh-CN').locale).toBe('zh-cn')
  })

  it('keeps section 8’s Illegal input in English', () => {
    expect(antdLocale(undefined).Form?.defaultValidateMessages?.types?.number).toBe('Illegal input')
  })
})
