/**
 * The CPU time of this process's children, for `npm test` to tell what each suite cost besides
 * its wall time (issue 40: on a two-core machine the suites side by side share the cores, so wall
 * time alone does not say which suite to make cheaper).
 *
 * Linux counts a child's CPU time (user + system, its own children's included once they were
 * waited for) into the parent's `cutime` and `cstime` when the parent reaps it. `takeChildCpuMs()`
 * returns what was added since the last call: called as each child closes, it is that child's
 * CPU time. Chromium's browser process is reaped by the test worker that started it and counts,
 * but its renderers do not: they are children of its zygote, which nobody waits for (3 cold
 * sign-ins: 2.3–2.6 s counted here against 16–18 s in a cgroup, issue 40). Nor does the PostgreSQL
 * server's work (it is not a child). Elsewhere than Linux it returns null.
 */
import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

function childTicks() {
  try {
    // The command name (field 2) may hold spaces: fields are counted after its closing ')'.
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 16 and 17 of proc(5) (cutime, cstime) are 14 and 15 after the command name.
    return Number(fields[13]) + Number(fields[14])
  } catch {
    return null
  }
}

let last = childTicks()

/** Milliseconds of CPU the children reaped since the last call used, or null where unknown. */
export function takeChildCpuMs() {
  const now = childTicks()
  if (now === null || last === null) return null
  const taken = now - last
  last = now
  return (taken * 1000) / TICKS_PER_SECOND
}
