/** Which server test files run on which database (`npm test`'s two halves of the server suite). */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './build.mjs'

/** The name of a test file (every suite's). */
export const TEST_FILE = /\.test\.tsx?$/

/** The server test files that run per dialect: those naming DIALECTS (tests/server/helpers.ts). */
export function perDialectFiles() {
  const dir = join(ROOT, 'tests', 'server')
  return readdirSync(dir)
    .filter((file) => TEST_FILE.test(file) && readFileSync(join(dir, file), 'utf8').includes('DIALECTS'))
    .map((file) => join('tests', 'server', file))
}

/**
 * The server test files that run on PostgreSQL only: every use of DIALECTS in them is
 * `DIALECTS.includes('postgres')` (cluster drills, the national seed, an outage). The SQLite half
 * leaves them out rather than reporting their tests as skipped.
 */
export function postgresOnlyFiles() {
  return perDialectFiles().filter((file) => {
    const uses = readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('import '))
      .join('\n')
      .match(/\bDIALECTS\b(\.includes\('postgres'\))?/g)
    return uses?.every((use) => use !== 'DIALECTS') ?? false
  })
}
