/**
 * Before a unit file's DOM is taken down: let the tasks its components left run while it is still
 * there. antd's Select closes its popup one MessageChannel task after a blur (rc-select's
 * `onRootBlur` → useOpen's `macroTask`), and that task reads `document.activeElement`. A blur in
 * a file's last test (its unmount by `cleanup`) queued it; on a busy machine it ran after Vitest had
 * removed the file's globals, an uncaught TypeError that failed the whole unit suite with every test
 * passed (runs of 5c80e1c and stop 58, issue 40).
 */
import { afterAll } from 'vitest'

/** One trip through a MessageChannel, as antd's macroTask takes. */
const channelTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

afterAll(async () => {
  if (typeof document === 'undefined') return
  // Two trips and a timer: a task queued by the first may queue one more (useOpen's macroTask
  // takes `times` trips).
  await channelTask()
  await channelTask()
  await new Promise((resolve) => setTimeout(resolve, 0))
})
