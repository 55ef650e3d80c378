/**
 * Password hashes are derived on a thread of their own (server/src/auth/hash-thread.ts), one at a
 * time and below the main thread: they no longer take libuv's pool from the server's files, nor
 * the machine's cores from its calls (issue 43). Checked by order and by the thread's nice value,
 * never by time.
 */
import { scryptSync } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { HASH_NICENESS, scryptOnThread } from '../../server/src/auth/hash-thread'
import { hashPassword, lowerHashCostForTests, verifyPassword } from '../../server/src/auth/passwords'

const OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

/** The nice values of this process's threads (Linux: field 19 of each task's stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const line = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('the hashing thread', () => {
  afterAll(() => lowerHashCostForTests())

  it('derives what scrypt derives, for calls made at once', async () => {
    const salts = ['a', 'b', 'c'].map((letter) => `salt-${letter}`)
    const keys = await Promise.all(
      salts.map((salt) => scryptOnThread({ password: 'Oper@2026ev', salt, keyLength: 64, options: OPTIONS })),
    )
    keys.forEach((key, index) => {
      expect(key.equals(scryptSync('Oper@2026ev', salts[index], 64, OPTIONS))).toBe(true)
    })
    lowerHashCostForTests(false)
    const { passwordHash, passwordSalt } = await hashPassword('Admin@2026ev')
    expect(await verifyPassword('Admin@2026ev', passwordHash, passwordSalt)).toBe(true)
  })

  it('leaves libuv’s pool to the files: a read asked after four hashes is answered before the first', async () => {
    const order: string[] = []
    const hashes = [1, 2, 3, 4].map((index) =>
      scryptOnThread({ password: 'x', salt: `s${index}`, keyLength: 64, options: OPTIONS }).then(() =>
        order.push(`hash ${index}`),
      ),
    )
    // Four hashes on the pool (its default size) held the read until one of them ended.
    const read = stat(import.meta.filename).then(() => order.push('read'))
    await Promise.all([...hashes, read])
    expect(order[0]).toBe('read')
    expect(order.slice(1)).toEqual(['hash 1', 'hash 2', 'hash 3', 'hash 4'])
  })

  it.runIf(process.platform === 'linux')('runs at its own nice value, below the main thread', async () => {
    await scryptOnThread({ password: 'x', salt: 'y', keyLength: 64, options: { ...OPTIONS, N: 1024 } })
    expect(threadNiceness()).toContain(HASH_NICENESS)
    // The process itself, and so its main thread, is not lowered.
    expect(threadNiceness()[0]).toBe(0)
  })
})
