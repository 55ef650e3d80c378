/**
 * better-sqlite3's compiled binding, built by `npm test` when the install left it unbuilt.
 *
 * Its prebuilt binary cannot be fetched on these machines, so its install script compiles SQLite
 * from source: 107–116 s of one core here (node-gyp, `-O3`), during which `npm ci` keeps the other
 * core idle. `.ci/run` therefore installs with `npm ci --ignore-scripts` and leaves the compile to
 * `npm test`, which runs it beside the suites that do not load SQLite (types, lint, unit, browser);
 * the suites that do (server, server-pg, e2e) wait for it. After a plain `npm install` or `npm ci`
 * the binding is there and nothing is built.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './build.mjs'
import { takeChildCpuMs } from './cpu.mjs'

/** Where node-gyp leaves the binding (better-sqlite3's lib/database.js loads it from there). */
export const BINDING = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')

/** CPU milliseconds of the last build (lib/cpu.mjs), or null. */
export let lastBindingCpuMs = null

/**
 * Build the binding when it is missing: `npm rebuild better-sqlite3` (its own install script, as
 * `npm ci` runs it), with as many compile jobs as cores. Resolves to '' when it was there, to
 * 'built' after a build; rejects, with the build's last lines, when the build fails.
 */
export function ensureBinding({ log = console.log } = {}) {
  if (existsSync(BINDING)) return Promise.resolve('')
  log('better-sqlite3 is not built (npm ci --ignore-scripts): npm rebuild better-sqlite3')
  const npm = process.env.npm_execpath
  const [command, args] = npm
    ? [process.execPath, [npm, 'rebuild', 'better-sqlite3']]
    : ['npm', ['rebuild', 'better-sqlite3']]
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, JOBS: 'max' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    const keep = (chunk) => output.push(...String(chunk).split('\n').filter(Boolean))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => {
      lastBindingCpuMs = takeChildCpuMs()
      if (code === 0 && existsSync(BINDING)) return resolve('built')
      reject(
        new Error(`npm rebuild better-sqlite3 failed (exit code ${code}):\n${output.slice(-20).join('\n')}`),
      )
    })
  })
}
