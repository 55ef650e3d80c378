/**
 * CPU time read from /proc: any process's so far (`cpuSecondsOf`: the bench's server,
 * scripts/cpu-by-process.mjs), and that of this process's children, for `npm test` to tell what
 * each suite cost besides its wall time (issue 40: on a two-core machine the suites side by side
 * share the cores, so wall time alone does not say which suite to make cheaper).
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

/**
 * A process's /proc/<pid>/stat (`self` for this one): its command name, and the fields after it
 * (proc(5)'s field 3 at index 0; the name may hold spaces and parentheses, so fields are counted
 * after its last ')'). Null when the process is gone or there is no /proc.
 */
export function procStat(pid = 'self') {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const end = stat.lastIndexOf(')')
    return { name: stat.slice(stat.indexOf('(') + 1, end), fields: stat.slice(end + 2).split(' ') }
  } catch {
    return null
  }
}

/** The CPU seconds a procStat() says its process has used (proc(5)'s utime + stime). */
export const cpuSecondsIn = (stat) => (Number(stat.fields[11]) + Number(stat.fields[12])) / TICKS_PER_SECOND

/** CPU seconds a process has used so far, or null when it is gone. */
export function cpuSecondsOf(pid) {
  const stat = procStat(pid)
  return stat ? cpuSecondsIn(stat) : null
}

function childTicks() {
  const stat = procStat()
  // Fields 16 and 17 of proc(5) (cutime, cstime): indices 13 and 14 of `fields`.
  return stat ? Number(stat.fields[13]) + Number(stat.fields[14]) : null
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
