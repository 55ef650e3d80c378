#!/usr/bin/env node
/**
 * `npm test`: every suite in turn — types, lint, unit, server, browser, e2e. All suites run even
 * when one fails; each one's result and time are reported, and the last line is exactly
 * `suites: N passed, N failed`. The exit code is non-zero when any suite failed.
 *
 * A suite whose folder holds no tests yet is reported as "no tests yet" and counts as neither.
 * `npm test -- unit e2e` runs only the named suites (`server server-pg`: the server suite on both
 * databases).
 *
 * The suites run in two lanes side by side, then the e2e suite alone (PHASES). The console is
 * built once first (`vite build`, when dist/ is missing or stale), beside the type check; the
 * suites that load the built bundle wait for it. Each line of a suite's output starts with its
 * name. Three lanes (server and e2e each in its own) were tried on this 2-core machine and made
 * things worse: the type check took 168 s instead of 53 s, and the e2e suite ran at a load of 17,
 * where an export worker's start outlasted what a user waits for (issue 40).
 * `npm test -- --serial` runs them one after the other, output as it comes.
 * When TEST_DATABASE_URL is set, the server suite's tests also run against that PostgreSQL, as a
 * suite of their own (server-pg) beside the SQLite half.
 */
import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { ensureBuild, lastBuildCpuMs, ROOT } from './lib/build.mjs'
import { findHeadlessShell, HEADLESS_SHELL_HINT, requireTestChromium } from './lib/chromium.mjs'
import { failureLines } from './lib/failure-lines.mjs'
import { ensureBinding, lastBindingCpuMs } from './lib/native.mjs'
import { BIN, E2E_WORKERS, runNode, shareRunFolder } from './lib/run.mjs'
import { perDialectFiles, postgresOnlyFiles, TEST_FILE } from './lib/server-files.mjs'

/** Whether the server suite also runs on PostgreSQL. */
const PG = Boolean(process.env.TEST_DATABASE_URL)

/** The suites, in the order they run. `folder` is where its tests live; `chromium` if it needs one. */
const SUITES = [
  // Incremental: the first check on a clean checkout takes as long as a plain one (34 s here), a
  // later one after a small change 6.5 s instead of 34 s (issue 40). The state lives under
  // node_modules/.cache, which a fresh `npm ci` removes. Single-threaded: the other lane keeps the
  // second core busy, and TypeScript 7's threads cost a third more CPU for the same check (23.6
  // and 30.8 CPU-s against 14.1 and 20.3, interleaved, in the same wall time).
  {
    name: 'types',
    args: [
      BIN.tsc,
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--singleThreaded',
      '--incremental',
      '--tsBuildInfoFile',
      join(ROOT, 'node_modules', '.cache', 'ev-console', 'tsconfig.tsbuildinfo'),
    ],
  },
  { name: 'lint', args: [BIN.biome, 'check', '.'] },
  { name: 'unit', folder: 'tests/unit', args: [BIN.vitest, 'run', '--project', 'unit'] },
  // With TEST_DATABASE_URL the server suite is two halves in two lanes: every file on SQLite, and
  // the files that run per dialect on PostgreSQL (tests/server/helpers.ts: DIALECTS, TEST_DIALECTS).
  // One suite over both databases took 733 s of the 1,408 s run, in the lane of the e2e suite.
  {
    name: 'server',
    folder: 'tests/server',
    native: true,
    env: PG ? { TEST_DIALECTS: 'sqlite' } : {},
    args: [
      BIN.vitest,
      'run',
      '--project',
      'server',
      ...(PG ? postgresOnlyFiles().flatMap((file) => ['--exclude', file]) : []),
    ],
  },
  ...(PG
    ? [
        {
          name: 'server-pg',
          folder: 'tests/server',
          native: true,
          env: { TEST_DIALECTS: 'postgres' },
          args: [BIN.vitest, 'run', '--project', 'server', ...perDialectFiles()],
        },
      ]
    : []),
  // `built`: the suite loads dist/ and waits for the build main() starts. (The server suite's
  // start-command test builds for itself when it must: ensureBuild's lock keeps it to one build.)
  {
    name: 'browser',
    folder: 'tests/browser',
    chromium: true,
    built: true,
    args: [join(ROOT, 'scripts', 'browser-tests.mjs')],
  },
  {
    name: 'e2e',
    folder: 'tests/e2e',
    chromium: true,
    built: true,
    native: true,
    args: [BIN.vitest, 'run', '--project', 'e2e', '--maxWorkers', String(E2E_WORKERS)],
  },
]

/**
 * When the suites run: the phases one after the other; in a phase, its lanes side by side, each
 * running its suites in turn. First the checks that take one core (types, lint, the unit suite)
 * and then the server suite's PostgreSQL half, beside the browser suite and then the server
 * suite's SQLite half; last the e2e suite alone. The browser suite loads no SQLite: after `npm ci
 * --ignore-scripts` (.ci/run) SQLite's binding compiles beside it (lib/native.mjs). The run
 * is its CPU over two cores, and suites that share the cores take more of it than alone: the e2e
 * suite polls what the page shows, and a page on a busy machine keeps it polling longer
 * (docs/test-time.md, 2026-12-05 22:08 UTC).
 */
const PHASES = [
  [
    ['types', 'lint', 'unit', 'server-pg'],
    ['browser', 'server'],
  ],
  [['e2e']],
]

function hasTests(folder) {
  const dir = join(ROOT, folder)
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((file) => TEST_FILE.test(file))
}

/** The console's build, started once by main() when a suite needs it; suites with `built` wait for it. */
let built = Promise.resolve()
/** better-sqlite3's binding, built by main() when missing (lib/native.mjs); `native` suites wait. */
let native = Promise.resolve()

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`
}

/** CPU seconds, or '' where the system does not tell (lib/cpu.mjs). */
function cpuSeconds(ms) {
  return ms === null || ms === undefined ? '' : seconds(ms)
}

/**
 * Run one suite; resolves to { name, result: 'passed' | 'failed' | 'no tests yet', ms, cpuMs, note }
 * (cpuMs: the CPU time of the suite's processes that were waited for. Chromium's renderers are not:
 * they are children of its zygote, which nobody waits for, so a browser suite's CPU is far more
 * than the column says — 2,386 s for a whole run in a cgroup against 1,160 s counted here, issue
 * 40 and docs/toolchain.md. The note says so.)
 */
async function runSuite(suite, prefix = '') {
  const started = Date.now()
  const env = { ...process.env, ...suite.env }
  if (suite.folder && !hasTests(suite.folder)) {
    return { name: suite.name, result: 'no tests yet', ms: 0, note: `${suite.folder} has no *.test.ts` }
  }
  let note = ''
  if (suite.name === 'server') note = PG ? 'SQLite (PostgreSQL: server-pg)' : 'SQLite only'
  if (suite.name === 'server-pg') note = 'PostgreSQL (TEST_DATABASE_URL)'
  if (suite.chromium) {
    try {
      env.CHROME_PATH = requireTestChromium()
      note = `${basename(env.CHROME_PATH)}; CPU without its renderers`
    } catch (error) {
      console.error(error.message)
      const missing = error.message.startsWith('No Chinese font') ? 'no Chinese font' : 'no Chromium'
      return { name: suite.name, result: 'failed', ms: Date.now() - started, note: missing }
    }
  }
  // A guard against a hung suite, not a speed limit: the server suite runs every file on SQLite
  // and PostgreSQL one after the other.
  const waits = [
    [suite.native, native, 'better-sqlite3 build failed'],
    [suite.built, built, 'vite build failed'],
  ]
  for (const [waiting, prerequisite, failed] of waits) {
    if (!waiting) continue
    try {
      await prerequisite
    } catch (error) {
      console.error(`${prefix}${error.message}`)
      return { name: suite.name, result: 'failed', ms: Date.now() - started, note: failed }
    }
  }
  const failures = failureLines()
  const { code, timedOut, cpuMs } = await runNode(suite.args, { env, prefix, onLine: failures.see })
  if (timedOut) note = 'timed out'
  const result = code === 0 ? 'passed' : 'failed'
  const named = failures.lines.length > 0 ? failures.lines : failures.tail.map((line) => `| ${line}`)
  return {
    name: suite.name,
    result,
    ms: Date.now() - started,
    cpuMs,
    note,
    failures: result === 'failed' ? named : [],
  }
}

/** Run `suites` one after the other; `prefix` each line with the suite's name when lanes run side by side. */
async function runLane(suites, prefixed) {
  const results = []
  for (const suite of suites) {
    const prefix = prefixed ? `[${suite.name}] ` : ''
    console.log(
      `\n${prefix}=== ${suite.name}: node ${suite.args.map((arg) => arg.replace(`${ROOT}/`, '')).join(' ')}`,
    )
    const outcome = await runSuite(suite, prefix)
    console.log(
      `${prefix}=== ${suite.name}: ${outcome.result} in ${seconds(outcome.ms)}${outcome.cpuMs ? `, CPU ${seconds(outcome.cpuMs)}` : ''}${outcome.note ? ` (${outcome.note})` : ''}`,
    )
    results.push(outcome)
  }
  return results
}

async function main() {
  const argv = process.argv.slice(2)
  const serial = argv.includes('--serial')
  const wanted = argv.filter((arg) => arg !== '--serial')
  const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name))
  if (unknown.length > 0) {
    console.error(
      `unknown suite ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')} (and --serial)`,
    )
    return 2
  }
  const suites = wanted.length > 0 ? SUITES.filter((suite) => wanted.includes(suite.name)) : SUITES
  const started = Date.now()
  shareRunFolder()
  const phases = (serial ? [[suites.map((suite) => suite.name)]] : PHASES)
    .map((lanes) =>
      lanes
        .map((names) => names.flatMap((name) => suites.filter((suite) => suite.name === name)))
        .filter((lane) => lane.length),
    )
    .filter((lanes) => lanes.length)
  const prefixed = phases.some((lanes) => lanes.length > 1)
  if (suites.some((suite) => suite.built && (!suite.folder || hasTests(suite.folder)))) {
    const buildStarted = Date.now()
    built = ensureBuild({ quiet: true, log: (line) => console.log(`[build] ${line}`) }).then((reason) => {
      if (reason)
        console.log(
          `[build] built in ${seconds(Date.now() - buildStarted)}${lastBuildCpuMs ? `, CPU ${seconds(lastBuildCpuMs)}` : ''}`,
        )
    })
    // Reported by the suites that wait for it; a suite run alone still fails on its own.
    built.catch(() => undefined)
  }
  if (suites.some((suite) => suite.native)) {
    const nativeStarted = Date.now()
    native = ensureBinding({ log: (line) => console.log(`[native] ${line}`) }).then((reason) => {
      if (reason)
        console.log(
          `[native] built in ${seconds(Date.now() - nativeStarted)}, CPU ${cpuSeconds(lastBindingCpuMs)}`,
        )
    })
    native.catch(() => undefined)
  }
  if (suites.some((suite) => suite.chromium) && !process.env.CHROME_PATH && !findHeadlessShell())
    console.log(HEADLESS_SHELL_HINT)
  if (prefixed)
    console.log(
      `Lanes side by side, phase after phase: ${phases
        .map((lanes) => lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  |  '))
        .join('  ;  ')}`,
    )
  const laneResults = []
  for (const lanes of phases)
    laneResults.push(...(await Promise.all(lanes.map((lane) => runLane(lane, prefixed)))))
  const results = suites.map((suite) => laneResults.flat().find((result) => result.name === suite.name))
  const passed = results.filter((r) => r.result === 'passed').length
  const failed = results.filter((r) => r.result === 'failed').length
  const empty = results.filter((r) => r.result === 'no tests yet').length
  // time: wall clock, the suites of the two lanes overlapping; CPU: what the suite's processes
  // used (its share of the machine: the sum over suites is what the total must fit in, cores × total).
  console.log('\nsuite     result         time      CPU  note')
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)}${r.result.padEnd(15)}${seconds(r.ms).padStart(7)}${cpuSeconds(r.cpuMs).padStart(9)}  ${r.note}`.trimEnd(),
    )
  }
  const cpuTotal = results.reduce(
    (sum, r) => sum + (r.cpuMs ?? 0),
    (lastBuildCpuMs ?? 0) + (lastBindingCpuMs ?? 0),
  )
  if (empty > 0)
    console.log(`(${empty} suite${empty === 1 ? '' : 's'} with no tests yet, counted neither way)`)
  if (lastBuildCpuMs)
    console.log(`${'build'.padEnd(25)}${' '.repeat(7)}${cpuSeconds(lastBuildCpuMs).padStart(9)}  vite build`)
  if (lastBindingCpuMs)
    console.log(
      `${'native'.padEnd(25)}${' '.repeat(7)}${cpuSeconds(lastBindingCpuMs).padStart(9)}  better-sqlite3`,
    )
  console.log(
    `total     ${' '.repeat(15)}${seconds(Date.now() - started).padStart(7)}${cpuTotal ? seconds(cpuTotal).padStart(9) : ''}`,
  )
  console.log(`suites: ${passed} passed, ${failed} failed`)
  for (const r of results.filter((result) => result.failures?.length)) {
    console.log(`\n${r.name}: what failed`)
    for (const line of r.failures) console.log(`  ${line}`)
  }
  return failed > 0 ? 1 : 0
}

process.exitCode = await main()
