/**
 * The order the test files start in (vitest.config.ts: `sequence.sequencer`): the longest first,
 * so that a suite's workers end together instead of one finishing a long file alone. A file's
 * time is the one Vitest kept from the last run on this machine, or else the one in
 * tests/durations.json (a whole run's times, written by scripts/test-durations.mjs), or else
 * UNKNOWN_MS. Vitest's own order, without times of its own (a fresh checkout, as in CI), is the
 * largest file first: the e2e suite's two longest walks are small files and ran last, one worker
 * alone for a minute and a half (docs/test-time.md, 2026-12-07).
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Seconds by suite and file (the server suite's PostgreSQL half under `server-pg`). */
const TABLE: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
)

/** A file the table does not know yet: about a typical file's time. */
const UNKNOWN_MS = 5_000

/** The table's suite of a project: the server project's PostgreSQL half has its own (scripts/test.mjs). */
function suiteOf(project: string): string {
  return project === 'server' && process.env.TEST_DIALECTS === 'postgres' ? 'server-pg' : project
}

/**
 * `ordered` (Vitest's order) with each project's files longest first by `ms`, the projects in the
 * order they came; files of equal time keep their order.
 */
export function longestFirst<T extends { project: { name: string } }>(
  ordered: readonly T[],
  ms: (spec: T) => number,
): T[] {
  const projects = [...new Set(ordered.map((spec) => spec.project.name))]
  return projects.flatMap((name) =>
    ordered.filter((spec) => spec.project.name === name).sort((a, b) => ms(b) - ms(a)),
  )
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's order first (projects one after another, a file that failed last time first).
    const ordered = await super.sort(files)
    const root = this.ctx.config.root
    const ms = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId)
      const kept = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)
      if (kept?.failed) return Number.POSITIVE_INFINITY
      const listed = TABLE[suiteOf(spec.project.name)]?.[path]
      return kept?.duration ?? (listed === undefined ? UNKNOWN_MS : listed * 1000)
    }
    return longestFirst(ordered, ms)
  }
}
