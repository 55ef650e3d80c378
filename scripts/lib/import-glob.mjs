/**
 * Vite's `import.meta.glob` where Vite does not run: the browser tests' esbuild bundle
 * (../esbuild-import-glob.mjs) and the sources run by Node through tsx (../tsx-glob.mjs: `npm run
 * serve`, the seed and backup commands, the bench, the servers the tests spawn). The console finds
 * its screens with it and the contract its list descriptions (issue 39). Each call becomes the
 * object Vite makes of it: file → `() => import(file)`, or with `eager: true` the module imported
 * statically; with `import: 'name'`, that export of it instead of the whole module. Takes the
 * patterns the sources write — a literal or an array of literals, relative to the file, with `*`,
 * `**`, `{a,b}` and a leading `!` to leave files out — and literal options.
 */
import { readdirSync } from 'node:fs'

/** A glob pattern as a regular expression over paths relative to the file (`./a/b.ts`). */
export function patternRegExp(pattern) {
  let source = ''
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]
    if (pattern.startsWith('**/', index)) {
      source += '(?:[^/]+/)*'
      index += 2
    } else if (char === '*') source += '[^/]*'
    else if (char === '{') source += '(?:'
    else if (char === '}') source += ')'
    else if (char === ',') source += '|'
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

/** The files under `dir` a glob call takes, as `./…` paths, sorted (as Vite orders them). */
export function globFiles(dir, patterns) {
  const list = Array.isArray(patterns) ? patterns : [patterns]
  const take = list.filter((pattern) => !pattern.startsWith('!')).map(patternRegExp)
  const leave = list
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => patternRegExp(pattern.slice(1)))
  return readdirSync(dir, { recursive: true })
    .map((file) => `./${String(file).split('\\').join('/')}`)
    .filter((file) => take.some((re) => re.test(file)) && !leave.some((re) => re.test(file)))
    .sort()
}

const CALL = /import\.meta\.glob(?:<[^()]*>)?\(([^()]*)\)/g

/**
 * `source` (of a module in `dir`) with its glob calls replaced. The static imports of eager calls
 * go in front of the first line, so that every other line keeps its number (source maps, stack
 * traces); imports are hoisted wherever they stand.
 */
export function rewriteGlobs(source, dir) {
  const imports = []
  const code = source.replace(CALL, (_, argumentText) => {
    const [patterns, options = {}] = new Function(`return [${argumentText}]`)()
    const picked = options.import
    const entries = globFiles(dir, patterns).map((file) => {
      const path = JSON.stringify(file)
      if (!options.eager) {
        const pick = picked ? `.then((module) => module[${JSON.stringify(picked)}])` : ''
        return `${path}: () => import(${path})${pick}`
      }
      const name = `__glob_${imports.length}`
      imports.push(
        picked === 'default'
          ? `import ${name} from ${path};`
          : picked
            ? `import { ${picked} as ${name} } from ${path};`
            : `import * as ${name} from ${path};`,
      )
      return `${path}: ${name}`
    })
    return `({ ${entries.join(', ')} })`
  })
  return imports.join(' ') + code
}
