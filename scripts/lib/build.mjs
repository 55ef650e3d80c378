/**
 * Building the console when dist/ is missing or older than its sources, for the suites and the
 * bench that use the built bundle (`dist/ev-console.js` plus `dist/chunks/`).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { takeChildCpuMs } from './cpu.mjs'

/** The repository root (this file lives in scripts/lib). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The built entry every consumer loads. */
export const ENTRY = join(ROOT, 'dist', 'ev-console.js')

/**
 * Inputs of the build besides src/: a change to any of them makes dist/ stale. The config, the
 * plugins it loads (scripts/*.ts) and what they import.
 */
const BUILD_INPUTS = [
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/defer-imports.ts',
  'scripts/elements-manifest.ts',
  'scripts/lighter-hooks.ts',
  'scripts/narrow-imports.ts',
  'scripts/precompress.ts',
  'scripts/preload-chunks.ts',
  'scripts/trim-boundaries.ts',
  'server/src/http/encodings.ts',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path, { recursive: true })) {
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs)
  }
  return newest
}

/**
 * Why a built file needs building again from `inputs` (files or folders): 'missing', 'stale'
 * (an input is newer), or undefined when it is up to date.
 */
export function staleness(entry, inputs) {
  if (!existsSync(entry)) return 'missing'
  const built = statSync(entry).mtimeMs
  return inputs.some((input) => newestMtime(input) > built) ? 'stale' : undefined
}

/** Why dist/ needs building ('missing' or 'stale'), or undefined when it is up to date. */
export function buildNeeded(root = ROOT) {
  return staleness(join(root, 'dist', 'ev-console.js'), [
    join(root, 'src'),
    ...BUILD_INPUTS.map((file) => join(root, file)),
  ])
}

/** The CPU time of the last `vite build` this process ran (lib/cpu.mjs), for `npm test` to report. */
export let lastBuildCpuMs = null

/** Run `vite build` in `root`; resolves when it succeeds, rejects with its output's tail otherwise. */
export function viteBuild(root = ROOT, { quiet = false } = {}) {
  const require = createRequire(join(root, 'package.json'))
  const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', quiet ? 'warn' : 'info'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
      if (!quiet) process.stderr.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => {
      lastBuildCpuMs = takeChildCpuMs()
      if (code === 0) resolvePromise()
      else reject(new Error(`vite build failed (exit ${code}):\n${output.split('\n').slice(-30).join('\n')}`))
    })
  })
}

/**
 * Build the console unless dist/ is up to date. Returns the reason it built ('missing' or
 * 'stale'), or undefined when it did not need to.
 */
export async function ensureBuild({ root = ROOT, quiet = false, log = console.error } = {}) {
  if (!buildNeeded(root)) return undefined
  // Suites side by side (scripts/test.mjs) may ask at once: one builds, the others wait for it
  // and find dist/ up to date, instead of two builds writing one folder.
  const release = await buildLock(root)
  try {
    const reason = buildNeeded(root)
    if (!reason) return undefined
    log(`dist/ is ${reason}: running vite build`)
    await viteBuild(root, { quiet })
    return reason
  } finally {
    release()
  }
}

/**
 * Take the build's lock for the checkout at `root`, a folder made atomically in the temporary
 * folder (one per checkout: worktrees sharing node_modules build side by side) holding the
 * owner's process id; wait while a live process holds it, take it from a dead one. Resolves to
 * its release.
 */
export async function buildLock(root) {
  const lock = join(
    tmpdir(),
    `ev-console-build-${createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16)}.lock`,
  )
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    if (!isAlive(Number(readIfThere(join(lock, 'pid'))))) {
      // A pid not yet written is a lock taken this instant: give its owner a moment first.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      if (!isAlive(Number(readIfThere(join(lock, 'pid'))))) rmSync(lock, { recursive: true, force: true })
      continue
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function readIfThere(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid) {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
