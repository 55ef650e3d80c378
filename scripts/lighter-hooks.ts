/**
 * A Vite plugin that rewrites functions inside dependencies to do the same with fewer React
 * hooks (issue 14: JS heap of a list screen ≤ 10 MiB, where one hook object — with its effect,
 * dependency array and closures — per hook of every mounted component was the largest mass).
 *
 * - `@rc-component/context`'s `useContext(holder, selector)`, which every rc-table cell calls
 *   three times (its fixed-column, render and hover selections): seven hooks per call (useEvent's
 *   ref and callback, a ref, a state, and rc-util's layout effect with its own ref and a second
 *   effect). The rewrite keeps the latest selector and selection in one ref, one state to
 *   re-render and one layout effect to listen: three hooks, the same subscription, the same
 *   comparison (`isEqual(…, true)`) and the same answer. A 10-row list of 15 columns drew 150
 *   cells at 26 hooks each; now 14.
 *
 * Each rewrite names the exact text it replaces: if a dependency update changes it, the build
 * fails here instead of shipping an old copy of a changed function.
 */
import type { Plugin } from 'vite'

export interface Rewrite {
  /** The module (a path inside node_modules). */
  module: RegExp
  /** The text replaced, word for word as the dependency ships it. */
  original: string
  /** What replaces it. */
  replacement: string
}

const CONTEXT_MODULE = /[\\/]node_modules[\\/]@rc-component[\\/]context[\\/]es[\\/]context\.js$/

export const REWRITES: readonly Rewrite[] = [
  // useContext's selector, as it was, without useEvent's ref and callback around it…
  {
    module: CONTEXT_MODULE,
    original: "  const eventSelector = useEvent(typeof selector === 'function' ? selector : ctx => {",
    replacement: "  const select = typeof selector === 'function' ? selector : ctx => {",
  },
  // …and the rest of useContext: one ref, one state, one layout effect.
  {
    module: CONTEXT_MODULE,
    original: `    return obj;
  });
  const context = React.useContext(holder?.Context);
  const {
    listeners,
    getValue
  } = context || {};
  const valueRef = React.useRef();
  valueRef.current = eventSelector(context ? getValue() : holder?.defaultValue);
  const [, forceUpdate] = React.useState({});
  useLayoutEffect(() => {
    if (!context) {
      return;
    }
    function trigger(nextValue) {
      const nextSelectorValue = eventSelector(nextValue);
      if (!isEqual(valueRef.current, nextSelectorValue, true)) {
        forceUpdate({});
      }
    }
    listeners.add(trigger);
    return () => {
      listeners.delete(trigger);
    };
  }, [context]);
  return valueRef.current;
}`,
    replacement: `    return obj;
  };
  const context = React.useContext(holder?.Context);
  const latest = React.useRef(null);
  const value = select(context ? context.getValue() : holder?.defaultValue);
  if (latest.current) {
    latest.current.select = select;
    latest.current.value = value;
  } else {
    latest.current = { select, value };
  }
  const [, forceUpdate] = React.useState({});
  React.useLayoutEffect(() => {
    if (!context) {
      return;
    }
    const box = latest.current;
    function trigger(nextValue) {
      if (!isEqual(box.value, box.select(nextValue), true)) {
        forceUpdate({});
      }
    }
    context.listeners.add(trigger);
    return () => {
      context.listeners.delete(trigger);
    };
  }, [context]);
  return value;
}`,
  },
]

/** `code` with the rewrites that apply to module `id`; throws when a rewrite's text is missing. */
export function rewritten(id: string, code: string, rewrites: readonly Rewrite[] = REWRITES): string | null {
  let result: string | null = null
  for (const rewrite of rewrites) {
    if (!rewrite.module.test(id)) continue
    const text: string = result ?? code
    if (!text.includes(rewrite.original))
      throw new Error(
        `lighter-hooks: ${id} no longer reads "${rewrite.original.split('\n')[0]}" (was it updated?)`,
      )
    result = text.replace(rewrite.original, rewrite.replacement)
  }
  return result
}

export function lighterHooks(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const applied = new Set<Rewrite>()
  let building = false
  return {
    name: 'ev-lighter-hooks',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    transform(code, id) {
      const file = id.split('?')[0]
      const result = rewritten(file, code, rewrites)
      if (result === null) return null
      for (const rewrite of rewrites) if (rewrite.module.test(file)) applied.add(rewrite)
      return { code: result, map: null }
    },
    // A build that never met a rewrite's module (moved or renamed by an update) says so.
    buildEnd(error) {
      const missed = rewrites.filter((rewrite) => !applied.has(rewrite))
      if (building && !error && missed.length)
        this.error(`lighter-hooks: no module matched ${missed.map((rewrite) => rewrite.module).join(', ')}`)
    },
  }
}
