/**
 * One live stream per screen (decisions: Live data): an EventSource on `GET <path>` while the
 * screen is shown. A tab hidden by keep-alive runs this effect's cleanup (React's Activity), and
 * a hidden browser tab or signing out closes it too (core/event-streams.ts); showing it again
 * reopens with the last event id (`lastEventId`), so nothing within the server's buffer is
 * missed, else a fresh snapshot comes.
 * A broken stream shows 重连中 and is retried; a probe call lets the HTTP client apply the 401
 * rule of section 4 when the session has ended.
 */
import { useEffect, useRef, useState } from 'react'
import type { StreamHandlers, StreamsByPath } from '../../contract/live'
import { streamsAllowed, watchStreamsAllowed } from '../../core/event-streams'
import { useDataClient } from '../dataClient'

/** What the screen shows about its stream. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'paused'

/** A live screen's stream, by its path. */
export type LivePath = keyof StreamsByPath

/** Handlers of a stream's events, by event name (`snapshot` and the topics), typed by its contract. */
export type LiveHandlers<P extends LivePath> = StreamHandlers<StreamsByPath[P]>

const RETRY_MS = 3000

/** Open the stream of `path` while the screen is visible; returns its state. */
export function useLiveStream<P extends LivePath>(path: P, handlers: LiveHandlers<P>): LiveState {
  const { http } = useDataClient()
  const [state, setState] = useState<LiveState>('connecting')
  // Each handler is given its event's data, which the server holds to the contract.
  const latest = useRef(handlers as Readonly<Record<string, ((data: unknown) => void) | undefined>>)
  latest.current = handlers as typeof latest.current
  const lastId = useRef<string | null>(null)

  useEffect(() => {
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      clearTimeout(retry)
      source?.close()
      const url = http.url(path, lastId.current ? { lastEventId: lastId.current } : undefined)
      const stream = new EventSource(url, { withCredentials: true })
      source = stream
      const listen = (name: string) =>
        stream.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>
          if (message.lastEventId) lastId.current = message.lastEventId
          setState('live')
          latest.current[name]?.(JSON.parse(message.data))
        })
      for (const name of Object.keys(latest.current)) listen(name)
      stream.onopen = () => setState('live')
      stream.onerror = () => {
        setState('reconnecting')
        if (stream.readyState !== EventSource.CLOSED) return
        // Closed for good (not an event stream: the session ended, or no permission).
        http.get('/messageInfo/messageCount').then(
          () => {
            retry = setTimeout(open, RETRY_MS)
          },
          () => undefined,
        )
      }
    }
    const unwatch = watchStreamsAllowed((allowed) => {
      if (!allowed) {
        clearTimeout(retry)
        source?.close()
        source = null
        setState('paused')
      } else if (!source) open()
    })
    if (streamsAllowed()) open()
    else setState('paused')
    return () => {
      unwatch()
      clearTimeout(retry)
      source?.close()
    }
  }, [http, path])
  return state
}
