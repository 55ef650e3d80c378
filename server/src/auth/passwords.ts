/**
 * Password hashing with scrypt (node:crypto). The client's AES is transport obfuscation only;
 * what is stored is `scrypt(password, salt)`, never the password.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { scryptOnThread } from './hash-thread'

const KEY_LENGTH = 64
// N=16384, r=8, p=1: the OWASP minimum for scrypt, about 50 ms per hash here.
export const HASH_COST = 16384
const R = 8
const P = 1

let cost = HASH_COST
let derived = 0

/**
 * For the server test suite only (tests/server/setup.ts, global-setup.ts): make new hashes at a
 * lower cost, as Django's test settings swap in a fast hasher. A thousand sign-ins and accounts
 * made by the suite cost 50 ms each at the real cost (issue 40); `false` goes back to it. The
 * server itself never calls this: every hash it makes is at HASH_COST.
 */
export function lowerHashCostForTests(on = true): void {
  cost = on ? 1024 : HASH_COST
}

/**
 * How many password hashes this process has derived: each sign-in attempt must derive exactly one,
 * whatever the account (tests/server/sign-in-throttle.test.ts counts them instead of timing).
 */
export function hashesDerived(): number {
  return derived
}

/** Derive on the process's hashing thread (hash-thread.ts), not on libuv's shared pool. */
function derive(password: string, salt: string, n: number): Promise<Buffer> {
  derived += 1
  return scryptOnThread({
    password: password.normalize('NFC'),
    salt,
    keyLength: KEY_LENGTH,
    options: { N: n, r: R, p: P, maxmem: 64 * 1024 * 1024 },
  })
}

/**
 * A stored hash: the key in base64url at HASH_COST, or `n<N>$<key>` at another cost (only the
 * test suite makes those), so a hash is always checked at the cost it was made with.
 */
const COSTED = /^n(\d+)\$(.*)$/

/** Hash a password with a fresh random salt. */
export async function hashPassword(
  password: string,
): Promise<{ passwordHash: string; passwordSalt: string }> {
  const passwordSalt = randomBytes(16).toString('base64url')
  const n = cost
  const key = (await derive(password, passwordSalt, n)).toString('base64url')
  return { passwordHash: n === HASH_COST ? key : `n${n}$${key}`, passwordSalt }
}

/** Whether a password matches a stored hash (constant-time comparison). */
export async function verifyPassword(
  password: string,
  passwordHash: string,
  passwordSalt: string,
): Promise<boolean> {
  const costed = COSTED.exec(passwordHash)
  const n = costed ? Number(costed[1]) : HASH_COST
  if (!(n >= 2 && n <= HASH_COST && (n & (n - 1)) === 0)) return false
  const expected = Buffer.from(costed ? costed[2] : passwordHash, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  const key = await derive(password, passwordSalt, n)
  return timingSafeEqual(key, expected)
}
