/**
 * No source, server, test or script file over 300 lines (docs: style, "a file over ~300 lines is a
 * sign to split by concern"; issue 39). Counted as `wc -l` does: the newlines of the file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const LIMIT = 300

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return codeFiles(path)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [path] : []
  })
}

const FILES = ['src', 'server', 'tests', 'scripts'].flatMap((dir) => codeFiles(join(ROOT, dir)))

describe('file length', () => {
  it('reads the files of src, server, tests and scripts', () => {
    expect(FILES.length).toBeGreaterThan(800)
  })

  it(`keeps every one at ${LIMIT} lines or fewer`, () => {
    const long = FILES.map((file) => ({
      file: relative(ROOT, file),
      lines: readFileSync(file, 'utf8').split('\n').length - 1,
    })).filter(({ lines }) => lines > LIMIT)
    expect(long).toEqual([])
  })
})
