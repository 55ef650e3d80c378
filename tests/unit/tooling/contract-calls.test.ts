/**
 * Console code names a call of the contract by its endpoint (src/contract/endpoints) instead of
 * restating its method and path, and a screen calls through its data client's `call`, never the
 * HTTP client underneath (issue 39). src/ui keeps `http` where it is infrastructure (the flows'
 * saves and uploads, the queue counts, the station map's points).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `file:line` of each line of the files under `dir` that matches. */
function hits(dir: string, pattern: RegExp): string[] {
  return sourceFiles(join(ROOT, dir)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => (pattern.test(text) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
  )
}

describe('calls of the contract', () => {
  it('are named by their endpoints outside src/contract, never by a restated method and path', () => {
    const restated = hits('src', /\bmethod: '(get|post)',(\s*path:|\s*$)/).filter(
      (hit) => !hit.startsWith('src/contract/'),
    )
    expect(restated).toEqual([])
  })

  it('go from a screen through its data client, not the HTTP client', () => {
    expect(hits('src/screens', /\.http\b|\{ http \}|\bHttpClient\b/)).toEqual([])
  })
})
