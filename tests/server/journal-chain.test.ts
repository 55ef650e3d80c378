import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { appendEntry, verifyJournal } from '../../server/src/db/journal-chain'
import { JOURNAL_LOCK } from '../../server/src/db/migrations/0056-journal-at-commit'
import { bootServer, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

const JOURNAL = '/system-management/journal'
const CHAIN = '/system-management/journal/chain'

describe.each(DIALECTS)('journal summaries and the tamper-evident chain on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  it('keeps the list answering after a change whose summary is long (the administrator strategy)', async () => {
    // The built-in administrator strategy is the one with the most actions (416 in the seed).
    const stg = await server.db
      .selectFrom('strategies')
      .innerJoin('strategy_actions', 'strategy_actions.stgId', 'strategies.id')
      .select(['strategies.id', 'strategies.appId', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['strategies.id', 'strategies.appId'])
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow()
    expect(Number(stg.count)).toBeGreaterThan(400)
    const edited = await admin.post(
      '/sso/post/api/stg/editStg',
      { stgId: stg.id, description: '只改说明' },
      { query: { appId: stg.appId } },
    )
    expect(edited.code).toBe(200)
    const page = await admin.get(JOURNAL, { query: { pageNum: 1, pageSize: 10 } })
    expect(page.status).toBe(200)
    expect(page.code).toBe(200)
    const entry = page.data.list.find((row: { action: string }) => row.action === 'stg.editStg')
    expect(entry.after).toMatchObject({ truncated: true, preview: expect.any(String) })
    expect(entry.after.length).toBeGreaterThan(4000)
  })

  it('shows a row whose summary cannot be parsed as such instead of failing the page', async () => {
    const row = await server.db
      .selectFrom('journal')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await server.db
      .updateTable('journal')
      .set({ afterJson: '{"cut": "in the mid…' })
      .where('id', '=', row.id)
      .execute()
    const page = await admin.get(JOURNAL, { query: { pageSize: 100 } })
    expect(page.code).toBe(200)
    const broken = page.data.list.find((entry: { id: number }) => entry.id === row.id)
    expect(broken.after).toEqual({ unreadable: true, preview: '{"cut": "in the mid…' })
  })

  it('reports the first entry whose content was edited, and the entry after a deleted one', async () => {
    // The previous test edited the newest row; the chain reports it.
    const newest = await server.db
      .selectFrom('journal')
      .select(['id', 'time', 'afterJson'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const edited = await admin.get(CHAIN)
    expect(edited.data).toMatchObject({ intact: false, brokenAt: { id: newest.id, time: newest.time } })
    await server.db.deleteFrom('journal').where('id', '=', newest.id).execute()
    // Removing the tampered row leaves a chain whose every hash verifies, but one entry short of
    // its anchored head (the reads since wrote nothing).
    const cut = await admin.get(CHAIN)
    expect(cut.data).toMatchObject({
      intact: false,
      missing: 1,
      brokenAt: { id: newest.id, time: newest.time },
    })
    expect(cut.data.checked).toBeGreaterThan(60)

    const middle = await server.db
      .selectFrom('journal')
      .select(['id'])
      .orderBy('id')
      .offset(20)
      .limit(2)
      .execute()
    await server.db.deleteFrom('journal').where('id', '=', middle[0].id).execute()
    const next = await server.db
      .selectFrom('journal')
      .select(['id', 'time'])
      .where('id', '=', middle[1].id)
      .executeTakeFirstOrThrow()
    const deleted = await admin.get(CHAIN)
    expect(deleted.data).toMatchObject({
      intact: false,
      checked: 21,
      brokenAt: { id: next.id, time: next.time },
    })
  })

  it('anchors the head: deleting the newest entries is reported where the chain was cut', async () => {
    const fresh = await bootServer(dialect)
    try {
      const client = await fresh.client().signIn('admin', PASSWORDS.admin)
      for (let index = 0; index < 5; index += 1)
        expect(
          (await client.post('/sso/post/api/role/createRole', { roleName: `链头角色${index}` })).code,
        ).toBe(200)
      const count = async () =>
        Number(
          (await sql<{ count: number }>`SELECT count(*) AS count FROM journal`.execute(fresh.db)).rows[0]
            .count,
        )
      const total = await count()
      const newest = await fresh.db
        .selectFrom('journal')
        .select(['id', 'time'])
        .orderBy('id', 'desc')
        .limit(3)
        .execute()
      // Untouched: intact, and the head is the newest entry.
      const whole = await client.get(CHAIN)
      expect(whole.data).toEqual({
        intact: true,
        checked: total,
        brokenAt: null,
        missing: 0,
        head: { count: total, lastId: newest[0].id, lastTime: newest[0].time },
      })
      // The newest three deleted straight in the database: every remaining hash verifies, the head does not.
      await fresh.db
        .deleteFrom('journal')
        .where(
          'id',
          'in',
          newest.map((row) => row.id),
        )
        .execute()
      const cut = await client.get(CHAIN)
      expect(cut.data).toMatchObject({
        intact: false,
        checked: total - 3,
        missing: 3,
        brokenAt: { id: newest[0].id, time: newest[0].time },
      })
      // A later write chains to what is left, and the three stay missing.
      expect((await client.post('/sso/post/api/role/createRole', { roleName: '链头角色之后' })).code).toBe(
        200,
      )
      const later = await client.get(CHAIN)
      expect(later.data).toMatchObject({ intact: false, checked: total - 2, missing: 3 })
      expect(later.data.head.count).toBe(total + 1)
    } finally {
      await fresh.close()
    }
  }, 360_000)

  it('keeps one chain when many changes are journaled at once', async () => {
    const fresh = await bootServer(dialect)
    try {
      const clients = await Promise.all(
        Array.from({ length: 4 }, () => fresh.client().signIn('admin', PASSWORDS.admin)),
      )
      await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          clients[index % 4].post('/sso/post/api/role/createRole', { roleName: `并发角色${index}` }),
        ),
      )
      const counted = await sql<{ count: number }>`SELECT count(*) AS count FROM journal`.execute(fresh.db)
      const report = await clients[0].get(CHAIN)
      const total = Number(counted.rows[0].count)
      expect(report.data).toMatchObject({ intact: true, checked: total, brokenAt: null, missing: 0 })
      // The head moved with every one of the concurrent writes.
      expect(report.data.head.count).toBe(total)
    } finally {
      await fresh.close()
    }
  }, 360_000)

  it('is refused without the journal view right', async () => {
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    expect((await operator.get(CHAIN)).code).toBe(403)
  })
})

/**
 * PostgreSQL chains an entry as its transaction commits (migration 0056), under the journal's
 * lock: a commit waits while another holds it, and an entry written first but committed last is
 * chained last, with the greater id (verifyJournal walks the ids).
 */
describe.runIf(DIALECTS.includes('postgres'))('the journal chained at commit (PostgreSQL)', () => {
  const { server } = signedIn('postgres', [])
  const POLL = { timeout: 20_000, interval: 50 }
  const entry = (target: string) => ({
    userId: null,
    username: 'test',
    time: new Date().toISOString(),
    action: 'test.chain',
    target,
    beforeJson: null,
    afterJson: null,
    ip: '127.0.0.1',
    result: 'success',
    message: '',
  })
  const waiters = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as "n" from pg_locks
          where locktype = 'advisory' and not granted`.execute(server.db)
      ).rows[0].n,
    )

  /** A promise and the function that settles it. */
  function signal() {
    let settle: () => void = () => undefined
    const done = new Promise<void>((resolve) => {
      settle = resolve
    })
    return { done, settle }
  }

  it('chains an entry written first and committed last after the other, and waits for the lock', async () => {
    const [aWritten, bCommitted] = [signal(), signal()]
    const a = server.db.transaction().execute(async (trx) => {
      await appendEntry(trx, entry('A: written first'))
      aWritten.settle()
      await bCommitted.done
    })
    await aWritten.done
    await server.db.transaction().execute((trx) => appendEntry(trx, entry('B: written second')))
    bCommitted.settle()
    await a
    // While another transaction holds the journal's lock, a commit waits for it.
    const [locked, release] = [signal(), signal()]
    const holder = server.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${JOURNAL_LOCK})`.execute(trx)
      locked.settle()
      await release.done
    })
    await locked.done
    const c = appendEntry(server.db, entry('C: waits'))
    await expect.poll(waiters, POLL).toBe(1)
    release.settle()
    await Promise.all([holder, c])
    const rows = await server.db
      .selectFrom('journal')
      .select(['id', 'target', 'chainText'])
      .where('action', '=', 'test.chain')
      .orderBy('id')
      .execute()
    expect(rows.map((row) => row.target[0])).toEqual(['B', 'A', 'C'])
    expect(rows.every((row) => row.chainText === null)).toBe(true)
    const chain = await verifyJournal(server.db)
    expect(chain).toMatchObject({ intact: true, brokenAt: null, missing: 0 })
    expect(chain.head?.count).toBe(chain.checked)
  })
})
