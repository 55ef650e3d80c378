/**
 * The UI strings of section 8 have one source (src/ui/uiStrings.ts, carried by the element's antd
 * locale): no component of the console overrides them with strings of its own — a Chinese
 * "暂无数据" empty text, a "共 N 条" total, its own per-page or go-to text (issue 22, item 8: "used
 * consistently by every antd component in every element"). What the user sees:
 * tests/browser/shell-ui-strings.test.ts and tests/e2e/ui-strings.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..', '..')
const SOURCES = readdirSync(join(ROOT, 'src'), { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(ROOT, 'src', file))

/** Where the strings themselves are defined. */
const OWNERS = new Set(['src/ui/uiStrings.ts', 'src/ui/locale.tsx', 'src/ui/list/tableLocale.ts'])

const OVERRIDES: [string, RegExp][] = [
  ['a Chinese No Data', /暂无数据/],
  ['a total of its own', /showTotal:\s*\(|共\s*\$\{[^}]*\}\s*条/],
  ['its own per-page or go-to text', /items_per_page|jump_to|条\/页/],
  ['its own empty text for a select or transfer', /notFoundContent:\s*['"`]/],
  // Issue 42, item 21: a table's total or empty text fixed in English stays English under a
  // Chinese locale (the attribute or the city configuration): useTableLocale() follows it.
  ['English whatever the locale', /showTotal:\s*totalText|locale=\{TABLE_LOCALE\}/],
]

describe('the UI strings of section 8', () => {
  it('are not overridden by any component', () => {
    expect(SOURCES.length).toBeGreaterThan(100)
    const found: string[] = []
    for (const file of SOURCES) {
      const path = relative(ROOT, file)
      if (OWNERS.has(path)) continue
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        if (/^\s*(\/\/|\*)/.test(line)) return
        for (const [what, pattern] of OVERRIDES)
          if (pattern.test(line)) found.push(`${path}:${index + 1} ${what}: ${line.trim()}`)
      })
    }
    expect(found).toEqual([])
  })
})
