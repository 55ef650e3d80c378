/**
 * The check of one value against the fields' rules (./convert.ts: fieldRules) without antd's Form:
 * the filter form of every list runs it, so a list's first screen does not carry the form store
 * and its validator (~20 KB gzip, issue 14). The rules are those the registry writes: required,
 * max/min length, pattern, a validator, or a function of the form's values returning one of those.
 * A rule of another shape is a programming error and throws (this runner would silently pass it).
 */
import type { Rule, RuleObject } from 'antd/es/form'
import { UI_STRINGS } from '../uiStrings'
import type { Row } from './types'
import { isBlank } from './values'

const KNOWN = new Set(['required', 'message', 'max', 'min', 'pattern', 'validator', 'type'])

function messageOf(rule: RuleObject, fallback: string): string {
  return typeof rule.message === 'string' ? rule.message : fallback
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length
  return undefined
}

/** The first failing rule's message for `value`, or undefined; `values` are the form's values. */
export async function firstError(
  rules: readonly Rule[],
  value: unknown,
  values: Row,
  label: string,
): Promise<string | undefined> {
  for (const item of rules) {
    const rule: RuleObject =
      typeof item === 'function'
        ? (item({ getFieldsValue: () => values } as never) as RuleObject)
        : (item as RuleObject)
    for (const key of Object.keys(rule))
      if (!KNOWN.has(key)) throw new Error(`checkRules: a rule with "${key}" is not supported`)
    if (rule.type !== undefined && rule.type !== 'number')
      throw new Error(`checkRules: a rule with "type": "${rule.type}" is not supported`)
    const blank = isBlank(value)
    // numberRules (./values.ts): text a number field could not read is NaN (section 8).
    if (rule.type === 'number' && !blank && !(typeof value === 'number' && !Number.isNaN(value)))
      return messageOf(rule, UI_STRINGS.illegalInput)
    if (rule.required && blank) return messageOf(rule, `请输入${label}`)
    if (!blank) {
      const length = lengthOf(value)
      if (rule.max !== undefined && length !== undefined && length > rule.max)
        return messageOf(rule, `${label}不能超过${rule.max}个字符`)
      if (rule.min !== undefined && length !== undefined && length < rule.min)
        return messageOf(rule, `${label}不能少于${rule.min}个字符`)
      if (rule.pattern && typeof value === 'string' && !rule.pattern.test(value))
        return messageOf(rule, `${label}格式不正确`)
    }
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined)
      } catch (error) {
        return error instanceof Error ? error.message : messageOf(rule, `${label}格式不正确`)
      }
    }
  }
  return undefined
}
