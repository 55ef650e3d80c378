import { useCallback, useEffect, useRef, useState } from 'react'
import { isCancelled } from '../core/http'

/** What `useRequest` returns. */
export interface RequestState<T> {
  /** The last answer; kept while the same request runs again (reload) so nothing flickers. */
  data: T | undefined
  /** A call is under way. */
  loading: boolean
  /** The last call failed (the HTTP client has already shown its message, section 8). */
  failed: boolean
  /** Why the last call failed (undefined while it has not). */
  error: unknown
  /** Ask again. */
  reload: () => void
}

/** How `useRequest` asks. */
export interface RequestOptions<T> {
  /** `false` waits (e.g. a dialog that is closed). */
  enabled?: boolean
  /**
   * The answer held stays while a call with other inputs runs, as a table or a chart
   * keeps its figures until the next ones come; without it only a reload of the same inputs keeps it.
   */
  keep?: boolean
  /** The answer of the first inputs, already in (a first page the shell's boot asked for): no call. */
  initial?: T
  /**
   * Asks again each time the effect runs again, a kept-alive page shown again or a drawer opened
   * again on the same record included: for what may have changed meanwhile (lists, details).
   */
  fresh?: boolean
}

const sameDeps = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * One data-fetching effect (architecture.md: hooks, useRequest): calls `load` when `deps` change
 * or `reload` is called, cancels the answer of a call overtaken or left (the signal aborts), so the
 * newest answer wins, and keeps the last answer meanwhile. A kept-alive page (section 1) whose
 * effects are paused and resumed does not ask again for what it already has (unless `fresh`), so
 * nothing built on the answer remounts and the page keeps its state.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: RequestOptions<T> = {},
): RequestState<T> {
  const enabled = options.enabled ?? true
  const { keep = false, fresh = false } = options
  const given = options.initial !== undefined
  const [state, setState] = useState<{ data?: T; loading: boolean; failed: boolean; error?: unknown }>(
    () => ({
      data: options.initial,
      loading: enabled && !given,
      failed: false,
    }),
  )
  const [reloads, setReloads] = useState(0)
  // The deps (and reload count) of the answer held: resuming with the same ones asks nothing.
  const answered = useRef<readonly unknown[] | undefined>(given ? [...deps, 0] : undefined)
  // The initial answer stands for the first run only, `fresh` or not.
  const first = useRef(true)
  const latest = useRef(load)
  latest.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide, with `reloads`
  useEffect(() => {
    const key = [...deps, reloads]
    const firstRun = first.current
    first.current = false
    if (!enabled || (sameDeps(answered.current, key) && (!fresh || (firstRun && given)))) return
    const controller = new AbortController()
    // Another request (not the same one again): the answer held is not its answer.
    const again = keep || sameDeps(answered.current?.slice(0, -1), deps)
    setState((current) => ({ data: again ? current.data : undefined, loading: true, failed: false }))
    latest.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return
        answered.current = key
        setState({ data, loading: false, failed: false })
      },
      (error) => {
        if (controller.signal.aborted || isCancelled(error)) return
        setState((current) => ({ ...current, loading: false, failed: true, error }))
      },
    )
    return () => controller.abort()
  }, [enabled, reloads, ...deps])

  const live = useRef(enabled)
  live.current = enabled
  // Loading at once, so what waits for the answer (a button kept disabled) never sees a gap.
  const reload = useCallback(() => {
    setReloads((count) => count + 1)
    if (live.current) setState((current) => (current.loading ? current : { ...current, loading: true }))
  }, [])
  return { data: state.data, loading: state.loading, failed: state.failed, error: state.error, reload }
}
