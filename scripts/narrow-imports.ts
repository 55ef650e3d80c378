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
 * antd's Table row selection (`table/hooks/useSelection.js`) imports four tree helpers from
 * `@rc-component/tree`'s index, which keeps the whole Tree component in every list screen's first
 * load (~10 KB gzip, issue 14). The helpers live in three modules of the package; the import
 * becomes a module that re-exports two of them from there and holds a copy of the other two,
 * `arrAdd` and `arrDel`: their module (`es/util.js`) imports the tree's `TreeNode` (and its
 * `Indent`), which stayed in every list screen for two five-line array helpers (~2 KB gzip).
 *
 * antd's Radio.Group (`radio/group.js`, in every list screen through the Table's row selection)
 * imports one three-line helper, `toNamePathStr`, from the form's `hooks/useForm.js`, which also
 * imports `useForm` from `@rc-component/form`'s index: the whole field store and
 * `@rc-component/async-validator` (~13 KB gzip) came with every list although the filter form no
 * longer uses antd's Form (issue 14). The import becomes a module holding a copy of that helper,
 * checked at build time against antd's text.
 *
 * antd's `Input` (`input/index.js`, imported through antd's index by every screen with a text
 * field, the sign-in page first) attaches every input kind as a static, the one-time-password
 * input `Input.OTP` among them (~1.6 KB gzip in every first load). No screen uses it; the module
 * is served without those two lines (DROPS), and a unit test keeps `Input.OTP` out of src/.
 *
 * antd's style engine (`@ant-design/cssinjs`, `hooks/useStyleRegister.js`) imports stylis's
 * `prefixer` for its `autoPrefix` option (vendor prefixes for old browsers), which brings the whole
 * prefix table (stylis `Prefixer.js`, ~1 KB gzip) into the core chunk of every screen. The console
 * never sets `autoPrefix` (its targets need no prefixes); the module is served with the option
 * refused loudly instead (REWRITES), and a unit test keeps `autoPrefix` out of src/.
 *
 * Each redirect names the exports it needs, each copy the text it copies and each drop the lines
 * it drops; if a dependency update moves or changes one, the build fails here instead of
 * shipping a broken import.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

interface Narrowing {
  /** The importing module (a path inside node_modules). */
  importer: RegExp
  /** The package specifier it imports. */
  source: string
  /** The modules that hold what it uses, each with the names it must export. */
  targets?: readonly { module: string; names: readonly string[] }[]
  /**
   * And/or: what it uses, copied out of `module`, which must still contain `text` word for word;
   * `imports` are what the copy itself imports (a module and its names).
   */
  copy?: { module: string; text: string; imports?: { module: string; names: readonly string[] } }
}

export const NARROWINGS: readonly Narrowing[] = [
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    targets: [{ module: '@rc-component/form/es/FormContext.js', names: ['FormProvider'] }],
  },
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    targets: [
      { module: '@rc-component/tree/es/utils/conductUtil.js', names: ['conductCheck'] },
      { module: '@rc-component/tree/es/utils/treeUtil.js', names: ['convertDataToEntities'] },
    ],
    copy: {
      module: '@rc-component/tree/es/util.js',
      text: [
        'export function arrDel(list, value) {',
        '  if (!list) return [];',
        '  const clone = list.slice();',
        '  const index = clone.indexOf(value);',
        '  if (index >= 0) {',
        '    clone.splice(index, 1);',
        '  }',
        '  return clone;',
        '}',
        'export function arrAdd(list, value) {',
        '  const clone = (list || []).slice();',
        '  if (clone.indexOf(value) === -1) {',
        '    clone.push(value);',
        '  }',
        '  return clone;',
        '}',
      ].join('\n'),
    },
  },
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    copy: {
      module: 'antd/es/form/hooks/useForm.js',
      text: "export function toNamePathStr(name) {\n  const namePath = toArray(name);\n  return namePath.join('_');\n}",
      imports: { module: 'antd/es/form/util.js', names: ['toArray'] },
    },
  },
]

/** Lines left out of a dependency's module: each must be there, word for word. */
interface Drop {
  module: RegExp
  lines: readonly string[]
}

export const DROPS: readonly Drop[] = [
  {
    module: /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
    lines: ["import OTP from './OTP';", 'Input.OTP = OTP;'],
  },
]

/** A text of a dependency's module served as another: `from` must be there, word for word. */
interface Rewrite {
  module: RegExp
  from: string
  to: string
}

export const REWRITES: readonly Rewrite[] = [
  {
    module: /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useStyleRegister\.js$/,
    from: "import { compile, middleware, prefixer, serialize, stringify } from 'stylis';",
    to: "import { compile, serialize, stringify } from 'stylis';",
  },
  {
    module: /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useStyleRegister\.js$/,
    from: 'const serialized = autoPrefix ? serialize(compile(styleStr), middleware([prefixer, stringify])) : serialize(compile(styleStr), stringify);',
    to: "if (autoPrefix) throw new Error('ev-console: autoPrefix is not built in (scripts/narrow-imports.ts)');\n  const serialized = serialize(compile(styleStr), stringify);",
  },
]

/** `code` with a rewrite applied; throws when its text is not there (the dependency changed). */
export function rewrite(code: string, change: Rewrite, id: string): string {
  if (!code.includes(change.from)) throw new Error(`narrow-imports: ${id} no longer reads "${change.from}"`)
  return code.replace(change.from, change.to)
}

/** `code` without the drop's lines; throws when one is not there (the dependency changed). */
export function dropLines(code: string, drop: Drop, id: string): string {
  const lines = code.split('\n')
  for (const line of drop.lines)
    if (!lines.some((text) => text.trim() === line))
      throw new Error(`narrow-imports: ${id} no longer reads "${line}"`)
  return lines.filter((text) => !drop.lines.includes(text.trim())).join('\n')
}

const PREFIX = '\0ev-narrowed:'

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

type ResolveContext = {
  resolve: (source: string, importer: string, options: object) => Promise<{ id: string } | null>
  error: (message: string) => never
}

/** A narrowing's copy, with what it imports: checked against the module it was copied from. */
async function copyText(
  context: ResolveContext,
  copy: NonNullable<Narrowing['copy']>,
  importer: string,
  options: object,
): Promise<string> {
  const original = await context.resolve(copy.module, importer, { ...options, skipSelf: true })
  if (!original) return context.error(`narrow-imports: ${copy.module} not found (was it updated?)`)
  if (!readFileSync(original.id.split('?')[0], 'utf8').includes(copy.text))
    return context.error(`narrow-imports: ${copy.module} no longer reads "${copy.text.split('\n')[0]}"`)
  if (!copy.imports) return `${copy.text}\n`
  const helper = await context.resolve(copy.imports.module, importer, { ...options, skipSelf: true })
  if (!helper) return context.error(`narrow-imports: ${copy.imports.module} not found (was it updated?)`)
  const text = readFileSync(helper.id.split('?')[0], 'utf8')
  const missing = copy.imports.names.filter((name) => !exportsName(text, name))
  if (missing.length)
    return context.error(`narrow-imports: ${copy.imports.module} no longer exports ${missing.join(', ')}`)
  return `import { ${copy.imports.names.join(', ')} } from ${JSON.stringify(helper.id)}\n${copy.text}\n`
}

export function narrowImports(narrowings: readonly Narrowing[] = NARROWINGS): Plugin {
  const modules = new Map<string, string>()
  return {
    name: 'ev-narrow-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(PREFIX)) return null
      const rule = narrowings.find((item) => item.source === source && item.importer.test(importer))
      if (!rule) return null
      const parts = rule.copy ? [await copyText(this, rule.copy, importer, options)] : []
      const ids: string[] = []
      for (const target of rule.targets ?? []) {
        const found = await this.resolve(target.module, importer, { ...options, skipSelf: true })
        if (!found) this.error(`narrow-imports: ${target.module} not found (was ${source} updated?)`)
        const text = readFileSync(found.id.split('?')[0], 'utf8')
        const missing = target.names.filter((name) => !exportsName(text, name))
        if (missing.length)
          this.error(`narrow-imports: ${target.module} no longer exports ${missing.join(', ')}`)
        ids.push(found.id)
        parts.push(`export { ${target.names.join(', ')} } from ${JSON.stringify(found.id)}`)
      }
      if (!rule.copy && ids.length === 1) return { id: ids[0] }
      // A copy or several modules: one module holding the copy and re-exporting each name.
      const id = `${PREFIX}${source}?${importer}`
      modules.set(id, parts.join('\n'))
      return { id }
    },
    load(id) {
      return modules.get(id) ?? null
    },
    transform(code, id) {
      const path = id.split('?')[0]
      const drop = DROPS.find((item) => item.module.test(path))
      const changes = REWRITES.filter((item) => item.module.test(path))
      if (!drop && changes.length === 0) return null
      let served = drop ? dropLines(code, drop, id) : code
      for (const change of changes) served = rewrite(served, change, id)
      return { code: served, map: null }
    },
  }
}
