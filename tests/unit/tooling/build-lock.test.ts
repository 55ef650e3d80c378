/**
 * The build's lock (scripts/lib/build.mjs): suites side by side that find dist/ stale at once run
 * one `vite build`, not two into the same folder (issue 40: three lanes in scripts/test.mjs).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { buildLock } from '../../../scripts/lib/build.mjs'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

it('lets one holder in at a time; the next gets in once it is released', async () => {
  root = mkdtempSync(join(tmpdir(), 'ev-build-lock-'))
  const release = await buildLock(root)
  const order: string[] = []
  const next = buildLock(root).then((releaseNext) => {
    order.push('second in')
    return releaseNext
  })
  // A lock that did not hold would let the second in at once (its mkdir succeeds synchronously):
  // before this task ends.
  await new Promise((resolve) => setTimeout(resolve, 0))
  order.push('first out')
  release()
  ;(await next)()
  expect(order).toEqual(['first out', 'second in'])
})

it('takes a lock left by a process that no longer runs', async () => {
  root = mkdtempSync(join(tmpdir(), 'ev-build-lock-'))
  const release = await buildLock(root)
  const lock = readdirSync(tmpdir()).find((name) => name.startsWith('ev-console-build-') && hasPid(name))
  expect(lock).toBeDefined()
  // Process ids are below 2^22 on Linux: this one runs nowhere.
  writeFileSync(join(tmpdir(), String(lock), 'pid'), String(2 ** 22 + 1))
  const taken = await buildLock(root)
  taken()
  release()
})

function hasPid(name: string): boolean {
  try {
    return readFileSync(join(tmpdir(), name, 'pid'), 'utf8') === String(process.pid)
  } catch {
    return false
  }
}
