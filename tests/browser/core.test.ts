/**
 * src/core in a real Chromium: the payload encryption must be the AES-CBC / PKCS7 / base64 the
 * server and any other client speak (checked against the browser's own WebCrypto), and the pinyin
 * search must work on the menu titles of the route catalogue as a user types them.
 */
import { expect } from 'chai'
import { DEFAULT_CRYPTO_IV, DEFAULT_CRYPTO_KEY, decrypt, encrypt } from '../../src/core/crypto'
import { MENU_ROUTES } from '../../src/core/domain/routes'
import { filterByPinyin, highlightParts, loadPinyin, pinyinReady } from '../../src/core/search'
import { before, describe, it } from './mocha'

const utf8 = new TextEncoder()

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
}

/** The default key as a WebCrypto AES-CBC key, independent of crypto-js. */
function webCryptoKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', utf8.encode(DEFAULT_CRYPTO_KEY), 'AES-CBC', false, [
    'encrypt',
    'decrypt',
  ])
}

const iv = () => utf8.encode(DEFAULT_CRYPTO_IV)

describe('payload encryption in the browser', () => {
  it('produces base64 AES-CBC that the browser’s WebCrypto decrypts to the original text', async () => {
    const password = 'Admin@2026ev 充电站'
    const cipherText = encrypt(password)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: iv() },
      await webCryptoKey(),
      base64ToBytes(cipherText),
    )
    expect(new TextDecoder().decode(plain)).to.equal(password)
  })

  it('decrypts what WebCrypto encrypted with the shared key and IV', async () => {
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-CBC', iv: iv() },
      await webCryptoKey(),
      utf8.encode('City@2026ev'),
    )
    expect(decrypt(bytesToBase64(sealed))).to.equal('City@2026ev')
  })

  it('pads to whole 16-byte blocks, so a 16-character text takes two blocks', () => {
    expect(base64ToBytes(encrypt('0123456789abcdef'))).to.have.length(32)
  })
})

describe('pinyin search over the menu in the browser', () => {
  const titles = MENU_ROUTES.map((route) => route.title)

  before(async () => {
    await loadPinyin()
    expect(pinyinReady()).to.equal(true)
  })

  it('finds pages by the pinyin initials of their title', () => {
    const found = filterByPinyin(titles, 'cdz', (title) => title)
    expect(found).to.include('充电站统计')
    expect(found.every((title) => highlightParts(title, 'cdz').some((part) => part.match))).to.equal(true)
  })

  it('ignores case and spaces in what the user types', () => {
    const lower = filterByPinyin(titles, 'cdz', (title) => title)
    expect(lower).to.not.be.empty
    expect(filterByPinyin(titles, 'C D Z', (title) => title)).to.deep.equal(lower)
  })

  it('finds nothing for letters no title spells', () => {
    expect(filterByPinyin(titles, 'qqqqqq', (title) => title)).to.deep.equal([])
  })
})
