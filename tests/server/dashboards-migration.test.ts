/**
 * Migration 0008 on a database seeded before it (issue 16): the piles' daily aggregates are built
 * from the orders already there, as the seed builds them, on SQLite and PostgreSQL.
 */
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as statsDetails from '../../server/src/db/migrations/0008-stats-details'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('dashboard migrations on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  it("migration 0008 fills the piles' daily aggregates from the orders of an existing database", async () => {
    const totals = () =>
      server.db
        .selectFrom('equipment_daily_stats')
        .select([
          sql<number>`count(*)`.as('n'),
          sql<number>`sum("orders")`.as('o'),
          sql<number>`sum("energyCenti")`.as('e'),
        ])
        .executeTakeFirstOrThrow()
    const built = await totals()
    const messages = await server.db.selectFrom('message_daily_stats').selectAll().execute()
    await statsDetails.down(server.db)
    await statsDetails.up(server.db)
    for (let at = 0; at < messages.length; at += 500)
      await server.db
        .insertInto('message_daily_stats')
        .values(messages.slice(at, at + 500))
        .execute()
    const filled = await totals()
    expect(Number(filled.n)).toBeGreaterThan(0)
    expect([Number(filled.n), Number(filled.o), Number(filled.e)]).toEqual([
      Number(built.n),
      Number(built.o),
      Number(built.e),
    ])
  })
})
