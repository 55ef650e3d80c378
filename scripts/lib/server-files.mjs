/** Which server test files run on which database (`npm test`'s two halves of the server suite). */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './build.mjs'

/** The name of a test file (every suite's). */
export const TEST_FILE = /\.test\.tsx?$/

/** The server test files with their text. */
function serverTestFiles() {
  const dir = join(ROOT, 'tests', 'server')
  return readdirSync(dir)
    .filter((file) => TEST_FILE.test(file))
    .map((file) => ({ file: join('tests', 'server', file), text: readFileSync(join(dir, file), 'utf8') }))
}

/** The server test files that run per dialect: those naming DIALECTS (tests/server/helpers.ts). */
export function perDialectFiles() {
  return serverTestFiles()
    .filter(({ text }) => text.includes('DIALECTS'))
    .map(({ file }) => file)
}

/**
 * The server test files that run on PostgreSQL only: every use of DIALECTS in them is
 * `DIALECTS.includes('postgres')` (cluster drills, the national seed, an outage). The SQLite half
 * leaves them out rather than reporting their tests as skipped.
 */
export function postgresOnlyFiles() {
  return serverTestFiles()
    .filter(({ text }) => {
      const uses = text
        .split('\n')
        .filter((line) => !line.startsWith('import '))
        .join('\n')
        .match(/\bDIALECTS\b(\.includes\('postgres'\))?/g)
      return uses?.every((use) => use !== 'DIALECTS') ?? false
    })
    .map(({ file }) => file)
}
