/**
 * The export worker gives way to the process's calls (issue 23, issue 43: other calls' p99 ≤ 50 ms
 * while an export runs): its thread runs below the main thread, and between batches it waits
 * while a call of its process is waiting for its answer.
 */
import { readlinkSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { setPriority } from 'node:os'
import { machineMs } from '../kernel/clock'

/** The nice value of this thread: exports are background work, the other users' calls come first. */
export const EXPORT_NICENESS = 10

/**
 * The longest an export waits for calls between two batches: under calls without end it still
 * writes a batch (500 rows, ~7 ms) every 25 ms.
 */
export const MAX_YIELD_MS = 25

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

/** A count of calls waiting for their answer, shared between the main thread and the worker. */
export function callCounter(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4))
}

/**
 * Count `server`'s calls from their arrival until their answer's head is written (or the
 * connection closes): a live stream, answered at once and kept open, is not waiting. Nice values
 * reach neither zlib's threads nor the database's process, which an export keeps busy too
 * (national orders read by COPY: other calls' p99 65–73 ms while the export ran at 67–68,000
 * rows/s, with the worker's thread at nice 10 alone).
 */
export function countCalls(server: Server, calls: Int32Array): void {
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    Atomics.add(calls, 0, 1)
    let answered = false
    const answer = () => {
      if (answered) return
      answered = true
      Atomics.sub(calls, 0, 1)
      Atomics.notify(calls, 0)
    }
    const writeHead = response.writeHead
    response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      answer()
      return writeHead.apply(this, args)
    } as typeof writeHead
    response.once('close', answer)
  })
}

/** Atomics.waitAsync: in Node since 16, in TypeScript's ES2024 library (the project's is ES2023). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeout: number,
    ): { async: boolean; value: unknown }
  }
).waitAsync

/** Wait while calls are waiting for their answers, at most `maxMs`. */
export async function yieldToCalls(calls: Int32Array, maxMs = MAX_YIELD_MS): Promise<void> {
  const until = machineMs() + maxMs
  for (;;) {
    const waiting = Atomics.load(calls, 0)
    const left = until - machineMs()
    if (waiting <= 0 || left <= 0) return
    const wait = waitAsync(calls, 0, waiting, left)
    if (wait.async) await wait.value
  }
}
