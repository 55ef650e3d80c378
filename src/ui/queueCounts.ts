/**
 * The menu's 待我处理 counts (issue 41 item 2): `GET /workflow/queue-counts`, the same query as
 * each flow list's 待我处理 total. They are read when the menu is drawn, and again whenever the
 * user's work may have changed: a step this console took (a flow screen announces it), the window
 * regaining the focus, and the server's work signal (`GET /workflow/work-stream`: someone else's
 * step gave or closed one of the user's to-dos, or sent a notice). The header badge, 消息 and the
 * workbench follow the same event (onWorkChange).
 */
import { useEffect, useState } from 'react'
import { queueCounts } from '../contract/endpoints/batch-steps'
import type { AlarmNotice } from '../contract/live'
import { callApi } from '../core/call'
import { streamsAllowed, watchStreamsAllowed } from '../core/event-streams'
import { type HttpClient, isApiError, ruleFor } from '../core/http'
import { newestOnly } from '../core/newest'
import { onWorkChange, queueChanged } from './workEvents'

export { onWorkChange, QUEUE_CHANGED_EVENT, queueChanged } from './workEvents'

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
  // An older answer arriving after a newer one is dropped.
  const ticket = newestOnly()
  const read = () => {
    const current = ticket()
    return callApi(http, queueCounts, {}, { silent: true }).then(
      (data) => live && current() && set({ ...NO_WORK, ...data }),
      () => undefined,
    )
  }
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

/** Signals within this of the first of them make one re-read (a batch of 20 steps is one). */
const SIGNAL_SETTLE_MS = 300
/** A broken work stream is opened again after this. */
const SIGNAL_RETRY_MS = 3000

/**
 * Listen to the server's work signal while the document is shown (and no sign-out under way), announcing each change as
 * queueChanged(); every connection, so also a document shown again, reads everything once (what
 * it missed while hidden or unconnected). `onAlarm` is given each new alarm the user is asked to
 * dispose of (issue 44 part 3: the stream's `alarm` events).
 * Returns the stop.
 */
export function watchWorkSignal(http: HttpClient, onAlarm?: (alarm: AlarmNotice) => void): () => void {
  let source: EventSource | null = null
  let settle: ReturnType<typeof setTimeout> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  // A burst makes one re-read, SIGNAL_SETTLE_MS after its first signal: the timer is not pushed
  // back by later ones, or signals arriving faster than that (a busy queue's watchers are told
  // of every step on it) would put the re-read off for ever.
  const changed = () => {
    if (settle !== undefined) return
    settle = setTimeout(() => {
      settle = undefined
      queueChanged()
    }, SIGNAL_SETTLE_MS)
  }
  const open = () => {
    clearTimeout(retry)
    source?.close()
    const stream = new EventSource(http.url('/workflow/work-stream'), { withCredentials: true })
    source = stream
    stream.addEventListener('work', changed)
    // Every (re)connection reads the counts again: a step taken between the screen's first read
    // and this stream's start, or while the browser reconnected, sent its signal to nobody.
    stream.addEventListener('ready', changed)
    stream.addEventListener('alarm', (event) => {
      try {
        onAlarm?.(JSON.parse((event as MessageEvent<string>).data) as AlarmNotice)
      } catch {
        // Not a card: nothing to show.
      }
    })
    stream.onerror = () => {
      if (stream.readyState !== EventSource.CLOSED || stopped) return
      // Closed for good: a probe lets the HTTP client apply the 401 rule when the session ended.
      // Any other refusal is retried: the stream of a first sign-in is refused until the forced
      // password change, and must open once it is done.
      const again = () => {
        if (!stopped) retry = setTimeout(open, SIGNAL_RETRY_MS)
      }
      http.get('/messageInfo/messageCount').then(again, (error: unknown) => {
        if (!isApiError(error) || !ruleFor(error.code).sessionInvalid) again()
      })
    }
  }
  const unwatch = watchStreamsAllowed((allowed) => {
    if (!allowed) {
      clearTimeout(retry)
      source?.close()
      source = null
    } else if (!source) open()
  })
  if (streamsAllowed()) open()
  return () => {
    stopped = true
    unwatch()
    clearTimeout(settle)
    clearTimeout(retry)
    source?.close()
  }
}
