/**
 * A Vite plugin that points a few imports inside dependencies at the one module they use, where
 * the package's index would drag in far more (budgets.md: the login page ≤ 220 KB gzip).
 *
 * antd's form context (`antd/es/form/context.js`, read by every Input, Select and Button) imports
 * `FormProvider` from `@rc-component/form`. That package's index attaches every part of the
 * form store to its default export (`RefForm.useForm = useForm`, …): side effects the bundler
 * must keep, so any page with an input carried the whole field store and validator (~12 KB
 * gzip). The provider lives in `es/FormContext.js`; importing it from there changes nothing else.
 *
 * Each redirect names the export it needs; if a dependency update moves it, the build fails
 * here instead of shipping a broken import.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

interface Narrowing {
  /** The importing module (a path inside node_modules). */
  importer: RegExp
  /** The package specifier it imports. */
  source: string
  /** The module that holds what it uses. */
  target: string
  /** The names it uses, which `target` must export. */
  names: readonly string[]
}

export const NARROWINGS: readonly Narrowing[] = [
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext.js',
    names: ['FormProvider'],
  },
]

/** Whether an ES module's text exports `name` (export { a, b as name } or export const/function name). */
export function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`export\\s+(const|let|var|function|class)\\s+${name}\\b`)
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].some((match) =>
    match[1].split(',').some(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1) === name,
    ),
  )
  return declared.test(source) || listed
}

export function narrowImports(narrowings: readonly Narrowing[] = NARROWINGS): Plugin {
  return {
    name: 'ev-narrow-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const rule = narrowings.find((item) => item.source === source && item.importer.test(importer))
      if (!rule) return null
      const resolved = await this.resolve(rule.target, importer, { ...options, skipSelf: true })
      if (!resolved) this.error(`narrow-imports: ${rule.target} not found (was ${source} updated?)`)
      const text = readFileSync(resolved.id.split('?')[0], 'utf8')
      const missing = rule.names.filter((name) => !exportsName(text, name))
      if (missing.length) this.error(`narrow-imports: ${rule.target} no longer exports ${missing.join(', ')}`)
      return resolved
    },
  }
}
