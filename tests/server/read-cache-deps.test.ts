/**
 * What a change drops of the reads a process keeps (issue 43; server/src/db/read-cache.ts): the
 * reads that depend on the rows it changed, or on its table whole, and nothing else. The writes
 * are the statements the server makes, seen by the cache's plugin as Kysely builds them; the
 * signals are the payloads of migration 0062's triggers. No database: the cache's own logic.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RootOperationNode,
} from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Dependency, ReadCache } from '../../server/src/db/read-cache'
import type { Database } from '../../server/src/db/types'

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

/** Two sessions of user 7 and one of user 8, user 7's to-do count, and the permission version. */
const READS: Record<string, Dependency[]> = {
  'session:a': [
    { table: 'sessions', row: { id: 'a', userId: 7 } },
    { table: 'users', row: { id: 7 } },
  ],
  'session:b': [
    { table: 'sessions', row: { id: 'b', userId: 7 } },
    { table: 'users', row: { id: 7 } },
  ],
  'session:c': [
    { table: 'sessions', row: { id: 'c', userId: 8 } },
    { table: 'users', row: { id: 8 } },
  ],
  'popups:7': [{ table: 'messages', column: 'userId', value: 7 }, { table: 'assessment_items' }],
  permVersion: [{ table: 'settings' }],
}

describe('reads kept until what they depend on changes', () => {
  let cache: ReadCache
  const kept = () => Object.keys(READS).filter((key) => cache.has(key))
  const write = (query: { toOperationNode(): RootOperationNode }) =>
    cache.plugin.transformQuery({ node: query.toOperationNode(), queryId: { queryId: 'test' } })

  beforeEach(async () => {
    cache = new ReadCache()
    cache.listening(true)
    for (const [key, deps] of Object.entries(READS))
      await cache.get(
        key,
        async () => key,
        () => deps,
      )
    expect(kept()).toEqual(Object.keys(READS))
  })

  it('drops a session touched by its id, and nothing else', () => {
    write(db.updateTable('sessions').set({ lastSeen: 'now' }).where('id', '=', 'a'))
    expect(kept()).toEqual(['session:b', 'session:c', 'popups:7', 'permVersion'])
  })

  it("drops a user's sessions when they are ended by the user's id", () => {
    write(db.updateTable('sessions').set({ notify419: 1 }).where('userId', '=', 7).where('id', '!=', 'x'))
    expect(kept()).toEqual(['session:c', 'popups:7', 'permVersion'])
  })

  it('drops every session when the rows changed cannot be told', () => {
    write(db.deleteFrom('sessions').where('expiresAt', '<', 'now'))
    expect(kept()).toEqual(['popups:7', 'permVersion'])
  })

  it('drops every session when a change sets a key column (the row moves to other keys)', () => {
    write(db.updateTable('sessions').set({ userId: 8 }).where('id', '=', 'x'))
    expect(kept()).toEqual(['popups:7', 'permVersion'])
  })

  it('drops the sessions of an account changed by its id, or of every account changed otherwise', () => {
    write(db.updateTable('users').set({ nickName: '甲' }).where('id', 'in', [8, 9]))
    expect(kept()).toEqual(['session:a', 'session:b', 'popups:7', 'permVersion'])
    write(db.updateTable('users').set({ nickName: '乙' }).where('username', '=', 'tianjin'))
    expect(kept()).toEqual(['popups:7', 'permVersion'])
  })

  it("drops a user's to-do count for a message given to that user only", () => {
    write(db.insertInto('messages').values([{ userId: 8 } as never, { userId: 9 } as never]))
    expect(kept()).toEqual(Object.keys(READS))
    write(db.insertInto('messages').values({ userId: 7 } as never))
    expect(kept()).toEqual(['session:a', 'session:b', 'session:c', 'permVersion'])
  })

  it('drops the to-do counts for messages changed by another column', () => {
    write(db.updateTable('messages').set({ done: 1 }).where('id', '=', 3))
    expect(kept()).toEqual(['session:a', 'session:b', 'session:c', 'permVersion'])
  })

  it('drops reads on a change to a table they depend on whole', () => {
    write(
      db
        .updateTable('assessment_items')
        .set({ status: 'x' } as never)
        .where('id', '=', 1),
    )
    expect(kept()).toEqual(['session:a', 'session:b', 'session:c', 'permVersion'])
    write(
      db
        .insertInto('settings')
        .values({ key: 'permVersion', value: '2' })
        .onConflict((c) => c.doNothing()),
    )
    expect(kept()).toEqual(['session:a', 'session:b', 'session:c'])
  })

  it('keeps everything through writes to tables it does not watch, and drops everything on raw writes', () => {
    write(db.insertInto('request_keys').values({ key: 'k'.repeat(16), at: 'now' }))
    expect(kept()).toEqual(Object.keys(READS))
    cache.plugin.transformQuery({
      node: { kind: 'RawNode', sqlFragments: ['update sessions set x = 1'], parameters: [] } as never,
      queryId: { queryId: 'raw' },
    })
    expect(kept()).toEqual([])
  })

  it("follows the triggers' signals: rows named, a table's name alone, or anything else", () => {
    cache.signalled('sessions {"id":["c"],"userId":[8]}')
    expect(kept()).toEqual(['session:a', 'session:b', 'popups:7', 'permVersion'])
    cache.signalled('messages {"userId":[7,8]}')
    expect(kept()).toEqual(['session:a', 'session:b', 'permVersion'])
    cache.signalled('users')
    expect(kept()).toEqual(['permVersion'])
    cache.signalled('no_such_table')
    expect(kept()).toEqual([])
  })

  it('drops everything on a signal it cannot read', async () => {
    cache.signalled('sessions {not json')
    expect(kept()).toEqual([])
  })

  it('keeps nothing that a read under way brings when its rows change meanwhile', async () => {
    cache.forget()
    let finish: (value: string) => void = () => undefined
    const reading = cache.get(
      'session:a',
      () => new Promise<string>((resolve) => (finish = resolve)),
      () => READS['session:a'],
    )
    cache.signalled('sessions {"id":["a"],"userId":[7]}')
    finish('stale')
    await reading
    expect(cache.has('session:a')).toBe(false)
  })
})
