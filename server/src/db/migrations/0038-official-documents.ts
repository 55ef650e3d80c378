/**
 * Issue 42 item 11: the official documents of a record — a 接入证明 (an issued access proof) and a
 * 备案回执 (an approved enterprise filing) — each with its serial number and the verification
 * code a public `GET` confirms. One row per application, written when the document is first
 * issued (printed), so its serial and code never change afterwards.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('official_documents')
    .addColumn('applyId', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('serial', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('issuedAt', TIME, (c) => c.notNull())
    .addColumn('issuerName', 'varchar(64)', (c) => c.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('official_documents').execute()
}
