/**
 * The menu's 待我处理 counts (issue 41 item 2): `GET /workflow/queue-counts`, the same query as
 * each flow list's 待我处理 total. No live stream carries them (the live-data stream is the
 * stations' and orders' figures), so they are read when the menu is drawn, again whenever the
 * window regains the focus, and after every step the console takes (a flow screen announces it).
 */
import { useEffect, useState } from 'react'
import type { queueCounts } from '../contract/batch-steps'
import { callApi } from '../core/call'
import type { HttpClient } from '../core/http'

/** The window event a flow screen sends after a step, a save or a batch. */
export const QUEUE_CHANGED_EVENT = 'evc-queue-changed'

/** Tell the menu that some queue may have changed. */
export function queueChanged(): void {
  globalThis.dispatchEvent?.(new Event(QUEUE_CHANGED_EVENT))
}

/** Call `read` whenever the window regains the focus or a queue may have changed; returns the unsubscribe. */
export function onWorkChange(read: () => void): () => void {
  globalThis.addEventListener('focus', read)
  globalThis.addEventListener(QUEUE_CHANGED_EVENT, read)
  return () => {
    globalThis.removeEventListener('focus', read)
    globalThis.removeEventListener(QUEUE_CHANGED_EVENT, read)
  }
}

/** Keep `set` given the caller's 待我处理 count per page name; returns the unsubscribe. */
export function watchQueueCounts(
  http: HttpClient,
  set: (counts: Record<string, number>) => void,
): () => void {
  let live = true
  const read = () =>
    callApi<typeof queueCounts>(
      http,
      { method: 'get', path: '/workflow/queue-counts' },
      {},
      { silent: true },
    ).then(
      (data) => live && set(data?.counts ?? {}),
      () => undefined,
    )
  read()
  const stop = onWorkChange(read)
  return () => {
    live = false
    stop()
  }
}

/** The caller's 待我处理 count per page name, kept fresh while `enabled`. */
export function useQueueCounts(http: HttpClient, enabled: boolean): Readonly<Record<string, number>> {
  const [counts, setCounts] = useState<Record<string, number>>({})
  useEffect(() => (enabled ? watchQueueCounts(http, setCounts) : undefined), [http, enabled])
  return counts
}
