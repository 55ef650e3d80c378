#!/usr/bin/env node
/**
 * `node scripts/test-durations.mjs LOG`: write tests/durations.json from the output of a whole
 * `npm test` (each file's time as Vitest reported it, by suite: unit, server, server-pg, e2e).
 *
 * The test files run longest first (tests/longest-first.ts). Vitest orders them by the times it
 * kept from the last run on the machine, and on a fresh checkout, where it has none, by the size
 * of the file: the e2e suite's two longest walks (work-applications, 108 s; work-platform, 84 s)
 * are small files that only name their walks, and ran last, one worker alone for their last
 * minute and a half, in the CI run of 2026-12-07 (docs/test-time.md). Run it again after a run
 * when files came or their times moved.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/build.mjs'

const log = process.argv[2]
if (!log) {
  console.error('usage: node scripts/test-durations.mjs <log of npm test>')
  process.exit(2)
}

/** `[suite]  ✓  project  tests/…/x.test.ts (N tests) 1234ms`, colours removed. */
const FILE_LINE = /^\[([\w-]+)\]\s+[✓×❯]\s+\S+\s+(tests\/\S+\.test\.tsx?) \(\d+ tests?[^)]*\)\s+(\d+)ms$/

const table = {}
for (const raw of readFileSync(log, 'utf8').split('\n')) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours in the log
  const match = FILE_LINE.exec(raw.replace(/\x1b\[[0-9;]*m/g, '').trimEnd())
  if (!match) continue
  const [, suite, file, ms] = match
  table[suite] ??= {}
  table[suite][file] = Math.round(Number(ms) / 100) / 10
}
const suites = Object.keys(table)
if (!suites.length) {
  console.error(`no file times in ${log}: is it the output of npm test?`)
  process.exit(1)
}
const sorted = Object.fromEntries(
  suites.sort().map((suite) => [suite, Object.fromEntries(Object.entries(table[suite]).sort())]),
)
writeFileSync(join(ROOT, 'tests', 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`)
console.log(
  `tests/durations.json: ${suites.map((suite) => `${suite} ${Object.keys(table[suite]).length}`).join(', ')} files`,
)
