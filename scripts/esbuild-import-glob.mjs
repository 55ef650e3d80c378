/**
 * Vite's `import.meta.glob` for the browser tests' esbuild bundle (web-test-runner.config.mjs):
 * src/screens/index.ts finds the screens with it (issue 39), and esbuild leaves it alone. Each call
 * becomes the object Vite makes of it: file → `() => import(file)`, or with `eager: true` the
 * module (its `import` export, when named) imported statically. Takes the patterns the console
 * writes — a literal or an array of literals, relative to the file, with `*`, `**`, `{a,b}` and a
 * leading `!` to leave files out — and literal options.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'

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

/** The esbuild plugin: rewrites the glob calls of the sources under src/. */
export function importGlob() {
  return {
    name: 'vite-import-meta-glob',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8')
        if (!source.includes('import.meta.glob')) return undefined
        const imports = []
        const contents = source.replace(CALL, (_, argumentText) => {
          const [patterns, options = {}] = new Function(`return [${argumentText}]`)()
          const entries = globFiles(dirname(args.path), patterns).map((file) => {
            if (!options.eager) return `${JSON.stringify(file)}: () => import(${JSON.stringify(file)})`
            const name = `__glob_${imports.length}`
            imports.push(
              options.import === 'default'
                ? `import ${name} from ${JSON.stringify(file)}`
                : `import * as ${name} from ${JSON.stringify(file)}`,
            )
            return `${JSON.stringify(file)}: ${name}`
          })
          return `({ ${entries.join(', ')} })`
        })
        return {
          contents: `${imports.join('\n')}\n${contents}`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        }
      })
    },
  }
}
