import { describe, expect, it } from 'vitest'
import { decrypt, encrypt } from '../../../src/core/crypto'
import { appendQuery } from '../../../src/core/http'

describe('appendQuery (section 7)', () => {
  it('appends parameters and skips null and undefined values', () => {
    expect(
      appendQuery('/areaCode/queryAreaCodeList', { parentCode: '120100', level: null, name: undefined }),
    ).toBe('/areaCode/queryAreaCodeList?parentCode=120100')
  })

  it('keeps 0, false and empty text, and repeats the key for a list', () => {
    expect(appendQuery('/x', { a: 0, b: false, c: '', ids: [1, 2] })).toBe('/x?a=0&b=false&c=&ids=1&ids=2')
  })

  it('adds to a query already in the path and leaves the path alone without parameters', () => {
    expect(appendQuery('/sso/post/api/resource/editRes?appId=3', { q: '充电 站' })).toBe(
      '/sso/post/api/resource/editRes?appId=3&q=%E5%85%85%E7%94%B5+%E7%AB%99',
    )
    expect(appendQuery('/x', { a: null })).toBe('/x')
    expect(appendQuery('/x', undefined)).toBe('/x')
  })

  it('encrypts every value with the console key when asked', () => {
    const url = appendQuery('/x', { username: 'admin', empty: null }, { encrypt: true, cipher: encrypt })
    const value = new URLSearchParams(url.split('?')[1]).get('username')
    expect(value).toBe(encrypt('admin'))
    expect(value).not.toBe('admin')
    expect(decrypt(value ?? '')).toBe('admin')
  })

  it('refuses to encrypt without a cipher', () => {
    expect(() => appendQuery('/x', { a: '1' }, { encrypt: true })).toThrow(/needs a cipher/)
  })

  it('encrypts only the listed keys', () => {
    const params = new URLSearchParams(
      appendQuery('/x', { id: '7', phone: '13800000000' }, { encrypt: ['phone'], cipher: encrypt }).split(
        '?',
      )[1],
    )
    expect(params.get('id')).toBe('7')
    expect(decrypt(params.get('phone') ?? '')).toBe('13800000000')
  })
})
