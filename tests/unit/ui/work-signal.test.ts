// @vitest-environment jsdom
/**
 * The console's work signal (src/ui/queueCounts.ts, issue 41): signals close together make one
 * re-read of the counts, and a steady stream of signals (a busy queue's watchers are told of every
 * step on it) never puts the re-read off for ever.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HttpClient } from '../../../src/core/http'
import { QUEUE_CHANGED_EVENT, watchWorkSignal } from '../../../src/ui/queueCounts'
import { FakeSource } from './fake-event-source'

const http = { url: (path: string) => path, get: vi.fn() } as unknown as HttpClient
let reads = 0
const counted = () => {
  reads += 1
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('EventSource', FakeSource)
  reads = 0
  window.addEventListener(QUEUE_CHANGED_EVENT, counted)
})
afterEach(() => {
  window.removeEventListener(QUEUE_CHANGED_EVENT, counted)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the work signal', () => {
  it('reads the counts once for a burst of signals', () => {
    const stop = watchWorkSignal(http)
    const source = FakeSource.last as FakeSource
    for (let i = 0; i < 5; i += 1) source.send('work')
    vi.advanceTimersByTime(1000)
    expect(reads).toBe(1)
    stop()
  })

  it('reads the counts within a moment of the first signal while signals keep coming every 100 ms', () => {
    const stop = watchWorkSignal(http)
    const source = FakeSource.last as FakeSource
    for (let i = 0; i < 20; i += 1) {
      source.send('work')
      vi.advanceTimersByTime(100)
    }
    // Two seconds of signals: a re-read at least every 300 ms or so, not one at the end.
    expect(reads).toBeGreaterThanOrEqual(5)
    stop()
  })
})
