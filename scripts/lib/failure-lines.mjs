/** What `npm test` (scripts/test.mjs) keeps of a suite's output for its closing summary. */
import { stripVTControlCharacters } from 'node:util'

/**
 * The lines naming a failed test (Vitest's `FAIL` and `×`, the browser runner's ❌) or an error
 * caught outside a test (Vitest's "Unhandled Rejection", "This error originated in …", a worker
 * that died), and the line after each, so that the summary at the end names them: with two lanes
 * side by side a suite's failures are otherwise far up in the interleaved output, out of reach of
 * a log's tail. A suite that fails without any such line (stop 58's unit suite: exit code 1 and no
 * `FAIL`) is summed up by the last lines it printed (`tail`).
 */
const FAILURE_LINE =
  /^\s*(FAIL\s|❌|×\s|⎯+ Unhandled|This error originated|Vitest caught|Error: \[vitest|.*Worker exited)/
/**
 * Lines kept alone: where in a test file an error was thrown (Vitest's `❯ tests/…:line:column`:
 * stop 61's CI named only "expected false to be true" of a walk with a dozen polls), and the
 * e2e helpers' report of the page a failed test left (helpers.ts: reportOnFailure).
 */
const WHERE_LINE = /^\s*(❯ tests\/\S+:\d+:\d+|--- .*: the page at |errors: )/

export function failureLines() {
  const lines = []
  const tail = []
  let takeNext = false
  return {
    lines,
    tail,
    see(raw) {
      const line = stripVTControlCharacters(raw).trimEnd()
      if (!line.trim()) return
      tail.push(line.slice(0, 300))
      if (tail.length > 25) tail.shift()
      if (lines.length >= 40) return
      if (takeNext) {
        lines.push(`    ${line.trim().slice(0, 300)}`)
        takeNext = false
      } else if (FAILURE_LINE.test(line)) {
        lines.push(line.trim().slice(0, 300))
        takeNext = true
      } else if (WHERE_LINE.test(line)) lines.push(`    ${line.trim().slice(0, 300)}`)
    },
  }
}
