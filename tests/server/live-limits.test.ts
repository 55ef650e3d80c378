/**
 * Issue 38, items 9 and 11 (server/src/push/stream-limits.ts, server/src/http/limits.ts): one
 * account's live streams and sockets that never send a request could hold the whole connection
 * pool. A session keeps at most 6 streams and an account 20 (the oldest closed beyond); connections
 * without a request are closed after `idleHeaderMs`, the oldest first when the pool is nearly full;
 * so with streams and idle sockets to the cap a new client still signs in. And a stream ends once
 * its account loses the right or its area changes.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO } from '../../src/contract/system-management-users'
import { type ApiClient, bootServer, DIALECTS, PASSWORDS, type TestServer } from './helpers'
import { openStream } from './live-helpers'

const STREAM = '/api/operating-services/charging-status/stream'
const POOL = 60

describe.each(DIALECTS)('live stream and connection limits on %s', (dialect) => {
  let server: TestServer
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await bootServer(dialect, {
      // Idle sockets outlive the sign-in's wait (60 s against 30): only the eviction near a full
      // pool can make room for it, however slow the machine.
      config: { maxConnections: POOL, idleHeaderMs: 60_000, liveSessionCheckMs: 200, liveHeartbeatMs: 500 },
    })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await server?.close()
  })

  it('closes the oldest streams beyond 6 a session and 20 an account, and a new client signs in past idle sockets', async () => {
    const sessions: ApiClient[] = []
    for (let index = 0; index < 4; index += 1)
      sessions.push(await server.client().signIn('admin', PASSWORDS.admin))
    // Eight streams in one session: its two oldest are closed.
    const first = []
    for (let index = 0; index < 8; index += 1) first.push(await openStream(sessions[0], STREAM))
    await Promise.all(first.slice(0, 2).map((stream) => stream.ended))
    expect(first.filter((stream) => stream.done)).toHaveLength(2)
    // Six more in each of three other sessions: 24 for the account, its four oldest closed.
    const more = []
    for (const session of sessions.slice(1))
      for (let index = 0; index < 6; index += 1) more.push(await openStream(session, STREAM))
    await Promise.all(first.slice(2, 6).map((stream) => stream.ended))
    const live = [...first, ...more].filter((stream) => !stream.done)
    expect(live).toHaveLength(20)

    // Sockets from four more addresses that never send a request, as many as the pool holds.
    const { port } = new URL(server.url)
    for (let index = 0; index < POOL; index += 1) {
      const socket = connect({
        host: '127.0.0.1',
        port: Number(port),
        localAddress: `127.0.0.${2 + (index % 4)}`,
      })
      socket.on('error', () => undefined)
      sockets.push(socket)
    }
    await new Promise((done) => setTimeout(done, 200))
    // A new client signs in (a try or two), well before the idle timeout would free the pool.
    const started = Date.now()
    let signedIn = false
    while (!signedIn && Date.now() - started < 30_000) {
      signedIn = await server
        .client()
        .login('tianjin', PASSWORDS.tianjin)
        .then(
          (answer) => answer.code === 200,
          () => false,
        )
    }
    expect(signedIn).toBe(true)
    // The streams still open go on.
    expect(live.every((stream) => !stream.done)).toBe(true)
  })

  it('ends a stream once its account loses the right or its area changes', async () => {
    const admin = await server.client().signIn('admin', PASSWORDS.admin)
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tianjin')
      .executeTakeFirstOrThrow()
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    // Its area narrowed: the stream opened within the old area ends.
    const narrowed = await openStream(tianjin, STREAM)
    const attrs = await admin.post(`${SSO}/user/editAttr`, {
      userId: user.id,
      attrs: [{ attrKey: 'auth_area', attrValue: '120101' }],
    })
    expect(attrs.code, attrs.msg).toBe(200)
    await narrowed.ended
    // Its roles removed: the stream ends.
    const removed = await openStream(tianjin, STREAM)
    const roles = await admin.post(`${SSO}/user/editAcc`, { userId: user.id, roleIds: [] })
    expect(roles.code, roles.msg).toBe(200)
    await removed.ended
  })
})
