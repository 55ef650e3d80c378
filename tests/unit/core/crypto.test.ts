import { afterEach, describe, expect, it } from 'vitest'
import {
  configureCrypto,
  cryptoSettings,
  DEFAULT_CRYPTO_IV,
  DEFAULT_CRYPTO_KEY,
  decrypt,
  encrypt,
  resetCrypto,
} from '../../../src/core/crypto'

afterEach(() => resetCrypto())

describe('payload encryption (section 7)', () => {
  it('has a 16-character default key and IV', () => {
    expect(DEFAULT_CRYPTO_KEY).toHaveLength(16)
    expect(DEFAULT_CRYPTO_IV).toHaveLength(16)
  })

  it('produces the known AES-CBC PKCS7 base64 ciphertext for the default key', () => {
    // Same result as Node: createCipheriv('aes-128-cbc', key, iv) over 'Admin@2026ev'.
    expect(encrypt('Admin@2026ev')).toBe('7h1UgKEdvBjBSqla3B/PWg==')
  })

  it('decrypts what it encrypts, Chinese text included', () => {
    for (const text of ['Admin@2026ev', '充电站 ＠ 天津', '', 'x'.repeat(100)]) {
      expect(decrypt(encrypt(text))).toBe(text)
    }
  })

  it('answers an empty text for damaged ciphertext instead of throwing', () => {
    expect(decrypt('not base64 at all')).toBe('')
    expect(decrypt('')).toBe('')
  })

  it('switches key and IV together and no longer reads the old ciphertext', () => {
    const before = encrypt('secret')
    configureCrypto({ key: 'ABCDEFGHIJKLMNOP', iv: '0123456789abcdef' })
    expect(cryptoSettings()).toEqual({ key: 'ABCDEFGHIJKLMNOP', iv: '0123456789abcdef' })
    expect(encrypt('secret')).not.toBe(before)
    expect(decrypt(encrypt('secret'))).toBe('secret')
    expect(decrypt(before)).not.toBe('secret')
  })

  it('refuses a key or IV that is missing or not 16 characters, keeping the old pair', () => {
    expect(() => configureCrypto({ key: 'short', iv: '0123456789abcdef' })).toThrow()
    expect(() => configureCrypto({ key: 'ABCDEFGHIJKLMNOP', iv: '0123456789abcdefg' })).toThrow()
    expect(() => configureCrypto({ key: 'ABCDEFGHIJKLMNOP' } as never)).toThrow()
    expect(encrypt('Admin@2026ev')).toBe('7h1UgKEdvBjBSqla3B/PWg==')
  })
})
