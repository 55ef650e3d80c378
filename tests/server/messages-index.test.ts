/**
 * A user's open to-dos are counted from an index (migration 0058; issue 43): user_info's open
 * feedback to-dos (feedback/counts.ts) read `messages_user_open`, not every message of the user
 * (67 ms a call at the large seed, where a city user has 18,623 messages).
 */

import SQLite from 'better-sqlite3'
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sqliteFileOf } from '../../server/src/db/backup'
import type { Database } from '../../server/src/db/types'
import { feedbackCount } from '../../server/src/feedback/counts'
import { createStore, ON_SQLITE, type TestStore } from './helpers'
import { principalOf } from './principal'

describe.runIf(ON_SQLITE)('open to-dos counted from an index (SQLite)', () => {
  let store: TestStore
  let file: SQLite.Database
  const queries: CompiledQuery[] = []
  let db: Kysely<Database>
  beforeAll(async () => {
    store = await createStore('sqlite')
    file = new SQLite(sqliteFileOf(store.dataDir))
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: file }),
      log: (event) => {
        if (event.level === 'query') queries.push(event.query)
      },
    })
  })
  afterAll(async () => {
    await db?.destroy()
    await store?.drop()
  })

  it("reads user_info's open feedback to-dos from messages_user_open", async () => {
    const principal = await principalOf(db, 'tianjin')
    queries.length = 0
    await feedbackCount(db, principal)
    const counted = queries.find((query) => query.sql.includes('from "messages"'))
    expect(counted).toBeDefined()
    const plan = file.prepare(`explain query plan ${counted!.sql}`).all(...(counted!.parameters as unknown[]))
    expect(plan.map((step) => (step as { detail: string }).detail).join('\n')).toMatch(
      /USING COVERING INDEX messages_user_open \(userId=\? AND done=\? AND type=\? AND permission=\? AND flow=\?\)/,
    )
  })
})
