/**
 * The size check of `npm test` (scripts/lib/size-budget.mjs) fails an over-budget build: shown on
 * a deliberately oversized entry written into a scratch dist/, next to one just within budget.
 * Random bytes do not compress, so their gzip size is known to be a little above their length.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BYTE_BUDGETS,
  BYTE_CEILINGS,
  checkBudget,
  fileOfPath,
  limitOf,
  PAGE_CEILINGS,
} from '../../../scripts/lib/size-budget.mjs'

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ev-size-'))
  mkdirSync(join(root, 'dist', 'chunks'), { recursive: true })
  mkdirSync(join(root, 'demo'))
  writeFileSync(join(root, 'demo', 'index.html'), '<!doctype html><ev-console></ev-console>')
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

/** Files as a page would fetch them: the demo page, the entry and one chunk. */
function pageFiles(entryBytes: number): string[] {
  writeFileSync(join(root, 'dist', 'ev-console.js'), randomBytes(entryBytes))
  writeFileSync(join(root, 'dist', 'chunks', 'list-abc123.js'), 'export const rows = []\n'.repeat(50))
  return ['/', '/ev-console.js', '/chunks/list-abc123.js', '/api/user_info'].flatMap(
    (path) => fileOfPath(root, path) ?? [],
  )
}

describe('the byte budget check', () => {
  it('maps the paths a browser fetched to dist/ and demo/ and leaves API calls out', () => {
    expect(fileOfPath(root, '/')).toBe(join(root, 'demo', 'index.html'))
    expect(fileOfPath(root, '/ev-console.js')).toBe(null)
    expect(pageFiles(10)).toHaveLength(3)
    expect(fileOfPath(root, '/api/user_info')).toBe(null)
    expect(fileOfPath(root, '/chunks/missing.js')).toBe(null)
  })

  it('fails a build whose login page is over 220 KB and names the largest file', () => {
    expect(BYTE_BUDGETS.loginPage).toBe(220_000)
    const check = checkBudget('loginPage', pageFiles(221_000), BYTE_BUDGETS.loginPage)
    expect(check.within).toBe(false)
    expect(check.withinBudget).toBe(false)
    expect(check.total).toBeGreaterThan(221_000)
    expect(check.message).toContain('dist/ev-console.js')
  })

  it('passes a build just within the budget, counting each file once', () => {
    const files = pageFiles(200_000)
    const check = checkBudget('loginPage', [...files, ...files], BYTE_BUDGETS.loginPage)
    expect(check.sizes).toHaveLength(3)
    expect(check.within).toBe(true)
    expect(check.total).toBeLessThanOrEqual(220_000)
  })

  it('checks the list screen against 330 KB', () => {
    expect(checkBudget('listScreen', pageFiles(300_000), BYTE_BUDGETS.listScreen).within).toBe(true)
    expect(checkBudget('listScreen', pageFiles(331_000), BYTE_BUDGETS.listScreen).within).toBe(false)
  })

  it('enforces the budget itself once it is met (the login page, the list screens)', () => {
    expect(BYTE_CEILINGS).not.toHaveProperty('loginPage')
    expect(BYTE_CEILINGS).not.toHaveProperty('listScreen')
    expect(limitOf('listScreen')).toBe(330_000)
    expect(limitOf('loginPage')).toBe(BYTE_BUDGETS.loginPage)
    const oversized = checkBudget('loginPage', pageFiles(221_000))
    expect(oversized.within).toBe(false)
    expect(oversized.message).toContain('limit 220 KB')
  })

  it('holds a page over its budget to its own ceiling, and any other to the budget', () => {
    const [page, ceiling] = Object.entries(PAGE_CEILINGS)[0] ?? ['/none', 330_000]
    expect(limitOf('listScreen', page)).toBe(Math.max(330_000, ceiling))
    expect(limitOf('listScreen', '/archives-management/station-archives-management')).toBe(330_000)
  })

  it('fails a list screen one KB over its budget', () => {
    const oversized = checkBudget('listScreen', pageFiles(limitOf('listScreen') + 1000))
    expect(oversized.within).toBe(false)
    expect(oversized.message).toContain('limit 330 KB')
  })
})
