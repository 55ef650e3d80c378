/**
 * Password hashes are derived on a thread of their own (server/src/auth/hash-thread.ts), one at a
 * time and below the main thread: they no longer take libuv's pool from the server's files, nor
 * the machine's cores from its calls (issue 43). Checked by order and by the thread's nice value,
 * never by time.
 */
import { execFile } from 'node:child_process'
import { scryptSync } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { TSX_IMPORT } from '../../scripts/lib/server-build.mjs'
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

  /** What a process whose only work is one hash prints (its code as a file, or `--eval`ed). */
  async function hashOnce(flags: readonly string[]): Promise<string> {
    const module = new URL('../../server/src/auth/hash-thread.ts', import.meta.url).href
    const script = [
      `const { scryptOnThread } = await import(${JSON.stringify(module)})`,
      `const key = await scryptOnThread({ password: 'p', salt: 's', keyLength: 16, options: ${JSON.stringify({ ...OPTIONS, N: 1024 })} })`,
      'console.log(key.toString("hex"))',
    ].join('\n')
    if (flags.includes('--eval')) {
      const { stdout } = await promisify(execFile)(process.execPath, [...TSX_IMPORT, ...flags, script])
      return stdout.trim()
    }
    const dir = await mkdtemp(join(tmpdir(), 'ev-hash-thread-'))
    const file = join(dir, 'hash-once.mjs')
    await writeFile(file, script)
    const { stdout } = await promisify(execFile)(process.execPath, [...TSX_IMPORT, ...flags, file]).finally(
      () => rm(dir, { recursive: true, force: true }),
    )
    return stdout.trim()
  }
  const expected = () => scryptSync('p', 's', 16, { ...OPTIONS, N: 1024 }).toString('hex')

  it('holds its process while it derives, and lets it end once idle', async () => {
    // A process whose only work is a hash (a global setup seeding accounts): it must wait for the
    // key (an unreferenced thread let it end with the call unanswered), then end by itself (the
    // thread held every such process until Vitest gave up on it, 10 s a run). A hang fails the
    // test by its timeout.
    expect(await hashOnce([])).toBe(expected())
  })

  it('derives in a process whose evaluated code is ES modules (the thread inherits its flags)', async () => {
    // A thread of evaluated code takes the process's flags: under --input-type=module its code
    // was a module, where `require` is not defined, and every sign-in failed.
    expect(await hashOnce(['--input-type=module', '--eval'])).toBe(expected())
  })
})
