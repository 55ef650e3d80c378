/** An event stream read by the server tests of the live screens. */
import { expect } from 'vitest'
import type { ApiClient } from './helpers'

export interface SseEvent {
  event: string
  id: string
  data: unknown
}

/** An open event stream: `next()` waits for the next event; `ended` settles when it closes. */
export async function openStream(client: ApiClient, path: string, lastEventId?: string) {
  const response = await client.fetch(path, {
    headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  })
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const events: SseEvent[] = []
  let done = false
  const waiters: (() => void)[] = []
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (chunk.done) break
      text += decoder.decode(chunk.value, { stream: true })
      let cut = text.indexOf('\n\n')
      while (cut >= 0) {
        const block = text.slice(0, cut)
        text = text.slice(cut + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        )
        if (fields.data !== undefined)
          events.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) })
        for (const wake of waiters.splice(0)) wake()
        cut = text.indexOf('\n\n')
      }
    }
    done = true
    for (const wake of waiters.splice(0)) wake()
  })()
  let read = 0
  return {
    ended,
    get done() {
      return done
    },
    // A wait for something to arrive: long, so that a busy machine only makes it slower.
    async next(timeoutMs = 30_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs
      while (read >= events.length) {
        if (done) throw new Error('stream ended')
        if (Date.now() > deadline) throw new Error('no event in time')
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return events[read++]
    },
    close: () => reader.cancel(),
  }
}
