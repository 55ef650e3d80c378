/**
 * The real scrypt cost (server/src/auth/passwords.ts): the server hashes at N=16384 and stores the
 * key alone; the suite's own hashes are made at a low cost (setup.ts) and carry it, and each hash
 * is checked at the cost it was made with. A cost that is no power of two, or above the real one,
 * is refused rather than tried.
 */
import { scryptSync } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  HASH_COST,
  hashPassword,
  lowerHashCostForTests,
  verifyPassword,
} from '../../server/src/auth/passwords'

const PASSWORD = 'Admin@2026ev'

describe('password hashes', () => {
  afterAll(() => lowerHashCostForTests())

  it('are made at N=16384, r=8, p=1 by the server and stored as the key alone', async () => {
    lowerHashCostForTests(false)
    const { passwordHash, passwordSalt } = await hashPassword(PASSWORD)
    expect(HASH_COST).toBe(16384)
    expect(passwordHash).toBe(
      scryptSync(PASSWORD, passwordSalt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString(
        'base64url',
      ),
    )
    expect(await verifyPassword(PASSWORD, passwordHash, passwordSalt)).toBe(true)
    expect(await verifyPassword('Admin@2026eV', passwordHash, passwordSalt)).toBe(false)
  })

  it('made at the suite’s cost carry it, and are checked at it', async () => {
    lowerHashCostForTests()
    const { passwordHash, passwordSalt } = await hashPassword(PASSWORD)
    expect(passwordHash).toMatch(/^n1024\$/)
    expect(await verifyPassword(PASSWORD, passwordHash, passwordSalt)).toBe(true)
    expect(await verifyPassword('wrong', passwordHash, passwordSalt)).toBe(false)
    const key = passwordHash.slice('n1024$'.length)
    expect(await verifyPassword(PASSWORD, `n1000$${key}`, passwordSalt)).toBe(false)
    expect(await verifyPassword(PASSWORD, `n32768$${key}`, passwordSalt)).toBe(false)
    expect(await verifyPassword(PASSWORD, key, passwordSalt)).toBe(false)
  })
})
