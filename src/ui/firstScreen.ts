/**
 * What the first screen does not draw waits until that screen is shown (issue 14; budgets.md:
 * bytes until a list's rows are visible). The side menu's icons are the first such part: some 80
 * icon drawings, ~25 KB gzip, that the rows need not wait for.
 *
 * A list screen counts as shown once its first page has answered (ListScreen); any other screen
 * once it has rendered (ScreenHost); and, whatever the screen, `FIRST_SCREEN_AT_LATEST_MS` after
 * the frame asked (a screen that never settles must not leave the menu without its icons).
 */

/** The longest the deferred parts wait after the frame has mounted. */
export const FIRST_SCREEN_AT_LATEST_MS = 3000

let shown = false
const waiting = new Set<() => void>()

/** Say the first screen has been drawn: what waited for it runs now (once). */
export function markFirstScreenShown(): void {
  if (shown) return
  shown = true
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
