/**
 * Issue 43, the kill drill: the keys of changes already carried out (http/request-keys.ts). The
 * console sends every change with an `Idempotency-Key` of its own; the change claims it in its
 * own transaction, so a change HAProxy sends again after a process died without answering is
 * carried out once: again if the first never committed, refused with 409 if it did.
 */
import type { Kysely } from 'kysely'
import { bytewiseText } from './0059-bytewise-text'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('request_keys')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    // Machine time (ISO): the retention sweep removes keys after a day.
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('request_keys_at').on('request_keys').column('at').execute()
  await bytewiseText(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_keys').ifExists().execute()
}
