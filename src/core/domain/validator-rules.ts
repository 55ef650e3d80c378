/**
 * The checks of section 5 (validators.ts) as form rules: each named check's Chinese message,
 * `rule(name)` turning a check into an antd-compatible `{ validator }` object without importing
 * antd, and the form validator's default messages.
 */
import {
  isAlnum,
  isAmount,
  isCarNo,
  isChinese,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isImageUrl,
  isIsoDate,
  isJsonString,
  isLandline,
  isLetters,
  isMobile,
  isNumber,
  isUrl,
  LIMITS,
} from './validators'

/** The Chinese message shown at a field for each named check. */
export const FIELD_MESSAGES = {
  mobile: '请输入正确的手机号码',
  email: '请输入正确的邮箱地址',
  idCard: '请输入正确的身份证号码',
  carNo: '请输入正确的车牌号',
  amount: '请输入正确的金额',
  landline: '请输入正确的固定电话号码',
  code: '请输入6位数字',
  url: '请输入正确的网址',
  date: '请输入正确的日期',
  isoDate: '请输入正确的日期（YYYY-MM-DD）',
  number: '请输入数字',
  digits: '只能输入数字',
  chinese: '只能输入中文',
  letters: '只能输入英文字母',
  alnum: '只能输入英文字母和数字',
  json: '请输入正确的JSON字符串',
  imageUrl: '请输入正确的图片地址（jpg、jpeg、png、gif、bmp、webp、svg、tif、tiff）',
} as const

/** A named single-value check of `FIELD_MESSAGES`. */
export type ValidatorName = keyof typeof FIELD_MESSAGES

/** The check behind each name. */
export const VALIDATORS: Record<ValidatorName, (value: unknown) => boolean> = {
  mobile: isMobile,
  email: isEmail,
  idCard: isIdCard,
  carNo: isCarNo,
  amount: isAmount,
  landline: isLandline,
  code: (value) => isCode(value),
  url: isUrl,
  date: isDate,
  isoDate: isIsoDate,
  number: isNumber,
  digits: isDigits,
  chinese: isChinese,
  letters: isLetters,
  alnum: isAlnum,
  json: isJsonString,
  imageUrl: isImageUrl,
}

/** An antd Form rule object (structurally; antd is not imported). */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>
}

/** Wrap a check as an antd rule: blank passes, a failed check rejects with `message`. */
export function checkRule(check: (value: unknown) => boolean, message: string): ValidatorRule {
  return {
    validator: (_rule, value) =>
      isEmpty(value) || check(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  }
}

/**
 * An antd rule for a named check with its Chinese message.
 * @example <Form.Item name="phone" rules={[{ required: true }, rule('mobile')]}>
 */
export function rule(name: ValidatorName, message: string = FIELD_MESSAGES[name]): ValidatorRule {
  return checkRule(VALIDATORS[name], message)
}

/** An antd rule for a code of exactly `length` digits (section 5: default 6). */
export function codeRule(
  length: number = LIMITS.codeLength,
  message = `请输入${length}位数字`,
): ValidatorRule {
  return checkRule((value) => isCode(value, length), message)
}

/** The form validator's default messages (section 5), filled with `formatMessage`. */
export const FORM_MESSAGES = {
  required: '%s is required',
  enum: '%s must be one of %s',
  whitespace: '%s cannot be empty',
  max: '%s cannot be longer than %s characters',
} as const

/**
 * Fill `%s` (text), `%d` (number) and `%j` (JSON) placeholders in order; `%%` is a literal %.
 * @example formatMessage(FORM_MESSAGES.max, '名称', 20) // '名称 cannot be longer than 20 characters'
 */
export function formatMessage(template: string, ...args: unknown[]): string {
  let index = 0
  return template.replace(/%[sdj%]/g, (token) => {
    if (token === '%%') return '%'
    if (index >= args.length) return token
    const arg = args[index++]
    if (token === '%d') return String(Number(arg))
    if (token === '%j') {
      try {
        return JSON.stringify(arg)
      } catch {
        return '[Circular]'
      }
    }
    return Array.isArray(arg) ? arg.join(', ') : String(arg)
  })
}
