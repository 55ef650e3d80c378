/**
 * Vite's `import.meta.glob` for the browser tests' esbuild bundle (web-test-runner.config.mjs):
 * the sources under src/ are rewritten as Vite would (lib/import-glob.mjs), since esbuild leaves
 * the calls alone.
 */
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { rewriteGlobs } from './lib/import-glob.mjs'

/** The esbuild plugin: rewrites the glob calls of the sources under src/. */
export function importGlob() {
  return {
    name: 'vite-import-meta-glob',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8')
        if (!source.includes('import.meta.glob')) return undefined
        return {
          contents: rewriteGlobs(source, dirname(args.path)),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        }
      })
    },
  }
}
