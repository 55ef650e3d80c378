/** The export worker's thread priority (issue 23: other calls' p99 while an export runs). */
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/** The nice value of this thread: exports are background work, the other users' calls come first. */
export const EXPORT_NICENESS = 10

/**
 * Run this thread below the server's main thread (Linux: each thread has its own nice value, set
 * through its thread id), so that on a busy machine the scheduler serves the main thread's calls
 * first (issue 23: other calls' p99 while an export runs). Elsewhere, or if not permitted, as is.
 */
export function lowerThreadPriority(niceness = EXPORT_NICENESS): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(tid) || tid <= 0) return false
    setPriority(tid, niceness)
    return true
  } catch {
    return false
  }
}
