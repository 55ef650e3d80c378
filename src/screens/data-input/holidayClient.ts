/** The holidays screen's data client: the list engine's, telling the calendar when a period changed. */
import type { DataClient } from '../../core/data'

const listeners = new Set<() => void>()

/** Call `reload` whenever a period changed; returns the unsubscribe. */
export function onHolidaysChanged(reload: () => void): () => void {
  listeners.add(reload)
  return () => listeners.delete(reload)
}

const changed = <T>(result: T): T => {
  for (const reload of [...listeners]) reload()
  return result
}

/** The client over the screen's data client. */
export function holidayClient(base: DataClient): DataClient {
  return {
    ...base,
    create: async (resource, body, options) => changed(await base.create(resource, body, options)),
    update: async (resource, id, body, options) => changed(await base.update(resource, id, body, options)),
    remove: async (resource, id, options) => changed(await base.remove(resource, id, options)),
  }
}
