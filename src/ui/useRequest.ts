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
  /** Ask again. */
  reload: () => void
}

const sameDeps = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * One data-fetching effect (architecture.md: hooks, useRequest): calls `load` when `deps` change
 * or `reload` is called, cancels the answer of a call overtaken or left (the signal aborts), and
 * keeps the last answer meanwhile. A kept-alive page (section 1) whose effects are paused and
 * resumed does not ask again for what it already has, so nothing built on the answer remounts
 * and the page keeps its state. `enabled: false` waits (e.g. a dialog that is closed).
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: { enabled?: boolean } = {},
): RequestState<T> {
  const enabled = options.enabled ?? true
  const [state, setState] = useState<{ data?: T; loading: boolean; failed: boolean }>({
    loading: enabled,
    failed: false,
  })
  const [reloads, setReloads] = useState(0)
  // The deps (and reload count) of the answer held: resuming with the same ones asks nothing.
  const answered = useRef<readonly unknown[] | undefined>(undefined)
  const latest = useRef(load)
  latest.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide, with `reloads`
  useEffect(() => {
    const key = [...deps, reloads]
    if (!enabled || sameDeps(answered.current, key)) return
    const controller = new AbortController()
    // Another request (not the same one again): the answer held is not its answer.
    const again = sameDeps(answered.current?.slice(0, -1), deps)
    setState((current) => ({ data: again ? current.data : undefined, loading: true, failed: false }))
    latest.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return
        answered.current = key
        setState({ data, loading: false, failed: false })
      },
      (error) => {
        if (controller.signal.aborted || isCancelled(error)) return
        setState((current) => ({ ...current, loading: false, failed: true }))
      },
    )
    return () => controller.abort()
  }, [enabled, reloads, ...deps])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  return { data: state.data, loading: state.loading, failed: state.failed, reload }
}
