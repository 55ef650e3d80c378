/**
 * The build's deferred dependency modules (scripts/defer-imports.ts): antd's column filter
 * dropdown becomes a stand-in that loads the real module when first drawn, its helper copied from
 * the package with the import it needs; a helper that calls something it cannot take along stops
 * the build.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFERRALS, functionSource, standIn } from '../../../scripts/defer-imports'

const require = createRequire(import.meta.url)
const dropdown = join(
  dirname(require.resolve('antd/package.json')),
  ...'es/table/hooks/useFilter/FilterDropdown.js'.split('/'),
)

describe('deferImports', () => {
  it("defers antd's column filter dropdown, importer and helpers as antd has them", () => {
    const importer = join(dirname(dropdown), 'index.js')
    const rule = DEFERRALS.find((item) => item.importer.test(importer))
    expect(rule?.source).toBe('./FilterDropdown')
    expect(readFileSync(importer, 'utf8')).toContain(
      `import FilterDropdown, { flattenKeys } from './FilterDropdown'`,
    )
  })

  it('copies flattenKeys with its import and loads the real component lazily', () => {
    const code = standIn(dropdown, readFileSync(dropdown, 'utf8'), ['flattenKeys'])
    expect(code).toContain('export function flattenKeys(filters) {')
    expect(code).toMatch(
      /^import _toConsumableArray from "@babel\/runtime\/helpers\/esm\/toConsumableArray";$/m,
    )
    expect(code).toContain(`lazy(() => import(${JSON.stringify(dropdown)}))`)
    expect(code).not.toMatch(/from ['"]\.\.\/\.\.\/\.\.\/tree['"]/)
    // The copy behaves as the package's function: values depth first, parents before children.
    const body = functionSource(readFileSync(dropdown, 'utf8'), 'flattenKeys') ?? ''
    const flattenKeys = new Function('_toConsumableArray', `${body}; return flattenKeys`)((a: unknown[]) => [
      ...a,
    ])
    expect(flattenKeys([{ value: 1, children: [{ value: 2 }, { value: 3 }] }, { value: 4 }])).toEqual([
      1, 2, 3, 4,
    ])
  })

  it('stops when a helper calls something of its module it cannot take along', () => {
    const source = 'import x from "y";\nexport function helper(a) {\n  return other(a)\n}\nexport default 1\n'
    expect(() => standIn('/m.js', source, ['helper'])).toThrow(/helper of \/m\.js calls other/)
    expect(() => standIn('/m.js', source, ['missing'])).toThrow(/no longer exports function missing/)
  })
})
