/**
 * Kept reads (issue 43; server/src/db/read-cache.ts): on PostgreSQL a server process keeps the
 * session, its user, the permission version and user_info's counters between changes. A change
 * this process makes is seen by its very next call; one another process (or anyone) makes
 * reaches it through PostgreSQL's signal; while it does not listen for the signals it keeps
 * nothing. Two server processes on one database, as the cluster runs them.
 */
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../server/src/auth/sessions'
import { readCacheOf } from '../../server/src/db/read-cache'
import type { RunningServer } from '../../server/src/server'
import { ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { twoServersOnOneDatabase } from './two-servers'

const POLL = { timeout: 30_000, interval: 50 }

/** A notice to `userId` (a row of messages, as a step's notices are). */
const notice = (userId: number, title: string) => ({
  userId,
  type: 'notice',
  title,
  content: '',
  link: null,
  read: 0,
  createTime: new Date().toISOString(),
  flow: null,
  subjectId: null,
  permission: null,
  doneTime: null,
})

describe.runIf(DIALECTS.includes('postgres'))('reads kept by a PostgreSQL server process', () => {
  const { servers, store } = twoServersOnOneDatabase()

  const cacheOf = (server: RunningServer) => {
    const cache = readCacheOf(server.db)
    if (!cache) throw new Error('no read cache on PostgreSQL')
    return cache
  }
  /** The same session on the other process (one cookie, as behind the proxy). */
  const onOther = (client: ApiClient) => {
    const other = new ApiClient(servers[1].url)
    for (const [name, value] of client.cookies) other.cookies.set(name, value)
    return other
  }
  const nickName = async (client: ApiClient) => (await client.get('/user_info')).data?.nickName
  const sessionOf = (client: ApiClient) => client.cookies.get(SESSION_COOKIE)

  it('answers a signed-in call from what it keeps, with no read', async () => {
    const tianjin = await new ApiClient(servers[0].url).signIn('tianjin', PASSWORDS.tianjin)
    expect((await tianjin.get('/user_info')).code).toBe(200)
    const before = { ...cacheOf(servers[0]).counts }
    for (let call = 0; call < 5; call += 1) expect((await tianjin.get('/user_info')).code).toBe(200)
    const after = cacheOf(servers[0]).counts
    expect(after.read).toBe(before.read)
    // The session, the permission version and the popups' counts of each call.
    expect(after.kept - before.kept).toBe(15)
  })

  it('sees at its next call a change this process made', async () => {
    const tianjin = await new ApiClient(servers[0].url).signIn('tianjin', PASSWORDS.tianjin)
    await tianjin.get('/user_info')
    const cache = cacheOf(servers[0])
    expect(cache.size).toBeGreaterThan(0)
    const session = `session:${sessionOf(tianjin)}`
    expect(cache.has(session)).toBe(true)
    await servers[0].db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ nickName: '天津市局·甲' })
        .where('username', '=', 'tianjin')
        .execute()
      // Forgotten at the write: PostgreSQL signals only once the change commits.
      expect(cache.has(session)).toBe(false)
    })
    expect(await nickName(tianjin)).toBe('天津市局·甲')
    expect((await tianjin.post('/new_logout')).code).toBe(200)
    expect((await tianjin.get('/user_info')).code).toBe(401)
  })

  it('sees a change another process made once PostgreSQL signals it', async () => {
    const tianjin = await new ApiClient(servers[0].url).signIn('tianjin', PASSWORDS.tianjin)
    const there = onOther(tianjin)
    expect(await nickName(tianjin)).toBe(await nickName(there))
    await servers[1].db
      .updateTable('users')
      .set({ nickName: '天津市局·乙' })
      .where('username', '=', 'tianjin')
      .execute()
    await expect.poll(() => nickName(tianjin), POLL).toBe('天津市局·乙')
    // Signed out through the other process: this one answers 401 once signalled.
    expect((await there.post('/new_logout')).code).toBe(200)
    await expect.poll(async () => (await tianjin.get('/user_info')).code, POLL).toBe(401)
  })

  it("keeps a session's read through other accounts' sign-ins and to-dos, here and in the other process", async () => {
    const tianjin = await new ApiClient(servers[0].url).signIn('tianjin', PASSWORDS.tianjin)
    const cache = cacheOf(servers[0])
    const session = `session:${sessionOf(tianjin)}`
    let version = 0
    /**
     * Until every change committed so far has been signalled here: signals arrive in the order of
     * their commits, so once a later change's has (the settings, on which a read kept for the
     * purpose depends), the earlier ones' have. The session's own opening is among them: its
     * signal names the session, and drops its read if it came after the first call.
     */
    const signalled = async () => {
      await cache.get(
        'barrier',
        async () => true,
        () => [{ table: 'settings' }],
      )
      expect(cache.has('barrier')).toBe(true)
      version += 1
      await servers[1].db
        .updateTable('settings')
        .set({ value: `v-cache-test-${version}` })
        .where('key', '=', 'permVersion')
        .execute()
      await expect.poll(() => cache.has('barrier'), POLL).toBe(false)
    }
    await signalled()
    await tianjin.get('/user_info')
    expect(cache.has(session)).toBe(true)
    // Another account signs in through each process (its session opened, its sign-in recorded on
    // its user), and is given a to-do.
    await new ApiClient(servers[0].url).signIn('operator', PASSWORDS.operator)
    await new ApiClient(servers[1].url).signIn('admin', PASSWORDS.admin)
    const operator = await servers[1].db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow()
    await servers[1].db.insertInto('messages').values(notice(operator.id, '缓存测试')).execute()
    await signalled()
    // Kept through it all, and the next call reads no session.
    expect(cache.has(session)).toBe(true)
    const before = { ...cache.counts }
    await tianjin.get('/user_info')
    expect(cache.counts.kept - before.kept).toBeGreaterThanOrEqual(1)
    expect(cache.has(session)).toBe(true)
  })

  it('is signalled the keys of the rows changed, or the table alone past 64 rows (migration 0062)', async () => {
    const listener = new pg.Client({ connectionString: store().databaseUrl })
    await listener.connect()
    const payloads: string[] = []
    listener.on('notification', (message) => payloads.push(message.payload ?? ''))
    await listener.query('LISTEN ev_cache')
    try {
      const db = servers[1].db
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'operator')
        .executeTakeFirstOrThrow()
      const message = (userId: number) => notice(userId, '信号测试')
      await db
        .insertInto('messages')
        .values([message(id), message(id)])
        .execute()
      await db
        .insertInto('messages')
        .values(Array.from({ length: 65 }, () => message(id)))
        .execute()
      await db.updateTable('users').set({ nickName: '运营商·信号' }).where('id', '=', id).execute()
      await db.deleteFrom('messages').where('title', '=', '信号测试').execute()
      await expect.poll(() => payloads.length, POLL).toBe(4)
      expect(payloads).toEqual([
        `messages {"userId" : [${id}]}`,
        'messages',
        `users {"id" : [${id}]}`,
        'messages',
      ])
    } finally {
      await listener.end()
    }
  })

  it('keeps nothing while it does not listen for the signals, and keeps again once it does', async () => {
    const tianjin = await new ApiClient(servers[0].url).signIn('tianjin', PASSWORDS.tianjin)
    await tianjin.get('/user_info')
    const cache = cacheOf(servers[0])
    const admin = new pg.Client({ connectionString: store().databaseUrl })
    await admin.connect()
    try {
      // What a restart of PostgreSQL does to the listening connections.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN ev_cache'`)
      await expect.poll(() => cache.isListening, POLL).toBe(false)
      // A change nobody signals to this process (it is not listening): seen at the next call.
      await admin.query(`update users set "nickName" = '天津市局·丙' where username = 'tianjin'`)
      expect(await nickName(tianjin)).toBe('天津市局·丙')
      await expect.poll(() => cache.isListening, POLL).toBe(true)
      await tianjin.get('/user_info')
      const before = cache.counts.kept
      await tianjin.get('/user_info')
      expect(cache.counts.kept).toBeGreaterThan(before)
      await admin.query(`update users set "nickName" = '天津市局' where username = 'tianjin'`)
      await expect.poll(() => nickName(tianjin), POLL).toBe('天津市局')
    } finally {
      await admin.end()
    }
  })
})
