/**
 * The live state of connectors a list shows (charging-devices): the stream's events land here and
 * each live cell reads its connector, so a change repaints that cell without reloading the list.
 */
import { useSyncExternalStore } from 'react'
import type { ConnectorEvent } from '../../contract/live-events'

/** What a status event says about one connector now. */
export type LiveConnector = Pick<ConnectorEvent, 'status' | 'power' | 'soc' | 'time'>

/** A small store of live connectors by id. */
export function createLiveRows() {
  let rows = new Map<string, LiveConnector>()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    set(id: string, value: LiveConnector) {
      rows = new Map(rows).set(id, value)
      notify()
    },
    /** Forget everything (a fresh snapshot: the list reloads). */
    clear() {
      rows = new Map()
      notify()
    },
    subscribe,
    /** The live state of one connector, or undefined when no event came since the list loaded. */
    get: (id: string): LiveConnector | undefined => rows.get(id),
  }
}

/** The live state of one connector of a store, re-rendering when it changes. */
export function useLiveConnector(store: ReturnType<typeof createLiveRows>, id: string) {
  return useSyncExternalStore(store.subscribe, () => store.get(id))
}
