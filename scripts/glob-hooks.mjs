/**
 * Node's module hooks for `import.meta.glob` (registered by tsx-glob.mjs): after tsx has made
 * JavaScript of a source under the repository, its glob calls are rewritten as Vite would
 * (lib/import-glob.mjs). Node itself knows no `import.meta.glob`.
 */
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rewriteGlobs } from './lib/import-glob.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.source == null) return result
  const path = fileURLToPath(url)
  if (!path.startsWith(ROOT)) return result
  const source = String(result.source)
  if (!source.includes('import.meta.glob')) return result
  return { ...result, source: rewriteGlobs(source, dirname(path)) }
}
