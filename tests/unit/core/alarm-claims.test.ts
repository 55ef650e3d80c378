/**
 * The tabs' alarm claims (issue 44 part 3; src/core/alarmNotices.ts) over a fake channel that
 * delivers each tab's messages to the others, as BroadcastChannel does: one tab shows an alarm,
 * whichever order the alarm reaches them in; a setting saved in one tab applies in the others.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  alarmNotices,
  CLAIM_WINDOW_MS,
  createAlarmClaims,
  type TabChannel,
} from '../../../src/core/alarmNotices'

/** Channels of `count` tabs, linked: a message posted by one reaches every other in a later task (a microtask here). */
function linkedTabs(count: number): TabChannel[] {
  const listeners = Array.from({ length: count }, () => new Set<(event: MessageEvent) => void>())
  return listeners.map((own, index) => ({
    postMessage: (data: unknown) =>
      queueMicrotask(() =>
        listeners.forEach((others, other) => {
          if (other !== index) for (const listener of others) listener({ data } as MessageEvent)
        }),
      ),
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => own.add(listener),
    removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => own.delete(listener),
    close: () => own.clear(),
  }))
}

afterEach(() => {
  vi.useRealTimers()
  alarmNotices.settings = { enabled: true, sound: true }
})

describe('alarm claims across tabs', () => {
  it('give an alarm both tabs claim at once to the smaller tab id only', async () => {
    vi.useFakeTimers()
    const [a, b] = linkedTabs(2)
    const first = createAlarmClaims(a, { tab: 'b-tab' })
    const second = createAlarmClaims(b, { tab: 'a-tab' })
    const shown = Promise.all([first.claim(7), second.claim(7)])
    await vi.advanceTimersByTimeAsync(CLAIM_WINDOW_MS)
    expect(await shown).toEqual([false, true])
  })

  it('skip at once an alarm another tab claimed before it arrived', async () => {
    vi.useFakeTimers()
    const [a, b] = linkedTabs(2)
    const first = createAlarmClaims(a, { tab: 'z' })
    const second = createAlarmClaims(b, { tab: 'a' })
    const mine = first.claim(8)
    await Promise.resolve()
    // The second tab's alarm comes after the first's claim: skipped, whatever its tab id.
    expect(await second.claim(8)).toBe(false)
    await vi.advanceTimersByTimeAsync(CLAIM_WINDOW_MS)
    expect(await mine).toBe(true)
  })

  it('show every alarm where there is no channel, and each once', async () => {
    const alone = createAlarmClaims(null)
    expect(await alone.claim(9)).toBe(true)
    const [a] = linkedTabs(1)
    const one = createAlarmClaims(a, { windowMs: 0 })
    expect(await one.claim(10)).toBe(true)
    expect(await one.claim(10)).toBe(false)
  })

  it('apply a setting another tab saved', async () => {
    const [a, b] = linkedTabs(2)
    createAlarmClaims(a)
    b.postMessage({ kind: 'settings', settings: { enabled: false, sound: false } })
    await Promise.resolve()
    expect(alarmNotices.settings).toEqual({ enabled: false, sound: false })
    expect(alarmNotices.loaded).toBe(true)
  })
})
