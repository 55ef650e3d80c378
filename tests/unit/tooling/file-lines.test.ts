/**
 * No source, server, test or script file over 300 lines (docs: style, "a file over ~300 lines is a
 * sign to split by concern"; issue 39). Counted as `wc -l` does: the newlines of the file.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const LIMIT = 300

/** The code files under `dir`, read without a stat of each (a scratch file of a suite running beside may go at any moment). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    if (entry.isDirectory()) return codeFiles(path)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : []
  })
}

/** The file's lines, or 0 for one gone since it was listed. */
function linesOf(file: string): number {
  try {
    return readFileSync(file, 'utf8').split('\n').length - 1
  } catch {
    return 0
  }
}

const FILES = ['src', 'server', 'tests', 'scripts'].flatMap((dir) => codeFiles(join(ROOT, dir)))

describe('file length', () => {
  it('reads the files of src, server, tests and scripts', () => {
    expect(FILES.length).toBeGreaterThan(800)
  })

  it(`keeps every one at ${LIMIT} lines or fewer`, () => {
    const long = FILES.map((file) => ({
      file: relative(ROOT, file),
      lines: linesOf(file),
    })).filter(({ lines }) => lines > LIMIT)
    expect(long).toEqual([])
  })
})
