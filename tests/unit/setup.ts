/**
 * Before a unit file's DOM is taken down: let the tasks its components left run while it is still
 * there. antd's Select closes its popup one MessageChannel task after a blur (rc-select's
 * `onRootBlur` → useOpen's `macroTask`: `port1.onmessage = fn; port2.postMessage(null)`), and that
 * task reads `document.activeElement`. A blur in a file's last test (its unmount by `cleanup`)
 * queued it; on a busy machine it ran after Vitest had removed the file's globals, an uncaught
 * TypeError that failed the whole unit suite with every test passed (runs of 5c80e1c and stop 58,
 * issue 40). So the file's channels are counted: each message posted is a task under way until
 * its handler has run, and the file ends once none is (no fixed wait).
 */
import { afterAll } from 'vitest'

/** The channel tasks under way: each settles once its handler has run. */
const underWay = new Set<Promise<void>>()

const NativeChannel = globalThis.MessageChannel

/** A MessageChannel whose messages to port1 are counted until port1's handler has taken them. */
class CountedChannel extends NativeChannel {
  constructor() {
    super()
    const { port1, port2 } = this
    const post = port2.postMessage.bind(port2) as (message: unknown) => void
    port2.postMessage = (message: unknown) => {
      const handler = port1.onmessage
      if (handler) {
        const task = new Promise<void>((resolve) => {
          port1.onmessage = (event) => {
            port1.onmessage = handler
            try {
              handler.call(port1, event)
            } finally {
              underWay.delete(task)
              resolve()
            }
          }
        })
        underWay.add(task)
      }
      post(message)
    }
  }
}

// Only where a DOM is drawn (`@vitest-environment jsdom`): in Node's own context the global is read-only.
if (typeof document !== 'undefined' && NativeChannel) globalThis.MessageChannel = CountedChannel

afterAll(async () => {
  // A task may queue the next (useOpen's macroTask takes `times` trips): until none is left.
  while (underWay.size > 0) await Promise.all(underWay)
})
