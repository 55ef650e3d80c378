#!/usr/bin/env node
/**
 * `npm run bench` (run under tsx, so figure modules may import the repository's TypeScript):
 * builds the console if dist/ is missing or stale, runs every figure module of scripts/bench/ in
 * turn and prints one table (figure, value, budget, within/OVER) — see scripts/bench/report.mjs
 * for the row shape. `--json` prints the rows as JSON instead; `--only api,export` runs the
 * named modules only; `--short` (or BENCH_SHORT=1) runs the load figures briefly (the load
 * module: 10 users for 10 s), to check them quickly. `--db pg --scale national` (with
 * BENCH_DATABASE_URL, issue 43) runs the API figures on PostgreSQL's national seed, as admin and as
 * a city user, and EXPLAINs the five slowest calls' slowest queries (scripts/bench/explain.mjs).
 * `--only drill` runs the cluster of issue 43: 100 users through HAProxy to three processes on
 * PostgreSQL, a warm-up, 60 s of load, then 60 s with one process killed (scripts/bench/drill.mjs);
 * never run unless named. `--calls station,order`
 * measures only the API calls whose figure contains one of the words (issue 43: one line again).
 *
 * Times are printed, never asserted (budgets.md: compare ratios measured in one run); byte
 * budgets are also checked inside `npm test` (tests/e2e/size-budget.test.ts).
 */
import { parseArgs } from 'node:util'
import * as api from './bench/api.mjs'
import * as drill from './bench/drill.mjs'
import * as exporting from './bench/export.mjs'
import * as load from './bench/load.mjs'
import * as pages from './bench/pages.mjs'
import { formatTable, overBudget } from './bench/report.mjs'
import * as sizes from './bench/sizes.mjs'
import * as streams from './bench/streams.mjs'
import { ensureBuild, ROOT } from './lib/build.mjs'

/**
 * The figure modules, in report order. Each exports `run({ root, log }) → Promise<Row[]>`, and
 * `needsBuild = false` when it does not use dist/ (then `--only` it skips the build). `short` asks
 * for the brief form of a load.
 */
const FIGURES = { sizes, pages, api, export: exporting, streams, load, drill }
/** Modules run only when named (`--only drill`): the cluster drill needs PostgreSQL and HAProxy. */
const ON_REQUEST = new Set(['drill'])

async function main() {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean' },
      only: { type: 'string' },
      short: { type: 'boolean' },
      db: { type: 'string', default: 'sqlite' },
      scale: { type: 'string', default: 'large' },
      calls: { type: 'string' },
    },
  })
  if (values.db === 'pg' && !process.env.BENCH_DATABASE_URL) {
    console.error(
      '--db pg measures the database of BENCH_DATABASE_URL (seeded with npm run seed -- --scale national)',
    )
    return 2
  }
  const names = values.only
    ? values.only.split(',').map((name) => name.trim())
    : values.db === 'pg'
      ? ['api', 'export']
      : Object.keys(FIGURES).filter((name) => !ON_REQUEST.has(name))
  if (values.db === 'pg' && names.some((name) => name !== 'api' && name !== 'export')) {
    console.error('--db pg: the api and export figures run on PostgreSQL (the cluster drill: --only drill)')
    return 2
  }
  const unknown = names.filter((name) => !(name in FIGURES))
  if (unknown.length) {
    console.error(`unknown figure module ${unknown.join(', ')}; modules: ${Object.keys(FIGURES).join(', ')}`)
    return 2
  }
  const log = (line) => console.error(line)
  const started = performance.now()
  if (names.some((name) => FIGURES[name].needsBuild !== false)) await ensureBuild({ quiet: true, log })
  const rows = []
  for (const name of names) {
    log(`bench: ${name}…`)
    rows.push(
      ...(await FIGURES[name].run({
        root: ROOT,
        log,
        short: values.short,
        db: values.db,
        scale: values.scale,
        calls: values.calls,
      })),
    )
  }
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2))
    return 0
  }
  console.log(formatTable(rows))
  const over = overBudget(rows)
  console.log(`\n${over === 0 ? 'every compared figure is within budget' : `${over} figure(s) OVER budget`}`)
  console.log(`bench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  return 0
}

process.exitCode = await main()
