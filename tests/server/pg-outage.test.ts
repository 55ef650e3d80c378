/**
 * Issue 43: PostgreSQL gone for a while under a running server. The server reaches the database
 * through a TCP relay the test cuts (every connection ended, new ones refused) and restores, as a
 * restart of PostgreSQL looks from the server: while it is gone every call answers a clear 503
 * (never a 500, never a 401 that would sign the user out), no background task ends the process;
 * once it is back the server reconnects by itself, the same session works, what was acknowledged
 * before is there, and live events flow again through the LISTEN connection.
 */
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/src/server'
import { ApiClient, createStore, DIALECTS, PASSWORDS, type TestStore } from './helpers'
import { openStream } from './live-helpers'

/** A relay from a local port to PostgreSQL that can be cut and restored. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>()
  let server: Server | null = null
  let port = 0
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((socket) => {
        const upstream = tcpConnect(Number(target.port || 5432), target.hostname)
        for (const end of [socket, upstream]) {
          sockets.add(end)
          end.on('error', () => end.destroy())
          end.on('close', () => sockets.delete(end))
        }
        socket.pipe(upstream).pipe(socket)
        socket.on('close', () => upstream.destroy())
        upstream.on('close', () => socket.destroy())
      })
      relay.once('error', reject)
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port
        server = relay
        resolve()
      })
    })
  await listen()
  return {
    url(database: string) {
      const url = new URL(database)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.toString()
    },
    /** PostgreSQL "stops": connections end, new ones are refused. */
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
      server = null
    },
    /** PostgreSQL "is back" on the same address. */
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}

describe.runIf(DIALECTS.includes('postgres'))(
  'PostgreSQL restarting under a running server (issue 43)',
  () => {
    let store: TestStore
    let relay: Awaited<ReturnType<typeof relayTo>>
    let server: Awaited<ReturnType<typeof startServer>>
    let admin: ApiClient

    beforeAll(async () => {
      store = await createStore('postgres')
      relay = await relayTo(new URL(store.databaseUrl as string))
      server = await startServer({
        port: 0,
        dataDir: store.dataDir,
        databaseUrl: relay.url(store.databaseUrl as string),
      })
      admin = await new ApiClient(server.url).signIn('admin', PASSWORDS.admin)
    }, 120_000)
    afterAll(async () => {
      await server?.close()
      await relay?.close()
      await store?.drop()
    })

    /** The channels the server listens on, as PostgreSQL sees them (not through the relay). */
    async function listeners(): Promise<string> {
      const client = new pg.Client({ connectionString: store.databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query(
          "select query from pg_stat_activity where datname = current_database() and query like 'LISTEN %' order by query",
        )
        return rows.map((row) => row.query).join(', ')
      } finally {
        await client.end()
      }
    }

    it('answers 503 while the database is gone and works again, same session, once it is back', async () => {
      const ALARMS = '/ops-services/alarms'
      const pending = { query: { disposal: 'pending', alarmStatus: 1 } }
      const [first, second] = (await admin.get(ALARMS, pending)).data.list
      // Acknowledged just before the outage.
      expect((await admin.post(`${ALARMS}/${first.id}/accept`, { version: first.version })).code).toBe(200)
      const stream = await openStream(admin, '/ops-services/trouble-monitor/stream')
      expect((await stream.next()).event).toBe('snapshot')

      await relay.cut()
      const during = await Promise.all([
        admin.get('/user_info'),
        admin.get(ALARMS, pending),
        admin.post(`${ALARMS}/${second.id}/accept`, { version: second.version }),
        new ApiClient(server.url).login('tianjin', PASSWORDS.tianjin),
      ])
      for (const answer of during) {
        expect(answer.status).toBe(503)
        expect(answer).toMatchObject({ code: 503, msg: '数据库暂时无法连接，请稍后再试' })
        expect(answer.headers.get('retry-after')).toBe('5')
      }

      await relay.restore()
      // The pool reconnects on the next call; the session (kept in the database) still holds.
      await expect
        .poll(async () => (await admin.get('/user_info')).code, { timeout: 30_000, interval: 200 })
        .toBe(200)
      const accepted = await admin.get(ALARMS, { query: { disposal: 'processing' } })
      expect(accepted.data.list.map((alarm: { id: number }) => alarm.id)).toContain(first.id)
      // The LISTEN connections come back by themselves (seen from PostgreSQL's side, not guessed
      // by time): the live bus's and the read cache's (server/src/db/read-cache.ts)…
      await expect.poll(listeners, { timeout: 30_000, interval: 200 }).toBe('LISTEN ev_cache, LISTEN ev_live')
      // …and the step refused during the outage, which changed nothing, goes through now; its event
      // reaches the stream opened before the outage.
      await expect
        .poll(
          async () => (await admin.post(`${ALARMS}/${second.id}/accept`, { version: second.version })).code,
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBe(200)
      // The first alarm's own event may come before it: its notice travels through PostgreSQL
      // (LISTEN/NOTIFY) and, on a busy machine, can reach the stream after the stream opened.
      let event = await stream.next()
      while ((event.data as { alarm?: { id: number } }).alarm?.id === first.id) event = await stream.next()
      expect(event).toMatchObject({
        event: 'alarm',
        data: { change: 'disposed', alarm: { id: second.id, disposal: 'processing' } },
      })
      await stream.close()
    }, 120_000)
  },
)
