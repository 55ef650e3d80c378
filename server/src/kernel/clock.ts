/**
 * The server's clock. Every rule that depends on the date (publicity of 5 working days, feedback
 * time limits, overdue reports, proofs that expire) reads the time here and never `new Date()`
 * directly, so that an end-to-end test can move the day forward through the test server's clock
 * setting instead of waiting (issue 17: "time moved forward in the test through the server's clock
 * setting, not by waiting"). The offset is 0 except on a test server (config.testHooks).
 */

let offsetMs = 0
/** Where the clock stands still, or null while it runs (test servers only: {@link freezeClock}). */
let frozenAtMs: number | null = null

/**
 * The machine's time, never moved: for what measures real time rather than the platform's day —
 * sessions and their idle limit, throttles, how long a job or a seed took, pacing, file names. A
 * test that moves the day three weeks forward must not end its own session. Every other read of
 * the time is {@link now} (tests/server/clock.test.ts holds server/src to these two).
 */
export function machineMs(): number {
  return Date.now()
}

/** Milliseconds since the epoch, as the server's rules see them. */
export function nowMs(): number {
  return frozenAtMs ?? machineMs() + offsetMs
}

/** The current time, as the server's rules see it. */
export function now(): Date {
  return new Date(nowMs())
}

/** The date of an instant in China Standard Time (UTC+8, no daylight saving), as `YYYY-MM-DD`. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

/** Today's date in China Standard Time, as `YYYY-MM-DD`. */
export function today(): string {
  return chinaDay(now())
}

/** How far the clock is moved from the machine's (test servers only). */
export function clockOffsetMs(): number {
  return offsetMs
}

/** Move the clock (test servers only; `0` puts it back). */
export function setClockOffsetMs(value: number): void {
  offsetMs = value
}

/**
 * Stop the clock at `atMs` (test servers only), so that a test of a wait of milliseconds does not
 * depend on how fast a busy machine answers (issue 40); `null` lets it run again, at the machine's
 * time plus the offset.
 */
export function freezeClock(atMs: number | null): void {
  frozenAtMs = atMs
}
