/**
 * Whether any API call of the console is on its way, and a wait for the moment none is. The shell
 * uses it to tell when a screen that is not a list has drawn its data (src/ui/firstScreen.ts):
 * what the first screen does not need (the side menu's icons) is fetched after that, not before.
 */

let pending = 0
const waiting = new Set<() => void>()

/** Count a call as on its way; the returned function ends it (once). */
export function callStarted(): () => void {
  pending += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    pending -= 1
    // A call answered often starts another once React has drawn its answer (the next step of a
    // screen's loading): wait until the browser is idle before calling the screen settled.
    if (pending === 0) setTimeout(whenIdle, 0)
  }
}

function whenIdle() {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 })
  else flush()
}

function flush() {
  if (pending > 0) return
  const runs = [...waiting]
  waiting.clear()
  for (const run of runs) run()
}

/** Run `run` once no call is on its way (at once if none is). Returns the cancel. */
export function whenCallsSettled(run: () => void): () => void {
  if (pending === 0) {
    run()
    return () => undefined
  }
  waiting.add(run)
  return () => waiting.delete(run)
}
