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

/**
 * The caller's 待我处理: the count per page name, the time of each page's oldest open to-do, and
 * where the rules give deadlines, how many are overdue and the nearest deadline (a China date).
 */
export interface QueueWork {
  counts: Readonly<Record<string, number>>
  oldest: Readonly<Record<string, string>>
  overdue: Readonly<Record<string, number>>
  deadline: Readonly<Record<string, string>>
}

/** Nothing waits (before the first answer). */
const NO_WORK: QueueWork = { counts: {}, oldest: {}, overdue: {}, deadline: {} }

/** Keep `set` given the caller's 待我处理 count per page name (and the oldest); returns the unsubscribe. */
export function watchQueueCounts(http: HttpClient, set: (work: QueueWork) => void): () => void {
  let live = true
  const read = () =>
    callApi<typeof queueCounts>(
      http,
      { method: 'get', path: '/workflow/queue-counts' },
      {},
      { silent: true },
    ).then(
      (data) => live && set({ ...NO_WORK, ...data }),
      () => undefined,
    )
  read()
  const stop = onWorkChange(read)
  return () => {
    live = false
    stop()
  }
}

/** The caller's 待我处理, kept fresh while `enabled`. */
export function useQueueCounts(http: HttpClient, enabled: boolean): QueueWork {
  const [work, setWork] = useState<QueueWork>(NO_WORK)
  useEffect(() => (enabled ? watchQueueCounts(http, setWork) : undefined), [http, enabled])
  return work
}
