/**
 * Password hashing with scrypt (node:crypto). The client's AES is transport obfuscation only;
 * what is stored is `scrypt(password, salt)`, never the password.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
// N=16384, r=8, p=1: the OWASP minimum for scrypt, about 50 ms per hash here.
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

let derived = 0

/**
 * How many password hashes this process has derived: each sign-in attempt must derive exactly one,
 * whatever the account (tests/server/sign-in-throttle.test.ts counts them instead of timing).
 */
export function hashesDerived(): number {
  return derived
}

function derive(password: string, salt: string): Promise<Buffer> {
  derived += 1
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hash a password with a fresh random salt. */
export async function hashPassword(
  password: string,
): Promise<{ passwordHash: string; passwordSalt: string }> {
  const passwordSalt = randomBytes(16).toString('base64url')
  const key = await derive(password, passwordSalt)
  return { passwordHash: key.toString('base64url'), passwordSalt }
}

/** Whether a password matches a stored hash (constant-time comparison). */
export async function verifyPassword(
  password: string,
  passwordHash: string,
  passwordSalt: string,
): Promise<boolean> {
  const expected = Buffer.from(passwordHash, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  const key = await derive(password, passwordSalt)
  return timingSafeEqual(key, expected)
}
