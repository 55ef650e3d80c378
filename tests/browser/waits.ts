/**
 * How browser tests wait, shared by the harnesses (issue 40): for a condition, polled until it
 * holds, and for positive signs before a check that something did not happen (no "absence after a
 * fixed sleep").
 */

/**
 * How long a condition may take to hold before the test fails: generous, so that a machine busy
 * with other work (a CPU hog on every core) is slow, not red. Nothing passes sooner for it.
 */
export const WAIT_MS = 30_000

/**
 * Poll `check` every 10 ms until it holds; after `ms`, fail naming `what` (and `detail()`, what
 * was on screen, when given).
 */
export async function waitFor(
  check: () => boolean,
  what = 'the condition',
  ms = WAIT_MS,
  detail?: () => string,
): Promise<void> {
  const end = performance.now() + ms
  while (performance.now() < end) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  if (check()) return
  throw new Error(`timed out waiting for ${what}${detail ? `; ${detail()}` : ''}`)
}

/**
 * Two painted frames: a key or a click is handled as it comes, and what it changed is drawn by
 * then.
 */
export function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}

/**
 * Resolves once a timer of `ms` set now has fired, then two frames later. Timers of the same page
 * fire in the order they fall due, so every timer of at most `ms` that the code under test set
 * before this call (a close delay, a debounce) has fired by then — however slow the machine — and
 * what it changed is drawn: the moment has passed, not merely a guess at how long it takes.
 */
export async function afterTimersOf(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms))
  await twoFrames()
}
