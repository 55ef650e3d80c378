/**
 * A loading context: counts the calls in flight that were given it, so one overlay or spinner can
 * follow several calls (section 7: "a loading context"). Framework-free; `src/ui` reads it with a
 * one-line hook.
 */
export interface LoadingContext {
  /** True while at least one call is in flight. */
  readonly active: boolean
  /** How many calls are in flight. */
  readonly count: number
  /** Call `listener(active)` whenever `active` changes; returns the unsubscribe function. */
  subscribe(listener: (active: boolean) => void): () => void
  /** Count one more call; the returned function ends it (calling it twice counts once). */
  begin(): () => void
  /** Run `work` counted. */
  track<T>(work: Promise<T>): Promise<T>
}

/**
 * Create a loading context.
 *
 * @example
 * const loading = createLoading()
 * loading.subscribe((active) => overlay.toggle(active))
 * await http.get('/stations', { loading })
 */
export function createLoading(): LoadingContext {
  let count = 0
  const listeners = new Set<(active: boolean) => void>()
  const emit = () => {
    for (const listener of [...listeners]) listener(count > 0)
  }
  const context: LoadingContext = {
    get active() {
      return count > 0
    },
    get count() {
      return count
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    begin() {
      count += 1
      if (count === 1) emit()
      let ended = false
      return () => {
        if (ended) return
        ended = true
        count -= 1
        if (count === 0) emit()
      }
    },
    track(work) {
      const end = context.begin()
      return work.finally(end)
    },
  }
  return context
}
