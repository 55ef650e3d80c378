/**
 * Bench figures from the built output: the gzip size of every file in dist/, and the bytes the
 * browser must fetch before anything renders — the entry plus its static imports, transitively;
 * chunks reached only through `import()` load later and are excluded.
 *
 * Imports are read with Vite's parser (`parseAst`, rolldown's), so a string that merely looks like
 * an import is not mistaken for one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'vite'
import { bytesRow, kb } from './report.mjs'

/** The budget the first-render bytes are part of (budgets.md: the login page, ≤ 220 KB). */
const LOGIN_PAGE_BUDGET_KB = 220

/** gzip at zlib's default level, as a server compressing on the fly sends it. */
export function gzipBytes(buffer) {
  return gzipSync(buffer).length
}

/** Relative specifiers a module imports statically and dynamically. */
export function importsOf(source) {
  const program = parseAst(source)
  const staticImports = []
  const dynamicImports = []
  const STATIC = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'])
  for (const statement of program.body) {
    if (STATIC.has(statement.type) && typeof statement.source?.value === 'string')
      staticImports.push(statement.source.value)
  }
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ImportExpression' && typeof node.source?.value === 'string')
      dynamicImports.push(node.source.value)
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) visit(item)
      else if (value && typeof value === 'object') visit(value)
    }
  }
  visit(program)
  return { staticImports, dynamicImports }
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((entry) => String(entry).split('\\').join('/'))
    .filter((entry) => statSync(join(dir, entry)).isFile())
    .sort()
}

/** The files (relative to dist) the entry needs before it runs: itself and its static imports. */
export function firstRenderSet(distDir, entry = 'ev-console.js') {
  const needed = new Set()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()
    if (needed.has(file)) continue
    needed.add(file)
    const path = join(distDir, file)
    if (!existsSync(path) || !file.endsWith('.js')) continue
    for (const specifier of importsOf(readFileSync(path, 'utf8')).staticImports) {
      if (!specifier.startsWith('.')) continue
      pending.push(posix.normalize(posix.join(posix.dirname(file), specifier)))
    }
  }
  return needed
}

/** Sizes of everything in dist/ and the first-render total, as report rows. */
export async function run({ root }) {
  const distDir = resolve(root, 'dist')
  const files = filesUnder(distDir).map((file) => {
    const buffer = readFileSync(join(distDir, file))
    return { file, raw: buffer.length, gzip: gzipBytes(buffer) }
  })
  const firstRender = firstRenderSet(distDir)
  const entryFirst = [...files].sort(
    (a, b) => Number(b.file === 'ev-console.js') - Number(a.file === 'ev-console.js') || b.gzip - a.gzip,
  )
  const rows = [{ section: `Built output (dist/, gzip at zlib's default level; 1 KB = 1000 bytes)` }]
  for (const { file, raw, gzip } of entryFirst) {
    const role = file === 'ev-console.js' ? 'entry' : firstRender.has(file) ? 'static import' : 'lazy'
    rows.push({ figure: `${file} (${role})`, value: `${kb(gzip)} (raw ${kb(raw)})`, bytes: gzip })
  }
  const needed = files.filter(({ file }) => firstRender.has(file))
  const lazy = files.filter(({ file }) => !firstRender.has(file))
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)
  rows.push(
    bytesRow(
      `before first render: entry + static imports (${needed.length} files; part of the login page)`,
      sum(needed, 'gzip'),
      LOGIN_PAGE_BUDGET_KB,
    ),
    {
      figure: `lazy chunks, all (${lazy.length} files)`,
      value: kb(sum(lazy, 'gzip')),
      bytes: sum(lazy, 'gzip'),
    },
    { figure: 'everything in dist/', value: kb(sum(files, 'gzip')), bytes: sum(files, 'gzip') },
  )
  return rows
}
