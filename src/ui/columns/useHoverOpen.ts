import { useCallback, useEffect, useRef, useState } from 'react'

/** Section 9: a popup closes 150 ms after the pointer leaves. */
export const POPUP_CLOSE_DELAY = 150

/**
 * Open while the pointer is over any of the bound elements (an icon and its panel); close
 * `delay` ms after it has left all of them, so crossing the gap between them keeps it open
 * (section 2: column panel).
 */
export function useHoverOpen(delay: number = POPUP_CLOSE_DELAY) {
  const [open, setOpenState] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  const setOpen = useCallback(
    (next: boolean) => {
      cancel()
      setOpenState(next)
    },
    [cancel],
  )
  const onMouseEnter = useCallback(() => setOpen(true), [setOpen])
  const elements = useRef(new Set<Element>())
  /** A ref callback for each element that keeps the popup open while hovered. */
  const track = useCallback((element: Element | null) => {
    if (element) elements.current.add(element)
  }, [])
  const onMouseLeave = useCallback(() => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = undefined
      // The pointer may have crossed into the other element without an enter event reaching us
      // (portals in shadow roots): a hovered element keeps the popup open.
      for (const element of elements.current) {
        if (!element.isConnected) elements.current.delete(element)
        else if (element.matches(':hover')) return
      }
      setOpenState(false)
    }, delay)
  }, [cancel, delay])
  useEffect(() => cancel, [cancel])
  return { open, setOpen, track, bind: { onMouseEnter, onMouseLeave } }
}
