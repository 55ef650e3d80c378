/**
 * A listening connection of one server process to PostgreSQL (LISTEN/NOTIFY): the live event bus
 * (push/hub.ts) and the read cache's change signals (read-cache.ts) each hold one. When it is
 * lost (a restart of PostgreSQL) it is made again by itself, sooner first and then at most every
 * 5 s (issue 43: tests/server/pg-outage.test.ts); what is notified meanwhile does not reach it, so
 * its owner is told (`lost`, then `listening` again) and forgets what it kept.
 */
import pg from 'pg'

/** Waits between attempts to listen again after the listening connection was lost (ms). */
const RELISTEN_MS = { first: 250, most: 5_000 }

/** What a listening connection tells its owner. */
export interface ListenHandlers {
  /** A notification's payload. */
  message(payload: string): void
  /** Listening (again), on this connection: notifications from now on arrive. */
  listening?(client: pg.Client): void | Promise<void>
  /** The connection was lost: notifications until `listening` are missed. */
  lost?(): void
}

/** Listen on `channel` until closed; resolves once the first connection listens. */
export async function listenOn(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<{ close(): Promise<void> }> {
  let closed = false
  let listener: pg.Client | null = null
  const listen = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url })
    // A lost listening connection is not fatal to the API: it is made again below.
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload)
    })
    client.on('end', () => {
      if (closed) return
      handlers.lost?.()
      relisten(RELISTEN_MS.first)
    })
    await handlers.listening?.(client)
    return client
  }
  const relisten = (wait: number) => {
    setTimeout(() => {
      if (closed) return
      listen().then(
        (client) => {
          listener = client
          if (closed) void client.end()
        },
        () => relisten(Math.min(wait * 2, RELISTEN_MS.most)),
      )
    }, wait).unref()
  }
  listener = await listen()
  return {
    close: async () => {
      closed = true
      await listener?.end()
    },
  }
}
