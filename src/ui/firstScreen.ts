/**
 * What the first screen does not draw waits until that screen is shown (issue 14; budgets.md:
 * bytes until a list's rows are visible). The side menu's icons are the first such part: some 80
 * icon drawings, ~25 KB gzip, that the rows need not wait for.
 *
 * A list screen counts as shown once its first page has answered (ListScreen); any other screen
 * once it has rendered (ScreenHost); and, whatever the screen, `FIRST_SCREEN_AT_LATEST_MS` after
 * the frame asked (a screen that never settles must not leave the menu without its icons).
 */
import { useEffect, useState } from 'react'

/** The longest the deferred parts wait after the frame has mounted. */
export const FIRST_SCREEN_AT_LATEST_MS = 3000

let shown = false
const waiting = new Set<() => void>()

/** The performance mark set when the first screen counts as shown (read by the size budget's test). */
export const FIRST_SCREEN_MARK = 'evc-first-screen'

/** Say the first screen has been drawn: what waited for it runs now (once). */
export function markFirstScreenShown(): void {
  if (shown) return
  shown = true
  // What loads from here on waited for the first screen: a host, the bench and the byte budget's
  // test tell it apart on the page's own clock (resource timing) by this mark.
  globalThis.performance?.mark?.(FIRST_SCREEN_MARK)
  const runs = [...waiting]
  waiting.clear()
  for (const run of runs) run()
}

/** Whether the first screen has been shown. */
export function isFirstScreenShown(): boolean {
  return shown
}

/** Run `run` once the first screen has been shown (at once if it has). Returns the cancel. */
export function afterFirstScreen(run: () => void): () => void {
  if (shown) {
    run()
    return () => undefined
  }
  waiting.add(run)
  return () => waiting.delete(run)
}

/** Start the latest moment (FIRST_SCREEN_AT_LATEST_MS from now); returns the cancel. */
export function firstScreenDeadline(): () => void {
  if (shown) return () => undefined
  const timer = setTimeout(markFirstScreenShown, FIRST_SCREEN_AT_LATEST_MS)
  return () => clearTimeout(timer)
}

/**
 * Whether the parts drawn after the first screen may be drawn now: false until the first screen
 * has been shown and painted (a frame and a task after `markFirstScreenShown`, so that React's
 * effects flushed right after its commit do not run before the rows are on the screen), then true
 * for good. The shell's side menu, header controls and 更多 use it (issue 14: they were a fifth of
 * the elements of the first render, and the rows waited for them).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(isFirstScreenShown)
  useEffect(() => {
    if (ready) return
    let frame: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const cancel = afterFirstScreen(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setReady(true))
      })
    })
    // Wherever it is mounted (a toolbar outside the shell, say), it is drawn at the latest then.
    const deadline = firstScreenDeadline()
    return () => {
      cancel()
      deadline()
      if (frame !== undefined) cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready])
  return ready
}
