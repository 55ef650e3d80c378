/**
 * A one-shot latch for "the session is invalid": the first 401/607 trips it and ends the session,
 * the others that fail at the same time only reject. Re-armed by `reset()` after a sign-in.
 */
export interface SessionLatch {
  /** True once tripped, until reset. */
  readonly tripped: boolean
  /** Trip the latch; true only for the call that tripped it. */
  trip(): boolean
  /** Re-arm (after a successful sign-in). */
  reset(): void
}

/** Create a session latch. */
export function createSessionLatch(): SessionLatch {
  let tripped = false
  return {
    get tripped() {
      return tripped
    },
    trip() {
      if (tripped) return false
      tripped = true
      return true
    },
    reset() {
      tripped = false
    },
  }
}
