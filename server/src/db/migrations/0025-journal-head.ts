/**
 * Issue 38 item 13. The journal's head anchored in a one-row table, written with every journal
 * insert (journal-chain.ts), so the chain check sees when the newest entries were deleted. The
 * head starts at the journal as it stands.
 */
import type { Kysely } from 'kysely'
import { anchorJournalHead } from '../journal-chain'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journal_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)')
    .addColumn('lastId', 'integer')
    .addColumn('lastTime', 'varchar(40)')
    .execute()
  await anchorJournalHead(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('journal_head').execute()
}
