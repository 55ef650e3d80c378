/** The password rules of section 5 (docs/spec.md §5), shared by the console's forms and the server. */

import type { ValidatorRule } from './domain/validator-rules'
import { isEmpty } from './domain/validators'

/** The exact password messages of section 5 (the first four), plus required and hint texts. */
export const PASSWORD_MESSAGES = {
  currentRequired: '请输入当前密码',
  strength: '密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位',
  sameAsOld: '新密码不能与旧密码相同!',
  mismatch: '确认密码与新密码不一致!',
  newRequired: '请输入新密码',
  confirmRequired: '请输入确认密码',
  /** The alternative rule's hint (section 5: "a hint of the same meaning"). */
  strengthAlt: '密码不少于8位，且须包含大写字母、小写字母、数字、特殊字符中的三种或三种以上',
  /**
   * The server's refusal of every call but a few while a forced change is pending
   * (server/src/auth/forced-change.ts); the dialog already says why (issue 42, item 29).
   */
  forcedChange: '请先修改初始密码后再进行其他操作',
} as const

/** Password length limits: 8 to 32 (section 9); the alternative rule has no upper bound. */
export const PASSWORD_LIMITS = { min: 8, max: 32 } as const

/** How many of the four classes (upper, lower, digit, special) a password uses. */
export function passwordClassCount(password: string): number {
  const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9\s]/]
  return classes.filter((pattern) => pattern.test(password)).length
}

/**
 * The strength rule: at least 8 characters, at most 32 (or unbounded with `max: null`, the
 * alternative rule of section 5), and at least three of the four classes.
 */
export function isStrongPassword(password: unknown, options: { max?: number | null } = {}): boolean {
  if (typeof password !== 'string') return false
  const max = options.max === undefined ? PASSWORD_LIMITS.max : options.max
  if (password.length < PASSWORD_LIMITS.min) return false
  if (max !== null && password.length > max) return false
  return passwordClassCount(password) >= 3
}

/** The alternative rule: minimum 8, no upper bound, three classes; its own hint text. */
export function validatePasswordAlt(password: string): string | undefined {
  if (isEmpty(password)) return PASSWORD_MESSAGES.newRequired
  return isStrongPassword(password, { max: null }) ? undefined : PASSWORD_MESSAGES.strengthAlt
}

/** 当前密码: required only. */
export function validateCurrentPassword(current: string): string | undefined {
  return isEmpty(current) ? PASSWORD_MESSAGES.currentRequired : undefined
}

/** 新密码: required, strength rule, different from the old one. Undefined when valid. */
export function validateNewPassword(newPwd: string, oldPwd?: string): string | undefined {
  if (isEmpty(newPwd)) return PASSWORD_MESSAGES.newRequired
  if (!isStrongPassword(newPwd)) return PASSWORD_MESSAGES.strength
  if (oldPwd !== undefined && oldPwd !== '' && newPwd === oldPwd) return PASSWORD_MESSAGES.sameAsOld
  return undefined
}

/** 确认密码: required, strength rule, equal to the new one. Undefined when valid. */
export function validateConfirmPassword(confirm: string, newPwd: string): string | undefined {
  if (isEmpty(confirm)) return PASSWORD_MESSAGES.confirmRequired
  if (!isStrongPassword(confirm)) return PASSWORD_MESSAGES.strength
  if (confirm !== newPwd) return PASSWORD_MESSAGES.mismatch
  return undefined
}

function messageRule(validate: (value: string) => string | undefined): ValidatorRule {
  return {
    validator: (_rule, value) => {
      const message = validate(typeof value === 'string' ? value : '')
      return message ? Promise.reject(new Error(message)) : Promise.resolve()
    },
  }
}

/** antd rule for 当前密码. */
export const currentPasswordRule = (): ValidatorRule => messageRule(validateCurrentPassword)

/** antd rule for 新密码; `getOld` reads the 当前密码 field (e.g. `() => form.getFieldValue('oldPwd')`). */
export const newPasswordRule = (getOld?: () => string | undefined): ValidatorRule =>
  messageRule((value) => validateNewPassword(value, getOld?.()))

/** antd rule for 确认密码; `getNew` reads the 新密码 field. */
export const confirmPasswordRule = (getNew: () => string | undefined): ValidatorRule =>
  messageRule((value) => validateConfirmPassword(value, getNew() ?? ''))
