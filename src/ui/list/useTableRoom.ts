/**
 * The width a list's table is drawn in, followed as the window or the side menu changes it
 * (ResizeObserver), so its columns can be fitted to it (./columnWidths.ts: fittedWidths). A hidden
 * table (another view shown, a kept-alive tab in the background) measures 0: its last width stands.
 */
import { type RefObject, useLayoutEffect, useState } from 'react'

export function useTableRoom(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const next = Math.floor(element.clientWidth)
      if (next > 0) setWidth(next)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
