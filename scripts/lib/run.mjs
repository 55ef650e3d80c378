/** Running one command of a suite with its output passed through, a time limit, and its exit code. */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './build.mjs'
import { takeChildCpuMs } from './cpu.mjs'

/**
 * The e2e suite's workers, each with its own server and browser (tests/e2e/global-setup.ts). Its
 * files mostly wait (641 s of CPU in 892 s with two workers), but a third worker beside the other
 * suites put the machine at a load of 17 (issue 40): two until that is measured on an idle
 * machine. Used by `npm test` and `npm run test:e2e`.
 */
export const E2E_WORKERS = 2

/** Where a run's suites leave what the next can reuse (tests/fixtures/shared-seed.ts). */
export const RUN_FOLDER_ENV = 'EV_TEST_RUN_FOLDER'

/** Give this process's suites a folder of the run (RUN_FOLDER_ENV), removed when the process ends. */
export function shareRunFolder() {
  if (process.env[RUN_FOLDER_ENV]) return
  const folder = mkdtempSync(join(tmpdir(), 'ev-test-run-'))
  process.env[RUN_FOLDER_ENV] = folder
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
}

/** The installed command-line entry of a package, run with this Node (no npx, no shell). */
export const BIN = {
  tsc: join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
  biome: join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
  vitest: join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
}

/** Copy `from` to `to` line by line, each line starting with `prefix` (suites run side by side). */
function prefixLines(from, to, prefix, onLine) {
  let rest = ''
  const write = (line) => {
    to.write(`${prefix}${line}\n`)
    onLine?.(line)
  }
  from.setEncoding('utf8')
  from.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) write(line)
  })
  from.on('end', () => {
    if (rest) write(rest)
  })
}

/**
 * Run `node <args>` in the repository with stdin closed and output inherited. Resolves to
 * `{ code, timedOut, cpuMs }` (cpuMs: the CPU time of the command and its children, lib/cpu.mjs); after `timeoutMs` (a guard against a hung suite, not a speed limit) the
 * whole process group is killed, saying so, and code is 1. With `prefix`, every line the command
 * prints starts with it, and `onLine` sees each line (without the prefix).
 */
export function runNode(args, { env = process.env, timeoutMs = 60 * 60_000, prefix = '', onLine } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
      detached: true,
    })
    if (prefix) {
      prefixLines(child.stdout, process.stdout, prefix, onLine)
      prefixLines(child.stderr, process.stderr, prefix, onLine)
    }
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      console.error(
        `\n${args.map((arg) => arg.replace(`${ROOT}/`, '')).join(' ')}: still running after ${Math.round(timeoutMs / 60_000)} min, killed`,
      )
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }, timeoutMs)
    // The child has its own process group (so a time-out can kill all of it); pass Ctrl-C on
    // and end this run too.
    let interrupted = false
    const stop = (signal) => {
      interrupted = true
      try {
        process.kill(-child.pid, signal)
      } catch {}
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    child.on('error', (error) => {
      console.error(error.message)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      if (interrupted) process.exit(130)
      resolve({ code: timedOut ? 1 : (code ?? (signal ? 1 : 0)), timedOut, cpuMs: takeChildCpuMs() })
    })
  })
}
