/**
 * Issue 23. The tamper-evident journal: a `hash` column on `journal`, and the entries already
 * there chained in id order (journal-chain.ts says how a hash is made and why the chain holds
 * under concurrent writes). Archive documents get the area they belong to (data scope); those
 * stored before have none and are seen by unrestricted users only.
 */
import type { Kysely } from 'kysely'
import { sealJournal } from '../journal-chain'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('journal').addColumn('hash', 'varchar(64)').execute()
  await sealJournal(db)
  await db.schema
    .alterTable('archive_files')
    .addColumn('areaCode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('archive_files').dropColumn('areaCode').execute()
  await db.schema.alterTable('journal').dropColumn('hash').execute()
}
