// @vitest-environment jsdom
/**
 * The build's rewrites of dependencies' hooks (scripts/lighter-hooks.ts): each one finds its text
 * in the installed dependency, a changed dependency stops the build, and the lighter
 * `useContext` of `@rc-component/context` answers and re-renders exactly as the original does.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { isEqual } from '@rc-component/util'
import * as React from 'react'
import { act } from 'react'
import { unstable_batchedUpdates } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { lighterHooks, REWRITES, rewritten } from '../../../scripts/lighter-hooks'

const require = createRequire(import.meta.url)
const fileOf = (pkg: string, ...path: string[]) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), ...path)
const CONTEXT = fileOf('@rc-component/context', 'es', 'context.js')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Holder = { Context: React.Context<unknown>; defaultValue: unknown }
interface ContextModule {
  createContext: (
    value: unknown,
  ) => Holder & { Provider: React.FC<{ value: unknown; children: React.ReactNode }> }
  useContext: (holder: Holder, selector?: unknown) => unknown
}

/** The context module's text run as a function, its imports handed in. */
function load(text: string): ContextModule {
  const body = text.replace(/^import .*$/gm, '').replace(/^export /gm, '')
  const rcUtil = { isEqual, useEvent: useEventOf, useLayoutEffect: React.useLayoutEffect }
  return new Function(
    'React',
    'unstable_batchedUpdates',
    'isEqual',
    'useEvent',
    'useLayoutEffect',
    `${body}\nreturn { createContext, useContext }`,
  )(React, unstable_batchedUpdates, rcUtil.isEqual, rcUtil.useEvent, rcUtil.useLayoutEffect)
}

function useEventOf<T extends (...args: never[]) => unknown>(callback: T) {
  const ref = React.useRef(callback)
  ref.current = callback
  return React.useCallback((...args: Parameters<T>) => ref.current(...args), [])
}

interface ConsumerProps {
  use: ContextModule['useContext']
  holder: Holder
  drawn: unknown[]
}

/** Draws `a` of the context; memoised, so only the context's listener draws it again. */
const Consumer = React.memo(function Consumer({ use, holder, drawn }: ConsumerProps) {
  drawn.push((use(holder, ['a']) as { a: number }).a)
  return null
})

/** Renders a provider and a consumer selecting `a`; answers what it drew, in order. */
async function scenario({ createContext, useContext }: ContextModule) {
  const holder = createContext({ a: 0, b: 0 })
  const drawn: unknown[] = []
  const root = createRoot(document.createElement('div'))
  const show = (value: { a: number; b: number }) =>
    act(() =>
      root.render(
        <holder.Provider value={value}>
          <Consumer use={useContext} holder={holder} drawn={drawn} />
        </holder.Provider>,
      ),
    )
  await show({ a: 1, b: 0 })
  await show({ a: 1, b: 5 }) // `a` unchanged: not drawn again
  await show({ a: 2, b: 5 }) // `a` changed: drawn again through the listener
  await act(() => root.unmount())
  return drawn
}

describe('lighterHooks', () => {
  it('finds the text of every rewrite in the installed dependencies', () => {
    for (const file of [CONTEXT]) {
      const result = rewritten(file, readFileSync(file, 'utf8'))
      expect(result).not.toBeNull()
      const rewrite = REWRITES.find((item) => item.module.test(file))
      expect(result).toContain(rewrite?.replacement)
      expect(result).not.toContain(rewrite?.original)
    }
  })

  it('leaves other modules alone and stops when a dependency no longer reads as expected', () => {
    expect(rewritten(fileOf('@rc-component/context', 'es', 'Immutable.js'), 'code')).toBeNull()
    expect(() => rewritten(CONTEXT, 'export function useContext() {}')).toThrow(/no longer reads/)
  })

  it('fails a build that never met a module it rewrites', () => {
    const plugin = lighterHooks()
    const errors: string[] = []
    const context = {
      error: (message: string) => {
        errors.push(message)
      },
    }
    ;(plugin.configResolved as (config: { command: string }) => void)({ command: 'build' })
    ;(plugin.buildEnd as (this: typeof context, error?: Error) => void).call(context)
    expect(errors.join()).toMatch(/no module matched/)
  })

  it("lighter useContext draws and re-draws a consumer exactly as the original's", async () => {
    const original = readFileSync(CONTEXT, 'utf8')
    const lighter = rewritten(CONTEXT, original) ?? ''
    const before = await scenario(load(original))
    const after = await scenario(load(lighter))
    expect(before).toEqual([1, 2])
    expect(after).toEqual(before)
  })
})
