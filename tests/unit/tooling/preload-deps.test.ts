/**
 * The build's preloading of a lazily loaded chunk's static imports (scripts/preload-deps.ts): an
 * `import()` of a chunk announces, beside it, the chunks it imports statically (transitively)
 * that the importer does not already hold, so the browser fetches them in one round instead of
 * one round per level.
 */
import { describe, expect, it } from 'vitest'
import { relativeTo, resolveIn, staticClosure, withPreloads } from '../../../scripts/preload-deps'

const chunk = (fileName: string, imports: string[], code = '') => ({
  type: 'chunk' as const,
  fileName,
  imports,
  code,
})

describe('preloadDeps', () => {
  const chunks = new Map(
    [
      chunk('ev-console.js', ['chunks/core.js'], 'import "./chunks/core.js"'),
      chunk(
        'chunks/core.js',
        ['chunks/runtime.js'],
        'const a=()=>import(`./screen.js`),b=()=>import("./leaf.js"),c=()=>import(`./held.js`);',
      ),
      chunk('chunks/runtime.js', []),
      chunk('chunks/screen.js', ['chunks/list.js', 'chunks/runtime.js']),
      chunk('chunks/list.js', ['chunks/enums.js']),
      chunk('chunks/enums.js', []),
      chunk('chunks/leaf.js', []),
      chunk('chunks/held.js', ['chunks/runtime.js']),
    ].map((item) => [item.fileName, item]),
  )

  it('finds the static imports of a chunk, transitively', () => {
    expect([...staticClosure(chunks, 'chunks/screen.js')].sort()).toEqual([
      'chunks/enums.js',
      'chunks/list.js',
      'chunks/runtime.js',
    ])
  })

  it('announces what the imported chunk needs and the importer does not hold, once per file', () => {
    const code = withPreloads(chunks.get('chunks/core.js') as never, chunks)
    expect(code).toContain('const __evFiles=["./enums.js","./list.js"]')
    expect(code).toContain('(__evPreload(import.meta.url,[0,1]),import(`./screen.js`))')
    // Nothing to announce: left as it was.
    expect(code).toContain('b=()=>import("./leaf.js")')
    expect(code).toContain('c=()=>import(`./held.js`)')
  })

  it('leaves a chunk without such imports unchanged', () => {
    const list = chunks.get('chunks/list.js') as never
    expect(withPreloads(list, chunks)).toBe('')
  })

  it('works out paths between folders', () => {
    expect(relativeTo('chunks/core.js', 'chunks/list.js')).toBe('./list.js')
    expect(relativeTo('ev-console.js', 'chunks/list.js')).toBe('./chunks/list.js')
    expect(relativeTo('chunks/a/x.js', 'chunks/list.js')).toBe('../list.js')
    expect(resolveIn('chunks/core.js', './list.js')).toBe('chunks/list.js')
    expect(resolveIn('chunks/a/x.js', '../list.js')).toBe('chunks/list.js')
  })
})
