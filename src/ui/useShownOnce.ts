import { useState } from 'react'

/**
 * True from the first render in which `shown` is true, for good: a part loaded when first needed
 * (a dialog, a drawer) stays mounted after it closes, so that it can animate closed and keeps
 * its state for the next time.
 *
 * @example
 * const searchUsed = useShownOnce(searching)
 * return searchUsed && <MenuSearch open={searching} />
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown)
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (shown && !once) setOnce(true)
  return once || shown
}
