/**
 * The order test files start in (tests/longest-first.ts): each project's files longest first, the
 * projects as Vitest ordered them, and tests/durations.json naming files that exist.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { longestFirst } from '../../longest-first'

const ROOT = resolve(import.meta.dirname, '../../..')
const spec = (project: string, file: string) => ({ project: { name: project }, file })

describe('the longest test files first', () => {
  it('orders each project longest first and keeps the projects in their order', () => {
    const seconds: Record<string, number> = { a: 1, b: 90, c: 30, d: 5, e: 60 }
    const ordered = [
      spec('unit', 'a'),
      spec('unit', 'b'),
      spec('e2e', 'c'),
      spec('unit', 'd'),
      spec('e2e', 'e'),
    ]
    expect(longestFirst(ordered, (one) => seconds[one.file]).map((one) => one.file)).toEqual([
      'b',
      'd',
      'a',
      'e',
      'c',
    ])
  })

  it('keeps the order of files of equal time', () => {
    const ordered = [spec('server', 'x'), spec('server', 'y'), spec('server', 'z')]
    expect(longestFirst(ordered, () => 1).map((one) => one.file)).toEqual(['x', 'y', 'z'])
  })

  it('times files that exist, in every suite it orders', () => {
    const table = JSON.parse(readFileSync(join(ROOT, 'tests', 'durations.json'), 'utf8'))
    expect(Object.keys(table).sort()).toEqual(['e2e', 'server', 'server-pg', 'unit'])
    const files = Object.values(table).flatMap((suite) => Object.keys(suite as object))
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([])
  })
})
