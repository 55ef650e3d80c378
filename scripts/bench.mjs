#!/usr/bin/env node
import { formatTable, overBudget } from './bench/report.mjs'
import * as sizes from './bench/sizes.mjs'
/**
 * `npm run bench`: builds the console if dist/ is missing or stale, runs every figure module of
 * scripts/bench/ in turn and prints one table (figure, value, budget, within/OVER) — see
 * scripts/bench/report.mjs for the row shape. `--json` prints the rows as JSON instead.
 *
 * Later figures (page loads, API latencies, heap) are added as further modules in FIGURES; times
 * are printed, never asserted (budgets.md: compare ratios measured in one run).
 */
import { ensureBuild, ROOT } from './lib/build.mjs'

/** The figure modules, in report order. Each exports `run({ root }) → Promise<Row[]>`. */
const FIGURES = [sizes]

async function main() {
  const json = process.argv.includes('--json')
  await ensureBuild({ quiet: true, log: json ? console.error : console.log })
  const rows = []
  for (const figures of FIGURES) rows.push(...(await figures.run({ root: ROOT })))
  if (json) {
    console.log(JSON.stringify(rows, null, 2))
    return 0
  }
  console.log(formatTable(rows))
  const over = overBudget(rows)
  console.log(`\n${over === 0 ? 'every compared figure is within budget' : `${over} figure(s) OVER budget`}`)
  return 0
}

process.exitCode = await main()
