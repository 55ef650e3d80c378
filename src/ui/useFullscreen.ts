import { useCallback, useEffect, useState } from 'react'

const current = () => (typeof document === 'undefined' ? null : (document.fullscreenElement ?? null))

/**
 * Whether the page is fullscreen, and a toggle (section 2): exits when anything is fullscreen,
 * else the whole page (`document.documentElement`) enters fullscreen. The whole page, not the
 * table, so that popups, messages and dropdowns — rendered in the element's popup container or
 * the document body — stay inside the fullscreen element and remain visible.
 */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => current() !== null)
  useEffect(() => {
    const update = () => setFullscreen(current() !== null)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [])
  const toggle = useCallback(async () => {
    try {
      if (current()) await document.exitFullscreen()
      else await document.documentElement.requestFullscreen()
    } catch {
      // Refused (no user gesture, iframe without allowfullscreen): the page simply stays as it is.
    }
    setFullscreen(current() !== null)
  }, [])
  return { fullscreen, toggle }
}
