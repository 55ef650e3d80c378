import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

/** A component whose code loads on demand, and the function that fetches that code ahead. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetch the code now (idempotent); a failed fetch is tried again by the next call. */
  preload(): Promise<ComponentType<P>>
  /** Fetch the code ahead; a failure is left to the render, which loads again and shows it. */
  prefetch(): void
}

/**
 * `React.lazy` that renders at once when its code has arrived. A lazy component suspends on its
 * first render even when its module is already there, and React 19 holds back what a Suspense
 * boundary reveals until 300 ms after its fallback was shown (its FALLBACK_THROTTLE_MS): a cold
 * load of a list in `<ev-console>` waited twice so, some 450 ms of its 1.2 s, with nothing to do.
 * Here the code is fetched ahead (`preload`) and, once it is in, rendered straight away; until
 * then `fallback` stands in its place (no Suspense: the component shows itself when its code
 * arrives). A failed load goes to the nearest error boundary, and mounting again loads again.
 *
 * @example
 * const Frame = preloadable(() => import('../layout/Frame').then((module) => module.Frame), <Centered />)
 * Frame.prefetch() // while the session loads
 * return <Frame {...props} />
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What stands in its place until its code arrives (given its props, or the same for all). */
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  function Loaded(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; failed?: boolean; error?: unknown }>(
      () => ({ component: loaded }),
    )
    useEffect(() => {
      if (state.component) return
      let live = true
      preload().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ failed: true, error }),
      )
      return () => {
        live = false
      }
    }, [state.component])
    if (state.failed) throw state.error
    const Component = state.component
    if (Component) return <Component {...props} />
    return typeof fallback === 'function' ? fallback(props) : fallback
  }
  const prefetch = () => {
    preload().catch(() => undefined)
  }
  return Object.assign(Loaded, { preload, prefetch })
}
