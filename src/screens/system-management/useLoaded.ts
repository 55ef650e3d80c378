import { useEffect, useState } from 'react'
import { isCancelled } from '../../core/http'

/**
 * What a screen needs before it can show its list (role names, attribute definitions): the
 * answer, or `failed` (the HTTP client has shown the message) with `retry`.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ value?: T; failed: boolean }>({ failed: false })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read once per attempt
  useEffect(() => {
    let live = true
    setState({ failed: false })
    load().then(
      (value) => live && setState({ value, failed: false }),
      (error) => live && !isCancelled(error) && setState({ failed: true }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  return { ...state, retry: () => setAttempt((count) => count + 1) }
}
