/** The export worker's scavenge between batches (server/src/exports/young-gc.ts). */
import { constants, PerformanceObserver } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { youngCollector } from '../../server/src/exports/young-gc'

describe('youngCollector', () => {
  it('runs a scavenge of the young generation, leaving the globals as they were', async () => {
    const globalGc = typeof (globalThis as { gc?: unknown }).gc
    const kinds: number[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        kinds.push((entry as unknown as { detail: { kind: number } }).detail.kind)
    })
    observer.observe({ entryTypes: ['gc'] })
    const collect = youngCollector()
    collect()
    await new Promise((resolve) => setTimeout(resolve, 50))
    observer.disconnect()
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MINOR)
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe(globalGc)
  })
})
