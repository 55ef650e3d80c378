/**
 * The live event bus (decisions: Live data): every change a live screen shows is published here
 * with an id; streams subscribe, and a reconnecting stream is given what it missed from a buffer
 * of recent events. On SQLite the bus is in-process; on PostgreSQL events pass through
 * LISTEN/NOTIFY with ids from one sequence, so every server process sees and streams every
 * change with the same ids (a reconnect may land on another process).
 */
import { sql } from 'kysely'
import type { z } from 'zod'
import type {
  accessEvent,
  alarmEvent,
  alarmNotice,
  connectorEvent,
  swapEvent,
} from '../../../src/contract/live-events'
import { listenOn } from '../db/pg-listen'
import { rootOf } from '../db/roots'
import type { Db } from '../db/types'
import { machineMs } from '../kernel/clock'

/**
 * What each topic's events carry on the bus: the live streams' events of the same name
 * (src/contract/live-events.ts, so a wrong shape fails to compile); `work`: someone's to-dos or
 * notices changed (issue 41: badges and counts follow without reload); `alarm-notice`: a new
 * alarm for the accounts it asks (issue 44 part 3: their notification).
 */
interface TopicData {
  connector: z.input<typeof connectorEvent>
  alarm: z.input<typeof alarmEvent>
  swap: z.input<typeof swapEvent>
  access: z.input<typeof accessEvent>
  /** The accounts told. */
  work: { users: number[] }
  'alarm-notice': { users: number[]; alarm: z.input<typeof alarmNotice> }
}

/** What a live event is about. */
export type LiveTopic = keyof TopicData

/** One change to publish; for data scope, the row's area code and operator. */
export type LiveChange = {
  [T in LiveTopic]: { topic: T; areaCode: string; operatorId: string; data: TopicData[T] }
}[LiveTopic]

/** One published change. */
export type LiveEvent = LiveChange & { id: number }

/** The bus of one server process. */
export interface LiveHub {
  /**
   * Publish a change; `via` is the transaction that made it (PostgreSQL then delivers it when
   * that transaction commits).
   */
  publish(event: LiveChange, via?: Db): Promise<void>
  /** Call `listener` with every event from now on; returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): () => void
  /** Events after `id`, or null when the buffer no longer reaches back that far. */
  since(id: number): LiveEvent[] | null
  /** The id of the newest event seen (0 when none). */
  lastId(): number
  close(): Promise<void>
}

/** Recent events kept for reconnects. */
export const BUFFER_SIZE = 2000
const CHANNEL = 'ev_live'

function createBase(publishRaw: (event: LiveChange, via?: Db) => Promise<void>, startId: number) {
  const listeners = new Set<(event: LiveEvent) => void>()
  const buffer: LiveEvent[] = []
  let last = startId
  return {
    deliver(event: LiveEvent) {
      if (event.id <= last && buffer.some((seen) => seen.id === event.id)) return
      last = Math.max(last, event.id)
      buffer.push(event)
      if (buffer.length > BUFFER_SIZE) buffer.shift()
      for (const listener of listeners) listener(event)
    },
    hub: {
      publish: publishRaw,
      subscribe(listener: (event: LiveEvent) => void) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
      since(id: number) {
        if (id >= last) return id === last ? [] : null
        const oldest = buffer[0]?.id
        // The buffer must hold the event right after `id`.
        if (oldest === undefined || oldest > id + 1) return null
        return buffer.filter((event) => event.id > id)
      },
      lastId: () => last,
    },
  }
}

/** An in-process bus (SQLite). Ids start at the clock's milliseconds, so they grow across restarts. */
export function createMemoryHub(): LiveHub {
  let next = machineMs()
  const base = createBase(async (event) => {
    next += 1
    base.deliver({ ...event, id: next })
  }, next)
  return { ...base.hub, close: async () => undefined }
}

/**
 * A bus over PostgreSQL LISTEN/NOTIFY: one listening connection per process (db/pg-listen.ts,
 * made again by itself when lost: streams held through a restart of PostgreSQL get events
 * again). Events other processes raise while this one is not listening do not reach its streams.
 */
export async function createPostgresHub(db: Db, url: string): Promise<LiveHub> {
  let deliver: (event: LiveEvent) => void = () => undefined
  let startId: number | undefined
  const listener = await listenOn(url, CHANNEL, {
    message(payload) {
      if (!payload) return
      const { id, event } = JSON.parse(payload) as { id: number; event: LiveChange }
      deliver({ ...event, id: Number(id) })
    },
    async listening(client) {
      if (startId !== undefined) return
      const { rows } = await client.query<{ id: string }>(
        'select coalesce((select last_value from live_event_seq where is_called), 0) as id',
      )
      startId = Number(rows[0]?.id ?? 0)
    },
  })
  const base = createBase(async (event, via) => {
    await sql`select pg_notify(${CHANNEL}, json_build_object('id', nextval('live_event_seq'), 'event', ${JSON.stringify(event)}::json)::text)`.execute(
      via ?? db,
    )
  }, startId ?? 0)
  deliver = (event) => base.deliver(event)
  return {
    ...base.hub,
    close: () => listener.close(),
  }
}

const hubs = new WeakMap<Db, LiveHub>()

/**
 * The bus of a database (an in-process one unless the server registered another); given a
 * transaction opened by inTransaction, its database's.
 */
export function hubOf(db: Db): LiveHub {
  const root = rootOf(db)
  let hub = hubs.get(root)
  if (!hub) {
    hub = createMemoryHub()
    hubs.set(root, hub)
  }
  return hub
}

/** Register the bus the server opened for its database. */
export function registerHub(db: Db, hub: LiveHub): void {
  hubs.set(db, hub)
}
