import { useCallback, useEffect, useState } from 'react'

/** Whether the page is fullscreen, and a toggle: exits if fullscreen, else the whole page enters it. */
export function useFullscreen(): [boolean, () => void] {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement)
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [])
  const toggle = useCallback(() => {
    const done = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.()
    // A refused request (no user gesture, iframe without allowfullscreen) changes nothing.
    done?.catch(() => undefined)
  }, [])
  return [active, toggle]
}
