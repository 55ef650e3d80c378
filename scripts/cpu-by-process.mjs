#!/usr/bin/env node
/**
 * `node scripts/cpu-by-process.mjs -- COMMAND…`: run a command and print the CPU it took by kind
 * of process — Chromium's renderers, its GPU process and browser process, Vitest's main process
 * and its workers, the servers a test spawns, PostgreSQL — read from /proc every 250 ms (Linux
 * only). `npm test` prints the CPU of each suite's own processes, which misses Chromium's
 * renderers (children of its zygote, never waited for) and PostgreSQL's backends; this names them
 * (issue 40, docs/test-time.md: "where the last 15 % of a run goes").
 *
 * A process is counted up to its last sample: one that lives less than 250 ms, or the last 250 ms
 * of one, may be missed. PostgreSQL's long-lived processes count from the first sample on.
 * `--json FILE` also writes the figures as JSON.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpuSecondsIn, procStat } from './lib/cpu.mjs'

const at = process.argv.indexOf('--')
if (at < 0 || at === process.argv.length - 1) {
  console.error('usage: node scripts/cpu-by-process.mjs [--json FILE] -- COMMAND [ARG…]')
  process.exit(2)
}
const jsonAt = process.argv.indexOf('--json')
const jsonFile = jsonAt >= 0 && jsonAt < at ? process.argv[jsonAt + 1] : undefined
const command = process.argv.slice(at + 1)

/** The kind of a process, from its command line; undefined for one that is not counted. */
function kindOf(commandLine, name) {
  if (/chrom|headless_shell|headless-shell/.test(commandLine)) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1] ?? 'browser'
    return `chromium ${type}`
  }
  if (name === 'postgres') return 'postgres'
  if (name.startsWith('node') || commandLine.startsWith('node') || commandLine.includes('/node ')) {
    if (commandLine.includes('vitest.mjs')) return 'node: vitest main'
    if (commandLine.includes('vitest')) return 'node: vitest worker'
    if (commandLine.includes('dist-server/main.js')) return 'node: spawned server'
    if (commandLine.includes('test-runner')) return 'node: web-test-runner'
    if (commandLine.includes('typescript')) return 'node: tsc'
    return 'node: other'
  }
  if (['esbuild', 'biome'].includes(name)) return name
  return undefined
}

/** Every counted process now: key (pid and start time) → kind and CPU seconds so far. */
function sample() {
  const found = new Map()
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const stat = procStat(pid)
    if (!stat) continue
    let commandLine
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      continue
    }
    const kind = kindOf(commandLine, stat.name)
    // The start time (proc(5)'s field 22) tells a pid used again from the one before.
    if (kind) found.set(`${pid}:${stat.fields[19]}`, { kind, cpu: cpuSecondsIn(stat) })
  }
  return found
}

const before = sample()
const last = new Map()
const started = Date.now()
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' })
const timer = setInterval(() => {
  for (const [key, value] of sample()) last.set(key, value)
}, 250)
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)))
clearInterval(timer)
for (const [key, value] of sample()) last.set(key, value)

const byKind = new Map()
for (const [key, { kind, cpu }] of last) {
  const used = cpu - (before.get(key)?.cpu ?? 0)
  if (used > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + used)
}
const rows = [...byKind].sort((a, b) => b[1] - a[1])
const total = rows.reduce((sum, [, cpu]) => sum + cpu, 0)
const wall = (Date.now() - started) / 1000
console.log(`\nCPU by kind of process (wall ${wall.toFixed(1)} s, exit code ${code})`)
for (const [kind, cpu] of rows) console.log(`${kind.padEnd(28)}${cpu.toFixed(1).padStart(9)} s`)
console.log(`${'total'.padEnd(28)}${total.toFixed(1).padStart(9)} s`)
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ wall, code, cpu: Object.fromEntries(rows) }, null, 1))
process.exitCode = code
