/**
 * A Vite plugin that fetches a lazily loaded chunk's own static imports together with it
 * (issue 14: the first screen's waterfall). A dynamic `import()` of a screen fetches the screen's
 * chunk; only once it has arrived and been parsed does the browser see its static imports (the
 * list machinery, the list's description, the enumerations) and fetch them, and their imports
 * after them: three round trips before the list can ask for its rows. Vite adds such preloading
 * in application builds only (its `__vitePreload`), not in library mode, which the console is
 * built in.
 *
 * After the bundle is written, each `import(`./x.js`)` of a chunk becomes
 * `(__evPreload(import.meta.url, [...]), import(`./x.js`))` (the list as indexes into the chunk's table): the chunks x imports statically,
 * transitively, that the importing chunk does not already hold, are announced at once as
 * `<link rel="modulepreload">` in the document's head, and fetched in parallel with x. The
 * browser keeps one module per URL, so nothing is fetched twice; nothing is evaluated early.
 */
import type { Plugin } from 'vite'

/**
 * The helper put at the top of each chunk that preloads (names no source uses): the chunk's
 * preloaded files once, and each import's list as their indexes (shorter than repeating names).
 */
export const preloadHelper = (files: readonly string[]) =>
  `const __evFiles=${JSON.stringify(files)},__evPreload=(base,list)=>{if(typeof document>"u")return;for(const index of list){const url=new URL(__evFiles[index],base).href;if(document.head.querySelector(\`link[rel="modulepreload"][href="\${url}"]\`))continue;const link=document.createElement("link");link.rel="modulepreload";link.href=url;document.head.append(link)}};`

interface ChunkLike {
  type: 'chunk'
  fileName: string
  imports: readonly string[]
  code: string
}

const posixDir = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '')

/** `to` relative to the folder of `from` (both file names inside the bundle, forward slashes). */
export function relativeTo(from: string, to: string): string {
  const fromParts = posixDir(from).split('/').filter(Boolean)
  const toParts = to.split('/')
  while (fromParts.length && toParts.length > 1 && fromParts[0] === toParts[0]) {
    fromParts.shift()
    toParts.shift()
  }
  const up = fromParts.map(() => '..')
  const path = [...up, ...toParts].join('/')
  return path.startsWith('.') ? path : `./${path}`
}

/** Resolve `specifier` (relative, as written in `from`) to a file name inside the bundle. */
export function resolveIn(from: string, specifier: string): string {
  const parts = posixDir(from).split('/').filter(Boolean)
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return parts.join('/')
}

/** Every chunk `file` imports statically, directly or not (not itself). */
export function staticClosure(chunks: ReadonlyMap<string, ChunkLike>, file: string): Set<string> {
  const seen = new Set<string>()
  const pending = [...(chunks.get(file)?.imports ?? [])]
  while (pending.length) {
    const next = pending.pop() as string
    if (seen.has(next) || next === file) continue
    seen.add(next)
    pending.push(...(chunks.get(next)?.imports ?? []))
  }
  return seen
}

/** A chunk's code with its dynamic imports of other chunks preloading their static imports. */
export function withPreloads(chunk: ChunkLike, chunks: ReadonlyMap<string, ChunkLike>): string {
  const held = staticClosure(chunks, chunk.fileName)
  const files: string[] = []
  const code = chunk.code.replace(
    /\bimport\((`|"|')(\.{1,2}\/[^`"']+\.js)\1\)/g,
    (whole, _quote, specifier) => {
      const target = resolveIn(chunk.fileName, specifier)
      if (!chunks.has(target)) return whole
      const needed = [...staticClosure(chunks, target)].filter(
        (file) => !held.has(file) && file !== chunk.fileName,
      )
      if (needed.length === 0) return whole
      const indexes = needed.sort().map((file) => {
        const href = relativeTo(chunk.fileName, file)
        if (!files.includes(href)) files.push(href)
        return files.indexOf(href)
      })
      return `(__evPreload(import.meta.url,${JSON.stringify(indexes)}),${whole})`
    },
  )
  return files.length ? preloadHelper(files) + code : chunk.code
}

export function preloadDeps(): Plugin {
  return {
    name: 'ev-preload-deps',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>()
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item)
      for (const chunk of chunks.values()) chunk.code = withPreloads(chunk, chunks)
    },
  }
}
