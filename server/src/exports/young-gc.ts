/**
 * Collecting the export worker's young generation between batches (issue 14: ≥ 50,000 rows/s).
 *
 * An export allocates ~2 MB per batch of 500 orders (rows read, cells, text) that is garbage once
 * the batch is in the sheet. Left to itself, V8 collects the young generation when it is full,
 * mostly in the middle of a batch: each scavenge then copied the half-read batch, and what
 * survived two of them was promoted, for the old generation's marking to find dead. 970,000
 * orders: 1,270 scavenges of 1.4 ms and 114 full collections, 2.4 s of the worker's time. A
 * scavenge run right after a batch finds almost nothing alive: 1,960 of 0.3–0.4 ms and 45 full
 * collections, 0.8–1.0 s (`--trace-gc`, the bundled server, one export each; docs/performance.md).
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type Collect = (options: { type: 'minor' }) => void

/**
 * A function that runs a scavenge (V8's `gc({ type: 'minor' })`); one that does nothing where
 * the runtime does not let `gc` be exposed after start. Exposing it only adds `gc` to contexts
 * created afterwards (one, here): the process's own globals are unchanged.
 */
export function youngCollector(): () => void {
  try {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('typeof gc === "function" ? gc : undefined') as Collect | undefined
    if (gc) return () => gc({ type: 'minor' })
  } catch {
    // As without: V8 collects when the young generation is full.
  }
  return () => undefined
}
