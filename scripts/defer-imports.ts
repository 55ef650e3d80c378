/**
 * A Vite plugin that turns a component module inside a dependency into a stand-in that loads the
 * real module the first time the component is drawn (issue 14: bytes before a list shows rows).
 *
 * antd's Table imports its column filter dropdown (`table/hooks/useFilter/FilterDropdown.js`),
 * and with it Tree, Radio, Menu, Dropdown and Checkbox: ~14 KB gzip in every list screen's first
 * load. The dropdown is drawn only for a column with `filters` or `filterDropdown`; the console's
 * lists filter in their filter form (src/ui/list), so it is never drawn today — and if a column
 * ever has filters, the stand-in draws the column title at once and the real dropdown as soon as
 * its chunk has arrived. Likewise the Tabs of antd's Card, drawn only for a card's `tabList`. The
 * importer of the dropdown also uses small pure helpers of the module (`flattenKeys`):
 * their source is copied from the dependency at build time, so they stay the package's own code.
 *
 * If a dependency update moves the module, renames the helper or makes it depend on anything, the
 * build fails here instead of shipping a broken import.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

export interface Deferral {
  /** The importing module (a path inside node_modules). */
  importer: RegExp
  /** The specifier it imports, as written in the importer. */
  source: string
  /** Named exports the importer uses besides the default: self-contained functions, copied. */
  helpers: readonly string[]
}

export const DEFERRALS: readonly Deferral[] = [
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    helpers: ['flattenKeys'],
  },
  {
    // antd's Card draws Tabs only for a `tabList`, which no console card has: ~11 KB gzip before
    // the rows of every screen drawn in cards (issue 14).
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    helpers: [],
  },
]

const PREFIX = '\0ev-deferred:'

/**
 * The text of `export function name(...) {...}` in an ES module, as `function name(...) {...}`:
 * from its declaration to the first line that is a lone `}` at the start. Null if absent.
 */
export function functionSource(source: string, name: string): string | null {
  const start = source.search(new RegExp(`^export function ${name}\\(`, 'm'))
  if (start === -1) return null
  const end = source.indexOf('\n}', start)
  return end === -1 ? null : source.slice(start + 'export '.length, end + 2)
}

/** The module's `import … from '…'` lines, each with the names it binds. */
function importsOf(source: string): { line: string; names: string[] }[] {
  return [...source.matchAll(/^import\s+(.+?)\s+from\s+['"][^'"]+['"];?$/gm)].map(([line, clause]) => ({
    line,
    names: clause
      .replace(/[{}]/g, ',')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)),
  }))
}

/**
 * The stand-in module: the helpers copied with the imports they use, and a default component
 * that draws the real one once loaded (its children meanwhile). A helper that calls a function
 * of its module other than itself cannot be copied alone: the build stops.
 */
export function standIn(realPath: string, realSource: string, helpers: readonly string[]): string {
  const imports = importsOf(realSource)
  const needed = new Set<string>()
  const copied = helpers.map((name) => {
    const text = functionSource(realSource, name)
    if (!text) throw new Error(`defer-imports: ${realPath} no longer exports function ${name}`)
    // Calls that are not methods (`x.y(`) must be the helper itself or an import of the module.
    for (const [, called] of text.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g)) {
      if (called === name || called === 'function' || /^(if|for|while|switch|return|catch)$/.test(called))
        continue
      const from = imports.find((item) => item.names.includes(called))
      if (!from)
        throw new Error(`defer-imports: ${name} of ${realPath} calls ${called}; it cannot be copied alone`)
      needed.add(from.line)
    }
    return `export ${text}`
  })
  return [
    `import { createElement, lazy, Suspense } from 'react'`,
    ...needed,
    ...copied,
    `const Real = lazy(() => import(${JSON.stringify(realPath)}))`,
    'export default function Deferred(props) {',
    '  return createElement(Suspense, { fallback: props.children ?? null }, createElement(Real, props))',
    '}',
    '',
  ].join('\n')
}

export function deferImports(deferrals: readonly Deferral[] = DEFERRALS): Plugin {
  const helpersOf = new Map<string, readonly string[]>()
  return {
    name: 'ev-defer-imports',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(PREFIX)) return null
      const rule = deferrals.find((item) => item.source === source && item.importer.test(importer))
      if (!rule) return null
      const real = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!real)
        this.error(`defer-imports: ${source} from ${importer} not found (was the dependency updated?)`)
      helpersOf.set(real.id, rule.helpers)
      return `${PREFIX}${real.id}`
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const realPath = id.slice(PREFIX.length)
      const source = readFileSync(realPath.split('?')[0], 'utf8')
      if (!/^export default /m.test(source)) this.error(`defer-imports: ${realPath} has no default export`)
      try {
        return standIn(realPath, source, helpersOf.get(realPath) ?? [])
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
