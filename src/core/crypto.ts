/**
 * Payload encryption shared by console and server (section 7): AES-CBC, PKCS7 padding, base64
 * output, one fixed 16-character key and IV.
 *
 * This is transport obfuscation only, not security: the key ships in the bundle. The server
 * hashes passwords with scrypt after decrypting them. decisions: Encryption key — one fixed
 * default, the same in console and server; a deployment may override both together.
 *
 * Framework-free: the server imports this file. Only crypto-js submodules are imported, so the
 * bundle holds AES and nothing else of crypto-js.
 */
import AES from 'crypto-js/aes'
import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import Pkcs7 from 'crypto-js/pad-pkcs7'

/** The default key (16 characters), the specification's "fixed client-side key". */
export const DEFAULT_CRYPTO_KEY = 'EvConsole2026Key'
/** The default initialisation vector (16 characters), matching the key. */
export const DEFAULT_CRYPTO_IV = 'EvConsoleIv2026!'

/** A key and IV pair; both are 16-character strings (AES-128). */
export interface CryptoSettings {
  key: string
  iv: string
}

let current: CryptoSettings = { key: DEFAULT_CRYPTO_KEY, iv: DEFAULT_CRYPTO_IV }

/**
 * Replace the key and IV for this process or page. Both must be given together and be 16
 * characters each (decisions: Encryption key); anything else throws and keeps the old pair.
 */
export function configureCrypto(settings: CryptoSettings): void {
  const { key, iv } = settings ?? ({} as CryptoSettings)
  if (typeof key !== 'string' || typeof iv !== 'string') {
    throw new TypeError('configureCrypto needs both key and iv')
  }
  if (key.length !== 16 || iv.length !== 16) {
    throw new RangeError('configureCrypto: key and iv must be 16 characters each')
  }
  current = { key, iv }
}

/** Return to the built-in default key and IV (used by tests and by a server reset). */
export function resetCrypto(): void {
  current = { key: DEFAULT_CRYPTO_KEY, iv: DEFAULT_CRYPTO_IV }
}

/** The key and IV in use now. */
export function cryptoSettings(): Readonly<CryptoSettings> {
  return { ...current }
}

// CBC is crypto-js's default block mode (it lives in cipher-core, which aes pulls in; there is
// no mode-cbc submodule), so only the padding is named.
function cipherParams() {
  return { iv: Utf8.parse(current.iv), padding: Pkcs7 }
}

/** Encrypt UTF-8 text: AES-CBC, PKCS7, base64 output. `encrypt('Admin@2026ev')` → base64 text. */
export function encrypt(text: string): string {
  return AES.encrypt(Utf8.parse(String(text)), Utf8.parse(current.key), cipherParams()).ciphertext.toString(
    Base64,
  )
}

/**
 * Decrypt base64 text made by `encrypt`. Returns '' when the input cannot be decrypted to UTF-8
 * text (damaged text, most wrong keys), so a caller checks for an empty result instead of
 * catching. PKCS7 padding is not verified by crypto-js, so a wrong key can rarely yield garbage:
 * the server still compares the result against a scrypt hash.
 */
export function decrypt(text: string): string {
  try {
    const bytes = AES.decrypt(String(text), Utf8.parse(current.key), cipherParams())
    return bytes.toString(Utf8)
  } catch {
    // Malformed UTF-8 after a wrong key makes crypto-js throw.
    return ''
  }
}
