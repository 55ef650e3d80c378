/**
 * The watermark over the content area (issue 21): the signed-in user's name and today's date,
 * on when the platform administrator switches it on (for screenshots of sensitive data). antd's
 * Watermark draws its layer again when the layer is removed or restyled; {@link useKeptInPlace}
 * does the same for the wrapper around it, which antd does not watch. Loaded only when on.
 */
import type { WatermarkRef } from 'antd/es/watermark'
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appearance } from '../core/appearance'
import { useSession } from '../ui/useSession'

const Watermark = lazy(() => import('antd/es/watermark'))

/** Covers its positioned parent; never takes a click. */
const OVERLAY = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const

/** The attributes that could hide the wrapper (issue 21: "cannot be removed … by simple means"). */
const GUARDED = ['style', 'class', 'hidden'] as const

/**
 * Put `node` back where it was, with the attributes it had, whenever a script or the browser's
 * developer tools remove it or change them, put back a child taken out of it (the drawn layer),
 * and take `hidden` off anything inside it (antd's observer watches only `style` and `class`). Stops before React itself removes the node (a
 * layout effect's clean-up runs in the same commit, before the observer's callback).
 */
function useKeptInPlace(node: HTMLElement | null): void {
  useLayoutEffect(() => {
    const parent = node?.parentNode
    if (!node || !parent) return
    const kept = GUARDED.map((name) => [name, node.getAttribute(name)] as const)
    const observer = new MutationObserver((records) => {
      observer.disconnect()
      for (const { target } of records)
        if (target !== node && target instanceof Element && target.hasAttribute('hidden'))
          target.removeAttribute('hidden')
      for (const [name, value] of kept)
        if (node.getAttribute(name) !== value)
          value === null ? node.removeAttribute(name) : node.setAttribute(name, value)
      if (node.parentNode !== parent) {
        const removal = records.find((record) => [...record.removedNodes].includes(node))
        const next = removal?.nextSibling?.parentNode === parent ? removal.nextSibling : null
        parent.insertBefore(node, next)
      }
      // The drawn layer taken out of the wrapper goes straight back (antd would draw it again on
      // its next frame, but drops a removal made in the frame of its last redraw).
      for (const record of records)
        if (record.target === node)
          for (const removed of record.removedNodes)
            if (removed instanceof HTMLElement && !removed.isConnected) node.appendChild(removed)
      watch()
    })
    const watch = () => {
      observer.observe(parent, { childList: true })
      observer.observe(node, {
        attributes: true,
        attributeFilter: [...GUARDED],
        subtree: true,
        childList: true,
      })
    }
    watch()
    return () => observer.disconnect()
  }, [node])
}

/** The watermark and its guard; unmounted as a whole, so the guard stops before the removal. */
function GuardedWatermark({ content }: { content: string[] }) {
  const [wrapper, setWrapper] = useState<HTMLElement | null>(null)
  const held = useCallback((handle: WatermarkRef | null) => setWrapper(handle?.nativeElement ?? null), [])
  useKeptInPlace(wrapper)
  return <Watermark ref={held} className="evc-watermark" style={OVERLAY} content={content} gap={[120, 120]} />
}

/** The watermark layer, or nothing when the platform has it off or nobody is signed in. */
export function ContentWatermark() {
  const { platform, today } = useSnapshot(appearance)
  const { loaded, name, nickName } = useSession()
  if (!platform?.watermark || !loaded) return null
  const user = nickName && nickName !== name ? `${nickName}（${name}）` : name
  return (
    <Suspense fallback={null}>
      <GuardedWatermark content={[user, today]} />
    </Suspense>
  )
}
