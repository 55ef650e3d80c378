/**
 * A Vite plugin that lets the browser ask for a chunk's whole static graph at once (issue 14).
 * Library mode has no module preloading (Vite inserts its preload helper only in app builds), so
 * a chunk's static imports were found one level at a time: the entry, then the core, then
 * rolldown's runtime helpers; a screen, then the list engine and the area's shared chunks, then
 * the enumerations: a round trip each while the main thread waited.
 *
 * Here a chunk imports, besides its own static imports, those of its imports (deepest first, so
 * the evaluation order stays that of the graph): the entry asks for the core and the runtime at
 * once, a screen for the list engine, its area's shared chunks and the enumerations at once.
 *
 * Not done for dynamic imports (Vite's preload lists): the core holds ~60 of them (the routes),
 * and their lists cost ~1.8 KB of the first screen's 330 KB for ~1 % of its time (measured
 * 2026-11-28, docs/performance.md).
 */
import { posix } from 'node:path'
import type { Plugin } from 'vite'

interface ChunkLike {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
}

/** A chunk's static imports, transitively, deepest first. */
function staticGraph(chunks: ReadonlyMap<string, ChunkLike>) {
  const memo = new Map<string, string[]>()
  const graph = (fileName: string): string[] => {
    const known = memo.get(fileName)
    if (known) return known
    const order: string[] = []
    const seen = new Set<string>()
    const walk = (name: string) => {
      for (const next of chunks.get(name)?.imports ?? []) {
        if (seen.has(next)) continue
        seen.add(next)
        walk(next)
        order.push(next)
      }
    }
    walk(fileName)
    memo.set(fileName, order)
    return order
  }
  return graph
}

/** The specifier of `target` as written in `from` (both relative to the output folder). */
function specifier(from: string, target: string): string {
  const path = posix.relative(posix.dirname(from), target)
  return path.startsWith('.') ? path : `./${path}`
}

export function preloadChunks(): Plugin {
  return {
    name: 'ev-preload-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>()
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike)
      const graph = staticGraph(chunks)
      for (const chunk of chunks.values()) {
        const direct = new Set(chunk.imports)
        const deeper = graph(chunk.fileName).filter((name) => !direct.has(name))
        if (deeper.length)
          chunk.code =
            deeper.map((name) => `import${JSON.stringify(specifier(chunk.fileName, name))};`).join('') +
            chunk.code
      }
    },
  }
}
