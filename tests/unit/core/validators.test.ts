import { describe, expect, it } from 'vitest'
import {
  codeRule,
  FIELD_MESSAGES,
  FORM_MESSAGES,
  formatMessage,
  rule,
} from '../../../src/core/domain/validator-rules'
import {
  inRange,
  inRangeLength,
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
} from '../../../src/core/domain/validators'
import {
  confirmPasswordRule,
  isStrongPassword,
  newPasswordRule,
  PASSWORD_MESSAGES,
  validateConfirmPassword,
  validateCurrentPassword,
  validateNewPassword,
  validatePasswordAlt,
} from '../../../src/core/passwords'

const repeat = (pattern: string, length: number) =>
  pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length)

describe('password rules (section 5)', () => {
  it('uses the exact messages of the specification', () => {
    expect(PASSWORD_MESSAGES.currentRequired).toBe('请输入当前密码')
    expect(PASSWORD_MESSAGES.strength).toBe(
      '密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位',
    )
    expect(PASSWORD_MESSAGES.sameAsOld).toBe('新密码不能与旧密码相同!')
    expect(PASSWORD_MESSAGES.mismatch).toBe('确认密码与新密码不一致!')
  })

  it('asks for the current password when it is blank', () => {
    expect(validateCurrentPassword('')).toBe('请输入当前密码')
    expect(validateCurrentPassword('anything')).toBeUndefined()
  })

  it('refuses 7 characters and accepts 8 with three classes', () => {
    expect(validateNewPassword('Abcde1!'.slice(0, 7))).toBe(PASSWORD_MESSAGES.strength)
    expect(validateNewPassword('Abcdef1!')).toBeUndefined()
    expect(validateNewPassword('Abcdef12')).toBeUndefined()
  })

  it('accepts 31 and 32 characters and refuses 33', () => {
    expect(validateNewPassword(repeat('Ab1', 31))).toBeUndefined()
    expect(validateNewPassword(repeat('Ab1', 32))).toBeUndefined()
    expect(validateNewPassword(repeat('Ab1', 33))).toBe(PASSWORD_MESSAGES.strength)
  })

  it('refuses two classes and accepts any three of the four', () => {
    expect(validateNewPassword('abcdefgh12')).toBe(PASSWORD_MESSAGES.strength)
    expect(validateNewPassword('ABCDEFGH!@')).toBe(PASSWORD_MESSAGES.strength)
    expect(validateNewPassword('abcdEFGH')).toBe(PASSWORD_MESSAGES.strength)
    expect(validateNewPassword('abcd1234!')).toBeUndefined()
    expect(validateNewPassword('ABCD1234!')).toBeUndefined()
    expect(validateNewPassword('abcdEFG!')).toBeUndefined()
    expect(validateNewPassword('Admin@2026ev')).toBeUndefined()
  })

  it('does not count spaces as special characters', () => {
    expect(isStrongPassword('abcd 1234')).toBe(false)
  })

  it('refuses a new password equal to the old one', () => {
    expect(validateNewPassword('Admin@2026ev', 'Admin@2026ev')).toBe('新密码不能与旧密码相同!')
    expect(validateNewPassword('Admin@2027ev', 'Admin@2026ev')).toBeUndefined()
  })

  it('requires the confirmation to be strong and equal to the new password', () => {
    expect(validateConfirmPassword('', 'Admin@2026ev')).toBe(PASSWORD_MESSAGES.confirmRequired)
    expect(validateConfirmPassword('short', 'short')).toBe(PASSWORD_MESSAGES.strength)
    expect(validateConfirmPassword('Admin@2026eV', 'Admin@2026ev')).toBe('确认密码与新密码不一致!')
    expect(validateConfirmPassword('Admin@2026ev', 'Admin@2026ev')).toBeUndefined()
  })

  it('asks for a new password when it is blank', () => {
    expect(validateNewPassword('')).toBe(PASSWORD_MESSAGES.newRequired)
  })

  it('has an alternative rule with minimum 8 and no upper bound', () => {
    expect(validatePasswordAlt(repeat('Ab1', 33))).toBeUndefined()
    expect(validatePasswordAlt(repeat('Ab1', 200))).toBeUndefined()
    expect(validatePasswordAlt('Ab1!xyz')).toBe(PASSWORD_MESSAGES.strengthAlt)
    expect(validatePasswordAlt(repeat('ab1', 40))).toBe(PASSWORD_MESSAGES.strengthAlt)
    expect(isStrongPassword(repeat('Ab1', 33), { max: null })).toBe(true)
  })

  it('works as antd rules reading the other fields', async () => {
    const values = { oldPwd: 'Admin@2026ev', newPwd: 'Admin@2026ev' }
    await expect(newPasswordRule(() => values.oldPwd).validator({}, values.newPwd)).rejects.toThrow(
      '新密码不能与旧密码相同!',
    )
    await expect(confirmPasswordRule(() => 'Admin@2027ev').validator({}, 'Admin@2026ev')).rejects.toThrow(
      '确认密码与新密码不一致!',
    )
    await expect(
      confirmPasswordRule(() => 'Admin@2027ev').validator({}, 'Admin@2027ev'),
    ).resolves.toBeUndefined()
  })
})

describe('general validators (section 5 table)', () => {
  it('accepts 11-digit mobiles starting 1 then 2-9', () => {
    expect(isMobile('13812345678')).toBe(true)
    expect(isMobile('19912345678')).toBe(true)
    expect(isMobile('11812345678')).toBe(false)
    expect(isMobile('10812345678')).toBe(false)
    expect(isMobile('1381234567')).toBe(false)
    expect(isMobile('138123456789')).toBe(false)
    expect(isMobile('2381234567a')).toBe(false)
  })

  it('accepts e-mail addresses of up to 320 characters', () => {
    const domain = '@example.com'
    expect(isEmail('ops@ev.gov.cn')).toBe(true)
    expect(isEmail(repeat('a', 320 - domain.length) + domain)).toBe(true)
    expect(isEmail(repeat('a', 321 - domain.length) + domain)).toBe(false)
    expect(isEmail('no-at-sign.cn')).toBe(false)
    expect(isEmail('a@b')).toBe(false)
  })

  it('accepts 18-character IDs with a real birth date and a final X', () => {
    expect(isIdCard('120101199001011234')).toBe(true)
    expect(isIdCard('12010119900101123X')).toBe(true)
    expect(isIdCard('12010120000229123X')).toBe(true)
    expect(isIdCard('120101199902301234')).toBe(false)
    expect(isIdCard('120101199913011234')).toBe(false)
    expect(isIdCard('12010119900101123Y')).toBe(false)
    expect(isIdCard('12010119900101123')).toBe(false)
    expect(isIdCard('1201011990010112345')).toBe(false)
    expect(isIdCard('120101299001011234')).toBe(false)
  })

  it('accepts ordinary plates of 7 and new-energy plates of 8, not 9', () => {
    expect(isCarNo('京A12345')).toBe(true)
    expect(isCarNo('津B1234学')).toBe(true)
    expect(isCarNo('京AD12345')).toBe(true)
    expect(isCarNo('京A12345D')).toBe(true)
    expect(isCarNo('京AFA1234')).toBe(true)
    expect(isCarNo('京AX12345')).toBe(false)
    expect(isCarNo('京A123456')).toBe(false)
    expect(isCarNo('京AD123456')).toBe(false)
    expect(isCarNo('京A1234')).toBe(false)
    expect(isCarNo('AA12345')).toBe(false)
  })

  it('accepts positive amounts with thousands commas and up to 2 decimals, or 0.x', () => {
    for (const ok of ['1', '12.5', '1234.56', '1,234.56', '12,345,678', '0.5', '0.05', '0.99']) {
      expect(isAmount(ok), ok).toBe(true)
    }
    for (const bad of ['0', '0.0', '0.00', '-1', '1.234', '01', '1,23', '12,3456', '.5', '0.123', 'abc']) {
      expect(isAmount(bad), bad).toBe(false)
    }
  })

  it('accepts landlines with a 3-4 digit area code, 7-8 digits and an optional 3-4 digit extension', () => {
    expect(isLandline('022-12345678')).toBe(true)
    expect(isLandline('0311-1234567')).toBe(true)
    expect(isLandline('022-12345678-123')).toBe(true)
    expect(isLandline('022-12345678-1234')).toBe(true)
    expect(isLandline('02-12345678')).toBe(false)
    expect(isLandline('022-123456')).toBe(false)
    expect(isLandline('022-12345678-12')).toBe(false)
    expect(isLandline('02212345678')).toBe(false)
  })

  it('checks codes of 6 digits by default and of N digits on request', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('12345a')).toBe(false)
    expect(isCode('1234', 4)).toBe(true)
    expect(isCode('123456', 4)).toBe(false)
  })

  it('accepts URLs of up to 2048 characters', () => {
    const base = 'https://ev.example.cn/'
    expect(isUrl(base + repeat('a', 2048 - base.length))).toBe(true)
    expect(isUrl(base + repeat('a', 2049 - base.length))).toBe(false)
    expect(isUrl('ftp://files.example.cn/a.txt')).toBe(true)
    expect(isUrl('not a url')).toBe(false)
  })

  it('checks dates, ISO dates, numbers, digits, Chinese, letters and letters/digits', () => {
    expect(isDate('2026-11-22')).toBe(true)
    expect(isDate('2026/2/28 08:00')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2026-11-22T08:00:00+08:00')).toBe(true)
    expect(isIsoDate('2026/11/22')).toBe(false)
    expect(isNumber('-12.5')).toBe(true)
    expect(isNumber('1e3')).toBe(false)
    expect(isDigits('0123')).toBe(true)
    expect(isDigits('12.3')).toBe(false)
    expect(isChinese('充电站')).toBe(true)
    expect(isChinese('充电站A')).toBe(false)
    expect(isLetters('abcXYZ')).toBe(true)
    expect(isLetters('abc1')).toBe(false)
    expect(isAlnum('abc123')).toBe(true)
    expect(isAlnum('abc_123')).toBe(false)
  })

  it('treats only object and array JSON texts as JSON strings', () => {
    expect(isJsonString('{"a":1}')).toBe(true)
    expect(isJsonString('[1,2]')).toBe(true)
    expect(isJsonString('12')).toBe(false)
    expect(isJsonString('null')).toBe(false)
    expect(isJsonString('{a:1}')).toBe(false)
  })

  it('recognises the image extensions of section 1, in any case and before a query', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'PNG']) {
      expect(isImageUrl(`https://cdn.example.cn/avatar.${ext}`), ext).toBe(true)
    }
    expect(isImageUrl('/files/a.png?v=2')).toBe(true)
    expect(isImageUrl('/files/a.pdf')).toBe(false)
    expect(isImageUrl('/files/png')).toBe(false)
    expect(isImageUrl('')).toBe(false)
  })

  it('checks ranges, lengths and emptiness', () => {
    expect(inRange('5', 1, 10)).toBe(true)
    expect(inRange(10, 1, 10)).toBe(true)
    expect(inRange(11, 1, 10)).toBe(false)
    expect(inRange('x', 1, 10)).toBe(false)
    expect(inRangeLength('充电站', 2, 3)).toBe(true)
    expect(inRangeLength('充电站啊', 2, 3)).toBe(false)
    expect(isEmpty('  ')).toBe(true)
    expect(isEmpty(null)).toBe(true)
    expect(isEmpty([])).toBe(true)
    expect(isEmpty({})).toBe(true)
    expect(isEmpty(0)).toBe(false)
    expect(isEmpty('a')).toBe(false)
  })
})

describe('antd rules and messages', () => {
  it('rejects with the Chinese field message and lets blanks pass', async () => {
    await expect(rule('mobile').validator({}, '12345')).rejects.toThrow('请输入正确的手机号码')
    await expect(rule('mobile').validator({}, '13812345678')).resolves.toBeUndefined()
    await expect(rule('mobile').validator({}, '')).resolves.toBeUndefined()
    await expect(rule('email', '邮箱不对').validator({}, 'x')).rejects.toThrow('邮箱不对')
  })

  it('has a Chinese message for every named check', () => {
    for (const message of Object.values(FIELD_MESSAGES)) expect(message).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('builds a code rule of N digits with a matching message', async () => {
    await expect(codeRule(4).validator({}, '12345')).rejects.toThrow('请输入4位数字')
    await expect(codeRule().validator({}, '123456')).resolves.toBeUndefined()
  })

  it('fills the default form messages in order', () => {
    expect(formatMessage(FORM_MESSAGES.required, '名称')).toBe('名称 is required')
    expect(formatMessage(FORM_MESSAGES.enum, '状态', ['a', 'b'])).toBe('状态 must be one of a, b')
    expect(formatMessage(FORM_MESSAGES.whitespace, '地址')).toBe('地址 cannot be empty')
    expect(formatMessage(FORM_MESSAGES.max, '名称', 20)).toBe('名称 cannot be longer than 20 characters')
    expect(formatMessage('%s is %d%%', 'rate', '5')).toBe('rate is 5%')
    expect(formatMessage('%s and %s', 'one')).toBe('one and %s')
  })
})
