/**
 * Vite's `import.meta.glob` where Vite does not run (scripts/lib/import-glob.mjs): the browser
 * tests' esbuild and the server's sources under tsx find the screens and list descriptions with
 * it, so it must make what Vite makes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain module of the scripts, without types
import { globFiles, rewriteGlobs } from '../../../scripts/lib/import-glob.mjs'

const dir = mkdtempSync(join(tmpdir(), 'import-glob-'))
mkdirSync(join(dir, 'sub', 'deep'), { recursive: true })
for (const file of ['sub/a.ts', 'sub/b.screen.ts', 'sub/deep/c.ts', 'sub/d.tsx'])
  writeFileSync(join(dir, file), '')

describe('import.meta.glob outside Vite', () => {
  it('takes the files a pattern names, sorted, leaving out those after !', () => {
    expect(globFiles(dir, './sub/*.ts')).toEqual(['./sub/a.ts', './sub/b.screen.ts'])
    expect(globFiles(dir, './sub/**/*.{ts,tsx}')).toEqual([
      './sub/a.ts',
      './sub/b.screen.ts',
      './sub/d.tsx',
      './sub/deep/c.ts',
    ])
    expect(globFiles(dir, ['./sub/*.ts', '!./sub/*.screen.ts'])).toEqual(['./sub/a.ts'])
  })

  it('makes lazy loaders, eager modules, and the named export when `import` names one', () => {
    const lazy = rewriteGlobs("const m = import.meta.glob('./sub/*.ts')", dir)
    expect(lazy).toBe(
      'const m = ({ "./sub/a.ts": () => import("./sub/a.ts"), "./sub/b.screen.ts": () => import("./sub/b.screen.ts") })',
    )
    const eager = rewriteGlobs("const m = import.meta.glob<X>('./sub/a.ts', { eager: true })\nline 2", dir)
    expect(eager).toBe(
      'import * as __glob_0 from "./sub/a.ts";const m = ({ "./sub/a.ts": __glob_0 })\nline 2',
    )
    expect(rewriteGlobs("import.meta.glob('./sub/a.ts', { eager: true, import: 'default' })", dir)).toBe(
      'import __glob_0 from "./sub/a.ts";({ "./sub/a.ts": __glob_0 })',
    )
    expect(rewriteGlobs("import.meta.glob('./sub/a.ts', { eager: true, import: 'LISTS' })", dir)).toBe(
      'import { LISTS as __glob_0 } from "./sub/a.ts";({ "./sub/a.ts": __glob_0 })',
    )
    expect(rewriteGlobs("import.meta.glob('./sub/a.ts', { import: 'LISTS' })", dir)).toBe(
      '({ "./sub/a.ts": () => import("./sub/a.ts").then((module) => module["LISTS"]) })',
    )
  })
})
